import { and, eq, inArray } from 'drizzle-orm'
import { countries, newsletterSubscriptions, regions, type Executor } from '@ironhouse/db'
import { findRegion } from '@ironhouse/domain'
import { AppError } from '../../lib/app-errors.ts'

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

/** The regions of a country, kept per process for ten minutes: reference data the seed writes, read by every rate and tax call. */
const REGIONS_KEPT_MS = 10 * 60_000
const regionsKept = new Map<string, { at: number; rows: ReadonlyArray<{ id: number; code: string; name: string }> }>()

async function regionsOf(executor: Executor, alpha2: string, nowMs: number) {
  const kept = regionsKept.get(alpha2)
  if (kept && nowMs - kept.at < REGIONS_KEPT_MS) return kept.rows
  const rows = (await executor.select({ id: regions.regionId, code: regions.code, name: regions.name }).from(regions).where(eq(regions.countryCode, alpha2)))
  // the key is a country code the request named: bounded by forgetting everything once it is large
  if (regionsKept.size >= 300) regionsKept.clear()
  regionsKept.set(alpha2, { at: nowMs, rows })
  return rows
}

/**
 * The region of a destination as rate and tax tables know it: the code of the country's region (OH,
 * ON, NSW) named by its code, its name ("Ohio", any case) or its id, as the address book stores it.
 * A country without a region list keeps the text as given. A region a listed country does not have is
 * a 400: a destination the store cannot place is not priced as if it were none (no rate, no tax).
 */
export async function destinationRegion(executor: Executor, address: { countryId: string; region?: string | null | undefined; regionId?: number | string | null | undefined }, nowMs = Date.now()): Promise<string> {
  const text = (address.region ?? '').trim()
  const given = text !== '' ? text : typeof address.regionId === 'string' ? address.regionId.trim() : ''
  const id = text === '' && typeof address.regionId === 'number' ? address.regionId : null
  const country = address.countryId.trim().toUpperCase()
  if (given === '' && id === null) return ''
  const rows = await regionsOf(executor, country, nowMs)
  if (rows.length === 0) return given
  const match = findRegion(rows, id !== null ? { id } : { text: given })
  if (!match) throw new AppError('validation_error', `Unknown state or region for ${country}: ${given || String(id)}`, { fields: { region: 'Please enter a state or region of the country' } })
  return match.code
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
