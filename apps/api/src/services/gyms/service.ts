import { and, asc, count, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { CatalogBrand, EquippedGym, GymSubmission, SubmittedGym } from '@ironhouse/contracts'
import { brandOfSlug, slugOf } from '@ironhouse/domain'
import { countries, equippedGyms, products, withTransaction, type EquippedGymRow, type Executor } from '@ironhouse/db'
import { AppError, notFound } from '../../lib/app-errors.ts'
import { BRAND_OF_PRODUCT, LISTED } from '../search/public.ts'

/** A customer keeps at most this many gyms waiting for review (docs/equipped-gyms.md). */
export const MAX_PENDING_GYMS_PER_CUSTOMER = 3

/** The key space of the gyms' advisory locks (a constant no other lock of the store uses). */
const GYM_LOCK_SPACE = 0x67796d

function toGym(row: EquippedGymRow): EquippedGym {
  return {
    _id: row.id,
    name: row.name,
    city: row.city,
    region: row.region,
    countryId: row.countryId,
    website: row.website,
    latitude: row.latitude,
    longitude: row.longitude,
  }
}

function toSubmitted(row: EquippedGymRow): SubmittedGym {
  return { ...toGym(row), brand: row.brand, status: row.status as SubmittedGym['status'], createdAt: new Date(row.createdAt).toISOString() }
}

/** The brands of the listed catalogue (as the search index and its brand facet read them), each with its page slug and product count. */
export async function listBrands(db: Executor): Promise<Array<CatalogBrand>> {
  const brand = sql<string>`${BRAND_OF_PRODUCT}`
  const rows = await db
    .select({ name: brand, productCount: count() })
    .from(alias(products, 'p'))
    .where(and(LISTED, sql`${BRAND_OF_PRODUCT} is not null`))
    .groupBy(brand)
    .orderBy(brand)
  return rows.map((row) => ({ name: row.name, slug: slugOf(row.name), productCount: row.productCount }))
}

/** The catalogue's brand of a name given by a caller (any case), or a 404: gyms belong to brands the store carries. */
async function knownBrand(db: Executor, name: string): Promise<string> {
  const brand = brandOfSlug(await listBrands(db), slugOf(name))
  if (!brand) throw notFound('Brand')
  return brand.name
}

/** The approved gyms of a brand, by country, region, city and name. */
export async function listGyms(db: Executor, brandName: string): Promise<{ brand: string; gyms: Array<EquippedGym> }> {
  const brand = await knownBrand(db, brandName)
  const rows = await db
    .select()
    .from(equippedGyms)
    .where(and(eq(equippedGyms.brand, brand), eq(equippedGyms.status, 'approved')))
    .orderBy(asc(equippedGyms.countryId), asc(equippedGyms.region), asc(equippedGyms.city), asc(equippedGyms.name))
  return { brand, gyms: rows.map(toGym) }
}

/**
 * A customer adds their gym: it waits for an operator's review. The brand must be one the catalogue
 * carries and the country one the store knows; a customer keeps at most
 * MAX_PENDING_GYMS_PER_CUSTOMER waiting (counted under a lock on the customer's rows, so two sent at
 * once cannot pass the limit together); the same gym twice is a 409 (the unique index decides).
 */
export async function submitGym(db: Executor, customerId: number, input: GymSubmission, now: Date): Promise<SubmittedGym> {
  const brand = await knownBrand(db, input.brand)
  const [country] = await db.select({ alpha2: countries.alpha2 }).from(countries).where(eq(countries.alpha2, input.countryId))
  if (!country) throw new AppError('validation_error', 'Please choose a country from the list')
  return withTransaction(db, async (tx) => {
    // one customer's submissions are serialised by an advisory lock on their id
    await tx.execute(sql`select pg_advisory_xact_lock(${GYM_LOCK_SPACE}, ${customerId})`)
    const [pending] = await tx
      .select({ n: count() })
      .from(equippedGyms)
      .where(and(eq(equippedGyms.submittedBy, customerId), eq(equippedGyms.status, 'pending')))
    if ((pending?.n ?? 0) >= MAX_PENDING_GYMS_PER_CUSTOMER) {
      throw new AppError('conflict', `You already have ${MAX_PENDING_GYMS_PER_CUSTOMER} gyms waiting for review. We will look at them soon`)
    }
    const [duplicate] = await tx
      .select({ id: equippedGyms.id })
      .from(equippedGyms)
      .where(
        and(
          eq(equippedGyms.brand, brand),
          sql`lower(${equippedGyms.name}) = lower(${input.name})`,
          sql`lower(${equippedGyms.city}) = lower(${input.city})`,
          eq(equippedGyms.countryId, input.countryId),
        ),
      )
    if (duplicate) throw new AppError('conflict', `${input.name} in ${input.city} is already on the ${brand} gym map or waiting for review`)
    const [row] = await tx
      .insert(equippedGyms)
      .values({
        brand,
        name: input.name,
        city: input.city,
        region: input.region,
        countryId: input.countryId,
        website: input.website,
        status: 'pending',
        submittedBy: customerId,
        createdAt: now.toISOString(),
      })
      .returning()
    if (!row) throw new Error('equipped_gyms insert returned no row')
    return toSubmitted(row)
  })
}

/** The gyms a customer added, newest first, with their review status. */
export async function listMyGyms(db: Executor, customerId: number): Promise<Array<SubmittedGym>> {
  const rows = await db.select().from(equippedGyms).where(eq(equippedGyms.submittedBy, customerId)).orderBy(sql`${equippedGyms.createdAt} desc`, sql`${equippedGyms.id} desc`)
  return rows.map(toSubmitted)
}

/** The gyms waiting for review, oldest first (operator). */
export async function listPendingGyms(db: Executor): Promise<Array<SubmittedGym>> {
  const rows = await db.select().from(equippedGyms).where(eq(equippedGyms.status, 'pending')).orderBy(asc(equippedGyms.createdAt), asc(equippedGyms.id))
  return rows.map(toSubmitted)
}

type Review = { decision: 'approve'; latitude: number; longitude: number } | { decision: 'reject' }

/** An operator approves a waiting gym at its place on the map, or rejects it; a gym is reviewed once (409 after). */
export async function reviewGym(db: Executor, id: number, review: Review, now: Date): Promise<SubmittedGym> {
  const place = review.decision === 'approve' ? { latitude: review.latitude, longitude: review.longitude } : {}
  const [row] = await db
    .update(equippedGyms)
    .set({ status: review.decision === 'approve' ? 'approved' : 'rejected', reviewedAt: now.toISOString(), ...place })
    .where(and(eq(equippedGyms.id, id), eq(equippedGyms.status, 'pending')))
    .returning()
  if (row) return toSubmitted(row)
  const [existing] = await db.select({ status: equippedGyms.status }).from(equippedGyms).where(eq(equippedGyms.id, id))
  if (!existing) throw notFound('Gym')
  throw new AppError('conflict', `This gym was already ${existing.status}`)
}
