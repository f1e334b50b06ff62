import { z } from 'zod'
import { SiteCode } from './common.ts'

export const Link = z.object({ label: z.string(), url: z.string(), flag: z.string().optional() })

/** Consent categories (platform §6) a site's cookie settings override, or a saved cookiePreferences choice. */
export const ConsentSettings = z
  .object({ marketing: z.boolean(), performance: z.boolean(), functional: z.boolean() })
  .partial()
  .strict()
export type ConsentSettings = z.infer<typeof ConsentSettings>

/** A site record (shell §1). */
export const Site = z.object({
  code: SiteCode,
  id: z.number().int(),
  storeId: z.number().int(),
  currency: z.string(),
  defaultCountry: z.string(),
  locales: z.array(z.string()),
  hostname: z.string(),
  pathPrefix: z.string(),
  shipTo: z.array(z.string()),
  applePay: z.object({ supported: z.boolean() }),
  name: z.string(),
  forms: z.object({
    newsletters: z.object({
      email: z.array(z.object({ id: z.number().int(), name: z.string(), label: z.string() })),
    }),
  }),
  social: z.array(z.object({ name: z.string(), url: z.string() })),
  navigation: z.object({
    topNav: z.array(Link),
    footer: z.array(z.object({ title: z.string(), links: z.array(Link) })),
  }),
  /** Site cookie settings overriding the consent defaults (platform §6); absent or null: none. */
  cookieSettings: ConsentSettings.nullable().optional(),
})
export type Site = z.infer<typeof Site>

/** GET /svc_ssr/sites: every site (ours: the storefront needs them for the country selector). */
export const SitesResponse = z.object({ sites: z.array(Site) })
