import { sql } from 'drizzle-orm'
import type { Db } from '@ironhouse/db'
import { TtlCache } from '../../lib/ttl-cache.ts'
import { EVENT_WEIGHTS, eventWeight } from './events.ts'
import { rowsOf } from './index-refresh.ts'

// Suggestions of search widgets (platform §7; shell §3 Search suggestion): did-you-mean keyphrases,
// matching categories, trending categories, and the merchandised redirect of a keyphrase.

export type Phrase = { text: string; url?: string; id?: string }

/** Similarity a phrase needs to be offered for a mistyped keyphrase. */
const PHRASE_SIMILARITY = 0.3
/** Trending is read over this window of events. */
const TRENDING_DAYS = 7

/**
 * Keyphrases close to what was typed: phrases that start with it first, then those containing it,
 * then those that look alike (typos), favouring phrases shoppers searched and that find many products.
 */
export async function keyphraseSuggestions(db: Db, site: string, keyphrase: string, max: number): Promise<Array<Phrase>> {
  if (max <= 0 || keyphrase.length < 2) return []
  return remembered(db, `dym|${site}|${max}|${keyphrase}`, () => readKeyphraseSuggestions(db, site, keyphrase, max))
}

/**
 * Suggestions and redirects move slowly (phrases change with the index, searched keyphrases every
 * few seconds, redirects when merchandisers edit them): each answer is kept a minute per process.
 */
const SUGGESTION_CACHE_MS = 60_000
const suggestionCaches = new WeakMap<Db, TtlCache<unknown>>()

async function remembered<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  let cache = suggestionCaches.get(db)
  if (!cache) {
    cache = new TtlCache<unknown>(5000)
    suggestionCaches.set(db, cache)
  }
  const known = cache.get(key) as { value: T } | undefined
  if (known) return known.value
  const value = await read()
  cache.set(key, { value }, SUGGESTION_CACHE_MS)
  return value
}

async function readKeyphraseSuggestions(db: Db, site: string, keyphrase: string, max: number): Promise<Array<Phrase>> {
  const like = `%${keyphrase.replace(/[\\%_]/g, '')}%`
  const prefix = `${keyphrase.replace(/[\\%_]/g, '')}%`
  const result = await db.execute(sql`
    select phrase, max(rank) as rank, max(weight) as weight from (
      select phrase, case when phrase like ${prefix} then 3 when phrase like ${like} then 2 else 1 end + similarity(phrase, ${keyphrase}) as rank,
        products as weight
      from search_phrases
      where phrase like ${like} or similarity(phrase, ${keyphrase}) > ${PHRASE_SIMILARITY}
      union all
      select keyphrase, case when keyphrase like ${prefix} then 3 when keyphrase like ${like} then 2 else 1 end + similarity(keyphrase, ${keyphrase}) + 0.5,
        searches
      from search_queries
      where site = ${site} and results > 0 and (keyphrase like ${like} or similarity(keyphrase, ${keyphrase}) > ${PHRASE_SIMILARITY})
    ) t
    where phrase <> ${keyphrase}
    group by phrase
    order by rank desc, weight desc, phrase asc
    limit ${max}
  `)
  return rowsOf(result).map((r) => ({ text: String(r.phrase) }))
}

/** Categories whose name matches the keyphrase (the category suggestion list). */
export async function categorySuggestions(db: Db, keyphrase: string, max: number): Promise<Array<Phrase>> {
  if (max <= 0 || keyphrase.length < 2) return []
  const like = `%${keyphrase.replace(/[\\%_]/g, '')}%`
  const result = await db.execute(sql`
    select category_id, name, url_key from categories
    where include_in_menu and category_id <> 2 and (lower(name) like ${like} or similarity(lower(name), ${keyphrase}) > ${PHRASE_SIMILARITY})
    order by similarity(lower(name), ${keyphrase}) desc, position asc, category_id asc
    limit ${max}
  `)
  return rowsOf(result).map((r) => ({ text: String(r.name), url: String(r.url_key), id: String(r.category_id) }))
}

/**
 * Trending categories: the subcategories whose products shoppers bought, added and viewed most over
 * the last week (event API, weighted as events.ts says: a purchase 5 … a view 1), plus the views of
 * their category pages; with too few events, the subcategories with the most products fill in.
 */
export async function trendingCategories(db: Db, site: string, max: number): Promise<Array<Phrase>> {
  if (max <= 0) return []
  const key = `${site}|${max}`
  const cached = trendingCache.get(db)?.get(key)
  if (cached && cached.until > Date.now()) return cached.phrases
  const phrases = await readTrendingCategories(db, site, max)
  let byKey = trendingCache.get(db)
  if (!byKey) {
    byKey = new Map()
    trendingCache.set(db, byKey)
  }
  byKey.set(key, { until: Date.now() + TRENDING_CACHE_MS, phrases })
  return phrases
}

