import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '@ironhouse/db'
import type { SearchFacetKey, SearchSortName } from '@ironhouse/contracts'
import { rowsOf } from './index-refresh.ts'
import { intArray, textArray } from './sql-arrays.ts'

// The engine's SQL (PostgreSQL 15+ and PGlite): one statement answers a listing, its total and every
// facet's counts. Facets are counted over the whole result set, each with the filters of the other
// facets (a shopper can pick several values of one facet: docs/search.md).

/** Price buckets of the pb facet, in major units of the site's currency. */
export const PRICE_BUCKETS: ReadonlyArray<number> = [0, 25, 50, 100, 250, 500, 1000, 2500]

export type ListingQuery = {
  storeId: number
  /** to_tsquery text (english), or null for no keyphrase. */
  tsQuery: string | null
  /** The normalised keyphrase (exact name or SKU matches rank first). */
  keyphrase: string
  /** Typo tolerance instead of full text: trigram word similarity to the keyphrase. */
  fuzzy: boolean
  /** Products of this category (and its subcategories). */
  categoryId: number | null
  /** Only these products (recommendations). */
  productIds: ReadonlyArray<number> | null
  excludeIds: ReadonlyArray<number>
  filters: Partial<Record<SearchFacetKey, ReadonlyArray<string>>>
  sort: ReadonlyArray<{ name: SearchSortName; order: 'asc' | 'desc' }>
  limit: number
  offset: number
  /** Facets to count (empty: none) and values kept per facet (null: all). */
  facets: ReadonlyArray<SearchFacetKey>
  facetMax: number | null
}

export type FacetCount = { key: SearchFacetKey; text: string; count: number }
export type ListingHit = { productId: number; price: number | null; finalPrice: number | null }
export type ListingResult = { total: number; hits: Array<ListingHit>; facets: Array<FacetCount> }

/** Word similarity a name needs to match a mistyped keyphrase. */
const FUZZY_THRESHOLD = 0.5

const PROMO_ACTIVE = sql`(s.promo_from <= now() and s.promo_to >= now())`

/** The pb bucket text of a final price in minor units ('0 - 25', ..., '2500+'). */
function bucketExpression(): SQL {
  const cases = PRICE_BUCKETS.map((low, i) => {
    const high = PRICE_BUCKETS[i + 1]
    return high === undefined
      ? sql.raw(`when final_price >= ${low * 100} then '${low}+'`)
      : sql.raw(`when final_price < ${high * 100} then '${low} - ${high}'`)
  })
  return sql`case ${sql.join(cases, sql` `)} end`
}

/** The SQL value(s) of a facet over the `base` rows: scalar, or an array to unnest. */
const FACET_COLUMNS: Record<SearchFacetKey, { expr: SQL; array: boolean }> = {
  category_l1: { expr: sql`category_l1`, array: true },
  category_l2: { expr: sql`category_l2`, array: true },
  category_l3: { expr: sql`category_l3`, array: true },
  brand: { expr: sql`brand`, array: false },
  pb: { expr: sql`pb`, array: false },
  is_salable: { expr: sql`(case when is_salable then '1' else '0' end)`, array: false },
  promotions: { expr: sql`promos`, array: true },
  rating_summary: { expr: sql`(floor(rating)::int)::text`, array: false },
  color: { expr: sql`colors`, array: true },
  size: { expr: sql`sizes`, array: true },
  duration: { expr: sql`duration`, array: false },
  days_per_week: { expr: sql`days_per_week`, array: false },
  program_delivery: { expr: sql`program_delivery`, array: false },
}

function filterCondition(key: SearchFacetKey, values: ReadonlyArray<string>): SQL {
  const column = FACET_COLUMNS[key]
  const list = textArray(values)
  return column.array ? sql`${column.expr} && ${list}` : sql`${column.expr} = any(${list})`
}

function filtersExcept(query: ListingQuery, except: SearchFacetKey | null): SQL {
  const parts = Object.entries(query.filters)
    .filter(([key, values]) => key !== except && values && values.length > 0)
    .map(([key, values]) => filterCondition(key as SearchFacetKey, values as ReadonlyArray<string>))
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `)
}

function orderBy(query: ListingQuery): SQL {
  const parts: Array<SQL> = []
  for (const { name, order } of query.sort) {
    const dir = sql.raw(order === 'desc' ? 'desc' : 'asc')
    if (name === 'price') parts.push(sql`final_price ${dir} nulls last`)
    else if (name === 'name') parts.push(sql`name ${dir}`)
    else if (name === 'newest') parts.push(sql.raw(order === 'asc' ? 'created_at asc' : 'created_at desc'))
    else if (name === 'rating') parts.push(sql.raw(`rating ${order === 'asc' ? 'asc' : 'desc'} nulls last`))
    else if (name === 'featured') parts.push(sql`featured asc, score desc`)
    else parts.push(sql`score desc`)
  }
  if (parts.length === 0) parts.push(query.tsQuery || query.fuzzy ? sql`score desc` : sql`featured asc`)
  parts.push(sql`product_id asc`)
  return sql.join(parts, sql`, `)
}

function matchCondition(query: ListingQuery): SQL {
  const parts: Array<SQL> = []
  if (query.fuzzy) parts.push(sql`${query.keyphrase} <% s.name_norm`)
  else if (query.tsQuery) parts.push(sql`s.doc @@ to_tsquery('english', ${query.tsQuery})`)
  if (query.categoryId !== null) parts.push(sql`s.category_ids @> ${intArray([query.categoryId])}`)
  if (query.productIds !== null) parts.push(sql`s.product_id = any(${intArray(query.productIds)})`)
  if (query.excludeIds.length > 0) parts.push(sql`not (s.product_id = any(${intArray(query.excludeIds)}))`)
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `)
}

