import { z } from 'zod'

export const Country = z.object({
  alpha2: z.string().length(2),
  name: z.string(),
  requireRegion: z.boolean(),
  postcodeRegex: z.string().nullable(),
})
/** GET /svc_ssr/countries */
export const CountriesResponse = z.object({ countries: z.array(Country) })

export const Region = z.object({ id: z.number().int(), code: z.string(), name: z.string(), countryCode: z.string() })
/** GET /svc_ssr/regions?countryCode={code} */
export const RegionsQuery = z.object({ countryCode: z.string().regex(/^[A-Za-z]{2,3}$/, 'countryCode must be a 2-letter code') })
export const RegionsResponse = z.object({ regions: z.array(Region) })

/** GET /svc_ssr/heartbeat: the running release, where it runs (STORE_ENV, default production) and the flag payload. */
export const HeartbeatResponse = z.object({ hash: z.string(), buildDate: z.string(), environment: z.string(), features: z.record(z.string(), z.unknown()) })

/** GET /api/features/{clientKey}: the GrowthBook SDK payload. */
export const FeatureDefinition = z.object({
  defaultValue: z.unknown(),
  rules: z.array(z.record(z.string(), z.unknown())).optional(),
})
export const FeaturesResponse = z.object({
  status: z.number().int(),
  features: z.record(z.string(), FeatureDefinition),
  dateUpdated: z.string(),
})

/** A country code of a query: two letters, any case (upper-cased by the schema). */
export const CountryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'must be a 2-letter country code')
  .transform((code) => code.toUpperCase())

/**
 * GET /svc_ssr/geoIp?current={country}&_force (shell §7). `current` is the country of the site being
 * viewed; `_force` is accepted for the spec's call shape (every answer is a fresh lookup anyway).
 */
export const GeoIpQuery = z.object({ current: CountryCode.optional(), _force: z.string().max(16).optional() }).loose()

/** Shell §3 Geo result: the detected country, the current one, and the path of the detected country's site. */
export const GeoIpResponse = z.object({
  country: z.string().length(2),
  name: z.string(),
  current: z.string().length(2),
  currentName: z.string(),
  /** Path prefix of the site serving the detected country ('/' for the main site, '/eu', '/ca' ...). */
  path: z.string(),
})
export type GeoIpResponse = z.infer<typeof GeoIpResponse>