/** Trending moves slowly: read once a minute per site (it counts a week of events). */
const TRENDING_CACHE_MS = 60_000
const trendingCache = new WeakMap<Db, Map<string, { until: number; phrases: Array<Phrase> }>>()

async function readTrendingCategories(db: Db, site: string, max: number): Promise<Array<Phrase>> {
  const result = await db.execute(sql`
    with weighed as (
      select pc.category_id, ${eventWeight('e')} as n
      from search_events e
      cross join lateral unnest(e.product_ids) as ep(product_id)
      join product_categories pc on pc.product_id = ep.product_id
      where e.site = ${site} and e.created_at > now() - make_interval(days => ${TRENDING_DAYS})
      union all
      select (e.value->>'category_id')::int, ${EVENT_WEIGHTS.view}::int
      from search_events e
      where e.site = ${site} and e.type = 'view' and e.name = 'page' and e.value ? 'category_id'
        and e.created_at > now() - make_interval(days => ${TRENDING_DAYS})
    ), hits as (
      select category_id, sum(n)::int as n from weighed group by category_id
    ), sizes as (
      select pc.category_id, count(*)::int as n from product_categories pc group by pc.category_id
    )
    select c.category_id, c.name, c.url_key, coalesce(h.n, 0) as events, coalesce(s.n, 0) as products
    from categories c
    left join hits h on h.category_id = c.category_id
    left join sizes s on s.category_id = c.category_id
    where c.include_in_menu and c.landing_page_id is null and cardinality(string_to_array(c.path, '/')) >= 3
      and coalesce(s.n, 0) > 0
    order by events desc, products desc, c.category_id asc
    limit ${max}
  `)
  return rowsOf(result).map((r) => ({ text: String(r.name), url: String(r.url_key), id: String(r.category_id) }))
}

/** The merchandised redirect of a keyphrase (platform §7 redirect_url), if any. */
export async function redirectFor(db: Db, keyphrase: string): Promise<string | undefined> {
  if (keyphrase === '') return undefined
  return remembered(db, `redirect|${keyphrase}`, () => readRedirect(db, keyphrase))
}

async function readRedirect(db: Db, keyphrase: string): Promise<string | undefined> {
  const result = await db.execute(sql`select redirect_url from search_redirects where keyphrase = ${keyphrase}`)
  const url = rowsOf(result)[0]?.redirect_url
  return typeof url === 'string' ? url : undefined
}

/** Searches counted in memory before they are written (one statement per flush, never per search). */
type Pending = { site: string; keyphrase: string; searches: number; results: number }
const pending = new Map<Db, Map<string, Pending>>()
/** How often the counted searches are written. */
const FLUSH_MS = 5000
let flushTimer: ReturnType<typeof setTimeout> | null = null

/** Writes the counted searches of every database (upserts in one statement each). */
export async function flushQueries(): Promise<void> {
  flushTimer = null
  for (const [db, byKey] of pending) {
    pending.delete(db)
    const rows = [...byKey.values()]
    if (rows.length === 0) continue
    await db
      .execute(sql`
        insert into search_queries (site, keyphrase, searches, results)
        select r->>'site', r->>'keyphrase', (r->>'searches')::int, (r->>'results')::int
        from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as r
        on conflict (site, keyphrase) do update set
          searches = search_queries.searches + excluded.searches, results = excluded.results, last_searched_at = now()
      `)
      .catch(() => undefined) // a lost count is not worth failing a search for
  }
}

/**
 * Remembers a search page's keyphrase and how many products it found (did-you-mean learns from
 * popular searches). Counted in memory and written every few seconds, so a burst of identical
 * searches never queues on one row lock.
 */
export function recordQuery(db: Db, site: string, keyphrase: string, results: number): void {
  if (keyphrase.length < 2 || keyphrase.length > 80) return
  let byKey = pending.get(db)
  if (!byKey) {
    byKey = new Map()
    pending.set(db, byKey)
  }
  const key = `${site}|${keyphrase}`
  const entry = byKey.get(key) ?? { site, keyphrase, searches: 0, results }
  entry.searches += 1
  entry.results = results
  byKey.set(key, entry)
  if (byKey.size >= 500) void flushQueries()
  else if (flushTimer === null) {
    flushTimer = setTimeout(() => void flushQueries(), FLUSH_MS)
    flushTimer.unref()
  }
}
