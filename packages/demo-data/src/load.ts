import { eq, getTableColumns, getTableName, sql, type Table } from 'drizzle-orm'
import {
  categories,
  contentBlocks,
  contentPages,
  countries,
  customers,
  customerTickets,
  programGrants,
  indexPosts,
  indexTags,
  events,
  eventDivisions,
  eventProfiles,
  eventRegistrations,
  eventScores,
  eventWorkouts,
  inventory,
  productCategories,
  productGroupPrices,
  productPrices,
  products,
  reviewBaselines,
  reviews,
  regions,
  searchRedirects,
  seedInfo,
  sites,
  urlRewrites,
  zeusProjects,
  equippedGyms,
  type DbHandle,
  type Executor,
} from '@ironhouse/db'
import { DEMO_PROGRAMS, DEMO_TICKETS } from './customers.ts'
import { DEMO_ATHLETE_PASSWORD_HASH, generateEventResults } from './event-results.ts'
import { DEFAULT_SEED, DEMO_VERSION, generateDemoStore, type DemoStore } from './generate.ts'
import { DEMO_EQUIPPED_GYMS } from './gyms.ts'
import { DEMO_ZEUS_DESIGNS } from './zeus.ts'

/** Rows per insert statement: one JSON parameter per batch keeps statements few and parameters one. */
const BATCH_ROWS = 5000
/** Advisory lock key held while the demo store loads, so two processes never load it twice. */
const LOAD_LOCK = 72_001

type Tx = Parameters<Parameters<DbHandle['db']['transaction']>[0]>[0]

export type LoadOptions = {
  products?: number | undefined
  /** ISO time the promo windows are placed around; the current time when absent. */
  now?: string | undefined
  seed?: number | undefined
}

export type LoadResult = {
  loaded: boolean
  productCount: number
  counts: Record<keyof DemoStore, number>
  generateMs: number
  insertMs: number
}

/** The tables the demo store fills, in insertion order (parents first). */
const TABLES = [
  ['sites', sites],
  ['countries', countries],
  ['regions', regions],
  ['categories', categories],
  ['products', products],
  ['productPrices', productPrices],
  ['productGroupPrices', productGroupPrices],
  ['inventory', inventory],
  ['productCategories', productCategories],
  ['reviewBaselines', reviewBaselines],
  ['reviews', reviews],
  ['contentPages', contentPages],
  ['contentBlocks', contentBlocks],
  ['urlRewrites', urlRewrites],
  ['searchRedirects', searchRedirects],
  ['customers', customers],
  ['indexTags', indexTags],
  ['indexPosts', indexPosts],
  ['events', events],
  ['eventDivisions', eventDivisions],
] as const

/**
 * Inserts rows with one statement per batch: the batch travels as a single JSON parameter that
 * json_populate_recordset turns into typed rows. Much faster than a multi-row VALUES list with
 * thousands of bind parameters, and the same SQL on PGlite and PostgreSQL.
 */
async function insertRows(tx: Tx, table: Table, rows: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  if (rows.length === 0) return
  const columns = Object.entries(getTableColumns(table))
  const present = columns.filter(([key]) => rows.some((row) => row[key] !== undefined))
  const names = present.map(([, column]) => `"${column.name}"`).join(', ')
  const tableName = `"${getTableName(table)}"`
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const batch = rows.slice(i, i + BATCH_ROWS).map((row) => {
      const out: Record<string, unknown> = {}
      for (const [key, column] of present) out[column.name] = row[key] ?? null
      return out
    })
    await tx.execute(
      sql`insert into ${sql.raw(tableName)} (${sql.raw(names)}) select ${sql.raw(names)} from json_populate_recordset(null::${sql.raw(tableName)}, ${JSON.stringify(batch)}::json)`,
    )
  }
}

async function insertAll(tx: Tx, store: DemoStore): Promise<void> {
  for (const [key, table] of TABLES) {
    await insertRows(tx, table, store[key] as ReadonlyArray<Record<string, unknown>>)
  }
  await insertDemoTickets(tx)
  // the ZEUS builder's read-only templates and featured designs (docs/zeus-builder.md)
  await tx.insert(zeusProjects).values(DEMO_ZEUS_DESIGNS.map((design) => ({ ...design, customerId: null })))
  // the equipped-gyms map's gyms (docs/equipped-gyms.md)
  await tx.insert(equippedGyms).values(DEMO_EQUIPPED_GYMS.map((gym) => ({ ...gym, status: 'approved' })))
}

/** The demo customers' tickets and programs, each joined to its holder by email (customer ids are serial). */
async function insertDemoTickets(tx: Tx): Promise<void> {
  const holders = await tx.select({ id: customers.id, email: customers.email }).from(customers)
  const idOf = new Map(holders.map((h) => [h.email, h.id]))
  const owned = <R extends { email: string }>(rows: ReadonlyArray<R>) =>
    rows.flatMap(({ email, ...row }) => {
      const customerId = idOf.get(email)
      return customerId === undefined ? [] : [{ ...row, customerId }]
    })
  const tickets = owned(DEMO_TICKETS)
  if (tickets.length > 0) await tx.insert(customerTickets).values(tickets)
  const programs = owned(DEMO_PROGRAMS)
  if (programs.length > 0) await tx.insert(programGrants).values(programs)
}

