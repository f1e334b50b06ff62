import { eq } from 'drizzle-orm'
import { countries, regions, type Executor } from '@ironhouse/db'

/** A country of GET /svc_ssr/countries with its regions (shell §3 Country; regions cached per country). */
export type CountryWithRegions = {
  alpha2: string
  requireRegion: boolean
  postcodeRegex: string | null
  regions: Array<{ id: number; code: string; name: string }>
}

/** The country with this alpha-2 code (upper case) and its regions, or null when the store knows no such country. */
export async function countryWithRegions(executor: Executor, alpha2: string): Promise<CountryWithRegions | null> {
  const [country] = await executor.select().from(countries).where(eq(countries.alpha2, alpha2)).limit(1)
  if (!country) return null
  const rows = await executor.select().from(regions).where(eq(regions.countryCode, alpha2))
  return {
    alpha2: country.alpha2,
    requireRegion: country.requireRegion,
    postcodeRegex: country.postcodeRegex,
    regions: rows.map((r) => ({ id: r.regionId, code: r.code, name: r.name })),
  }
}