function scoreExpression(query: ListingQuery): SQL {
  if (query.fuzzy) return sql`word_similarity(${query.keyphrase}, s.name_norm)`
  if (!query.tsQuery) return sql`0::real`
  // exact name or SKU first, then names starting with the phrase, then the weighted full-text rank
  // (name and SKU weigh most, then categories and brand, then colours and sizes, then descriptions)
  // exact: the name (with or without a leading article) or the SKU is the phrase; cheap comparisons,
  // no per-row regex (the keyphrase is already normalised to lower-case words)
  const q = query.keyphrase
  const like = `${q.replace(/[\\%_]/g, '')}%`
  return sql`(case when lower(s.name) in (${q}, ${`the ${q}`}, ${`a ${q}`}, ${`an ${q}`}) or lower(s.sku) = ${q.replace(/ /g, '-')} then 1000 else 0 end
    + case when lower(s.name) like ${like} or lower(s.name) like ${`the ${like}`} then 100 else 0 end
    + ts_rank(s.doc, to_tsquery('english', ${query.tsQuery})) * 100 - length(s.name) / 100.0)::real`
}

function featuredExpression(query: ListingQuery): SQL {
  if (query.categoryId === null) return sql`0`
  return sql`coalesce((select min(pc.position) from product_categories pc
    where pc.product_id = s.product_id and pc.category_id = ${query.categoryId}), 2147483647)`
}

/** One listing: the page of hits, the total and the facet counts, in one statement. */
export async function findListing(db: Db, query: ListingQuery): Promise<ListingResult> {
  const facetQueries = query.facets.map((key) => {
    const column = FACET_COLUMNS[key]
    const limit = query.facetMax === null ? sql`` : sql`limit ${query.facetMax}`
    // only the facet's value leaves the matched rows (copying whole rows is what costs)
    const values = column.array
      ? sql`select f.v from priced cross join lateral unnest(${column.expr}) as f(v) where ${filtersExcept(query, key)}`
      : sql`select ${column.expr} as v from priced where ${filtersExcept(query, key)}`
    return sql`(select coalesce(json_agg(json_build_array(${key}::text, v, c)), '[]'::json) from (
      select v, count(*)::int as c from (${values}) f where v is not null
      group by v order by c desc, v asc ${limit}) t)`
  })
  const facetsSelect = facetQueries.length === 0 ? sql`'[]'::json` : sql`json_build_array(${sql.join(facetQueries, sql`, `)})`
  const statement = sql`
    with base as materialized (
      select s.product_id, s.name, s.brand, s.category_l1, s.category_l2, s.category_l3, s.is_salable,
        s.colors, s.sizes, s.duration, s.days_per_week, s.program_delivery, s.rating, s.created_at,
        case when ${PROMO_ACTIVE} then s.promotions || array['hot_deal']::text[] else s.promotions end as promos,
        pp.price,
        least(pp.price, coalesce(pp.special_price, pp.price), case when ${PROMO_ACTIVE} then coalesce(pp.promo_price, pp.price) else pp.price end) as final_price,
        ${scoreExpression(query)} as score,
        ${featuredExpression(query)} as featured
      from search_products s
      left join product_prices pp on pp.product_id = s.product_id and pp.store_id = ${query.storeId}
      where ${matchCondition(query)}
    ), priced as (
      select *, ${bucketExpression()} as pb from base
    ), hits as (
      select product_id, price, final_price from priced where ${filtersExcept(query, null)}
      order by ${orderBy(query)} limit ${query.limit} offset ${query.offset}
    )
    select
      (select count(*)::int from priced where ${filtersExcept(query, null)}) as total,
      (select coalesce(json_agg(json_build_array(product_id, price, final_price)), '[]'::json) from hits) as hits,
      ${facetsSelect} as facets
  `
  const result = query.fuzzy
    ? await db.transaction(async (tx) => {
        // typo tolerance: names with a word close enough to the keyphrase (pg_trgm word similarity)
        await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`)
        return tx.execute(statement)
      })
    : await db.execute(statement)
  const row = rowsOf(result)[0] ?? {}
  const hits = parseJson<Array<[number, number | null, number | null]>>(row.hits, []).map(([productId, price, finalPrice]) => ({
    productId,
    price,
    finalPrice,
  }))
  const facets = parseJson<Array<Array<[SearchFacetKey, string, number]>>>(row.facets, []).flatMap((list) =>
    list.map(([key, text, count]) => ({ key, text: String(text), count })),
  )
  return { total: Number(row.total ?? 0), hits, facets }
}

function parseJson<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback
  if (typeof value === 'string') return JSON.parse(value) as T
  return value as T
}