/**
 * The closed 2024 events' athletes (accounts no password opens, their event profiles), registrations,
 * workouts and scores (event-results.ts), joined to the serial ids of the rows they belong to.
 */
async function insertDemoEventResults(tx: Executor, seed: number): Promise<void> {
  const results = generateEventResults(seed)
  const accounts = await tx
    .insert(customers)
    .values(results.athletes.map((a) => ({ email: a.email, passwordHash: DEMO_ATHLETE_PASSWORD_HASH, firstname: a.firstName, lastname: a.lastName })))
    .returning({ id: customers.id, email: customers.email })
  const customerOf = new Map(accounts.map((a) => [a.email, a.id]))
  const profiles = await tx
    .insert(eventProfiles)
    .values(
      results.athletes.map(({ email, ...athlete }) => ({ ...athlete, email, customerId: customerOf.get(email) ?? 0 })),
    )
    .returning({ id: eventProfiles.id, email: eventProfiles.email })
  const profileOf = new Map(profiles.map((p) => [p.email, p.id]))
  const divisionOf = new Map((await tx.select().from(eventDivisions)).map((d) => [`${d.eventId}/${d.name}`, d.id]))
  const registrations = await tx
    .insert(eventRegistrations)
    .values(
      results.registrations.map((r) => ({ eventId: r.eventId, divisionId: divisionOf.get(`${r.eventId}/${r.division}`) ?? 0, profileId: profileOf.get(r.email) ?? '', createdAt: new Date(r.registeredAt) })),
    )
    .returning({ id: eventRegistrations.id, eventId: eventRegistrations.eventId, profileId: eventRegistrations.profileId })
  const registrationOf = new Map(registrations.map((r) => [`${r.eventId}/${r.profileId}`, r.id]))
  const workouts = await tx.insert(eventWorkouts).values(results.workouts).returning({ id: eventWorkouts.id, eventId: eventWorkouts.eventId, name: eventWorkouts.name })
  const workoutOf = new Map(workouts.map((w) => [`${w.eventId}/${w.name}`, w.id]))
  await tx.insert(eventScores).values(
    results.scores.map((s) => ({
      workoutId: workoutOf.get(`${s.eventId}/${s.workout}`) ?? 0,
      registrationId: registrationOf.get(`${s.eventId}/${profileOf.get(s.email) ?? ''}`) ?? 0,
      value: s.value,
    })),
  )
}

function countsOf(store: DemoStore): LoadResult['counts'] {
  return Object.fromEntries(Object.entries(store).map(([key, rows]) => [key, (rows as Array<unknown>).length])) as LoadResult['counts']
}

async function loadInTransaction(tx: Tx, options: LoadOptions): Promise<LoadResult> {
  const started = performance.now()
  // the loader is not the generator: reading the clock here keeps generateDemoStore pure
  const store = generateDemoStore({ products: options.products, now: options.now ?? new Date().toISOString(), seed: options.seed })
  const generated = performance.now()
  await insertAll(tx, store)
  await insertDemoEventResults(tx as unknown as Executor, options.seed ?? DEFAULT_SEED)
  const productCount = store.products.length
  await tx
    .insert(seedInfo)
    .values({ name: 'demo', version: DEMO_VERSION, productCount })
    .onConflictDoUpdate({ target: seedInfo.name, set: { version: DEMO_VERSION, productCount, loadedAt: sql`now()` } })
  return {
    loaded: true,
    productCount,
    counts: countsOf(store),
    generateMs: Math.round(generated - started),
    insertMs: Math.round(performance.now() - generated),
  }
}

/**
 * Inserts the demo store in one transaction (one statement per 5,000 rows) and records it in
 * seed_info ('demo', version, productCount). The catalog tables must be empty: see truncateDemoStore.
 */
export async function loadDemoStore(handle: DbHandle, options: LoadOptions = {}): Promise<LoadResult> {
  return handle.db.transaction(async (tx) => loadInTransaction(tx, options))
}

/**
 * Loads the demo store only when seed_info has no 'demo' row, so a database kept under ./data keeps
 * its data between runs. Concurrent callers serialise on an advisory lock.
 */
export async function ensureDemoStore(handle: DbHandle, options: LoadOptions = {}): Promise<LoadResult | { loaded: false; productCount: number }> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK})`)
    const existing = await tx.select().from(seedInfo).where(eq(seedInfo.name, 'demo'))
    const row = existing[0]
    if (row) return { loaded: false as const, productCount: row.productCount }
    return loadInTransaction(tx, options)
  })
}

/**
 * Empties the tables the demo store fills and forgets the 'demo' seed row. CASCADE also empties
 * tables that reference products or categories (carts, orders...): this is a reset of the store.
 */
export async function truncateDemoStore(handle: DbHandle): Promise<void> {
  const names = [
    'equipped_gyms',
    'zeus_projects',
    'event_scores',
    'event_workouts',
    'event_registrations',
    'event_profiles',
    'event_divisions',
    'events',
    'index_posts',
    'index_tags',
    'customers',
    'search_redirects',
    'url_rewrites',
    'content_blocks',
    'content_pages',
    'product_categories',
    'reviews',
    'review_baselines',
    'inventory',
    'product_group_prices',
    'product_prices',
    'products',
    'categories',
    'regions',
    'countries',
    'sites',
  ]
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate table ${names.join(', ')} cascade`))
    await tx.delete(seedInfo).where(eq(seedInfo.name, 'demo'))
  })
}
