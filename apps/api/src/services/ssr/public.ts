import { and, eq, inArray } from 'drizzle-orm'
import { countries, newsletterSubscriptions, regions, type Executor } from '@ironhouse/db'

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

/**
 * An account's email changed: its newsletter subscriptions follow it (a list the new address already
 * had stays once), in the caller's transaction, so the account settings keep showing them.
 */
export async function moveSubscriptions(executor: Executor, from: string, to: string, customerId: number): Promise<void> {
  const taken = await executor.select({ listId: newsletterSubscriptions.listId }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, to))
  const takenIds = taken.map((row) => row.listId)
  if (takenIds.length > 0) {
    await executor.delete(newsletterSubscriptions).where(and(eq(newsletterSubscriptions.email, from), inArray(newsletterSubscriptions.listId, takenIds)))
  }
  await executor.update(newsletterSubscriptions).set({ email: to, customerId }).where(eq(newsletterSubscriptions.email, from))
  await executor.update(newsletterSubscriptions).set({ customerId }).where(eq(newsletterSubscriptions.email, to))
}

export { checkedSiteLists, subscribeInTransaction } from './newsletter-service.ts'
