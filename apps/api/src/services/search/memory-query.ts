import type { SearchFacetKey } from '@ironhouse/contracts'
import { ARRAY_KEYS, SCALAR_KEYS, type ArrayKey, type MemoryIndex, type ScalarKey } from './memory-index.ts'
import { PRICE_BUCKETS, type FacetCount, type ListingHit, type ListingQuery, type ListingResult } from './repo.ts'
import { addOrEntry, compareBytes, finishOr, rankAnd, sortedUniqueOperands, type TsNode } from './tsquery.ts'

// A listing answered from the in-process index: the same rows, order, total and facet counts as the
// SQL engine (repo.ts findListing), in one pass over the matched products (docs/search.md).

const NO_FEATURED_POSITION = 2147483647
const PB_LABELS = PRICE_BUCKETS.map((low, i) => {
  const high = PRICE_BUCKETS[i + 1]
  return high === undefined ? `${low}+` : `${low} - ${high}`
})

/** The pb bucket (index into PB_LABELS) of a final price in minor units; -1 for none. */
function bucketOf(finalPrice: number): number {
  if (Number.isNaN(finalPrice)) return -1
  for (let i = 1; i < PRICE_BUCKETS.length; i++) if (finalPrice < (PRICE_BUCKETS[i] as number) * 100) return i - 1
  return PRICE_BUCKETS.length - 1
}

function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length))
  let i = 0
  let j = 0
  let n = 0
  while (i < a.length && j < b.length) {
    const x = a[i] as number
    const y = b[j] as number
    if (x === y) {
      out[n++] = x
      i++
      j++
    } else if (x < y) i++
    else j++
  }
  return out.subarray(0, n)
}

function union(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length)
  let i = 0
  let j = 0
  let n = 0
  while (i < a.length || j < b.length) {
    const x = i < a.length ? (a[i] as number) : Number.POSITIVE_INFINITY
    const y = j < b.length ? (b[j] as number) : Number.POSITIVE_INFINITY
    if (x === y) {
      out[n++] = x
      i++
      j++
    } else if (x < y) {
      out[n++] = x
      i++
    } else {
      out[n++] = y
      j++
    }
  }
  return out.subarray(0, n)
}

/** Slots whose document matches the query (ascending). */
function matchSlots(index: MemoryIndex, node: TsNode): Int32Array {
  if (node.kind !== 'term') {
    const left = matchSlots(index, node.left)
    const right = matchSlots(index, node.right)
    return node.kind === 'and' ? intersect(left, right) : union(left, right)
  }
  const lexemes = index.lexemesOf(node.lexeme, node.prefix)
  let total = 0
  for (const id of lexemes) total += index.postingCount(id)
  const out = new Int32Array(total)
  let n = 0
  for (const id of lexemes) {
    for (const [slots, , from, to] of index.postingRuns(id)) {
      out.set(slots.subarray(from, to), n)
      n += to - from
    }
  }
  if (lexemes.length > 1) {
    out.sort()
    let w = 0
    for (let k = 0; k < out.length; k++) if (k === 0 || out[k] !== out[k - 1]) out[w++] = out[k] as number
    return out.subarray(0, w)
  }
  return out
}

/** ts_rank of every matched row (rowOf: slot → row, -1 when not matched). */
export function rankRows(index: MemoryIndex, tree: TsNode, rowOf: Int32Array, rows: number): Float64Array | undefined {
  const operands = sortedUniqueOperands(tree)
  if (!operands) return undefined
  const pool = index.positions.data
  const rank = new Float64Array(rows)
  const andMode = tree.kind === 'and' && operands.length >= 2
  const entries: Array<Array<Array<number> | undefined> | undefined> = []
  operands.forEach((op, i) => {
    for (const lexeme of index.lexemesOf(op.lexeme, op.prefix)) {
      for (const [slots, refs, from, to] of index.postingRuns(lexeme)) {
        for (let k = from; k < to; k++) {
          const row = rowOf[slots[k] as number] as number
          if (row < 0) continue
          const ref = refs[k] as number
          if (andMode) {
            const list = (entries[row] ??= [])
            ;(list[i] ??= []).push(ref)
          } else rank[row] = addOrEntry(rank[row] as number, pool, ref)
        }
      }
    }
  })
  for (let row = 0; row < rows; row++) {
    rank[row] = andMode ? rankAnd(pool, entries[row] ?? []) : finishOr(rank[row] as number, operands.length)
  }
  return rank
}

/** At most this many matched rows are kept for later pages, filters and sorts of the same query. */
const MATCH_CACHE_ROWS = 2_000_000
const NO_FEATURED = NO_FEATURED_POSITION

type Matches = { slots: Int32Array; score: Float64Array; featured: Float64Array }

/**
 * The alive slots of a keyphrase query and/or a category with their score (exact name or SKU, name
 * prefix, ts_rank, name length: repo.ts scoreExpression) and featured position; remembered per
 * query until products change. Undefined when this engine cannot rank the query.
 */
function matchesOf(index: MemoryIndex, query: ListingQuery, tree: TsNode | null, featured: Map<number, number> | null): Matches | undefined {
  const key = `${query.tsQuery ?? ''}|${query.keyphrase}|${query.categoryId ?? ''}`
  const known = index.matches.get(key)
  if (known) {
    index.matches.delete(key)
    index.matches.set(key, known) // most recently used last
    return known
  }
  let slots: Int32Array | null = null
  if (query.tsQuery !== null) slots = tree === null ? new Int32Array(0) : matchSlots(index, tree)
  if (query.categoryId !== null) {
    const list = index.categorySlots.get(query.categoryId)
    const inCategory = list ? list.data.subarray(0, list.length) : new Int32Array(0)
    slots = slots === null ? inCategory : intersect(slots, inCategory)
  }
  const alive = new Int32Array(slots === null ? index.slots : slots.length)
  let n = 0
  if (slots === null) {
    for (let slot = 0; slot < index.slots; slot++) if (index.alive[slot] === 1) alive[n++] = slot
  } else for (const slot of slots) if (index.alive[slot] === 1) alive[n++] = slot
  const matched = alive.slice(0, n)
  const score = new Float64Array(n)
  if (tree) {
    const rowOf = new Int32Array(index.slots).fill(-1)
    for (let row = 0; row < n; row++) rowOf[matched[row] as number] = row
    const rank = rankRows(index, tree, rowOf, n)
    if (!rank) return undefined
    const q = query.keyphrase
    const exactNames = [q, `the ${q}`, `a ${q}`, `an ${q}`]
    const exactSku = q.replace(/ /g, '-')
    const theQ = `the ${q}`
    for (let row = 0; row < n; row++) {
      const slot = matched[row] as number
      const lname = index.lname[slot] as string
      const exact = exactNames.includes(lname) || index.lsku[slot] === exactSku ? 1000 : 0
      const starts = lname.startsWith(q) || lname.startsWith(theQ) ? 100 : 0
      score[row] = Math.fround(exact + starts + (rank[row] as number) * 100 - (index.nameLen[slot] as number) / 100)
    }
  }
  const featuredOfRow = new Float64Array(n)
  if (query.categoryId !== null) {
    for (let row = 0; row < n; row++) featuredOfRow[row] = featured?.get(index.productId[matched[row] as number] as number) ?? NO_FEATURED
  }
  const entry = { slots: matched, score, featured: featuredOfRow }
  index.matches.set(key, entry)
  index.matchRows += n
  for (const [oldKey, old] of index.matches) {
    if (index.matchRows <= MATCH_CACHE_ROWS) break
    index.matches.delete(oldKey)
    index.matchRows -= old.slots.length
  }
  return entry
}

/** The matched products as columns by row (rows are numbers: no object per product). */
type Rows = { slot: Int32Array; price: Float64Array; finalPrice: Float64Array; promoActive: Uint8Array; score: Float64Array; featured: Float64Array }
type Candidate = number

/** A filter of one facet: whether a candidate carries one of the chosen values. */
type Filter = { key: SearchFacetKey; accepts: (c: Candidate) => boolean }

function filterOf(index: MemoryIndex, R: Rows, key: SearchFacetKey, values: ReadonlyArray<string>, hotDealId: number): Filter {
  const chosen = new Set(values)
  if ((SCALAR_KEYS as ReadonlyArray<string>).includes(key)) {
    const ids = new Set(values.map((v) => index.dict[key as ScalarKey].ids.get(v)).filter((id): id is number => id !== undefined))
    const column = index.scalar[key as ScalarKey]
    return { key, accepts: (c) => ids.has(column[(R.slot[c] as number)] as number) }
  }
  if ((ARRAY_KEYS as ReadonlyArray<string>).includes(key)) {
    const ids = new Set(values.map((v) => index.dict[key as ArrayKey].ids.get(v)).filter((id): id is number => id !== undefined))
    const { start, len, pool } = index.arrays[key as ArrayKey]
    const withHotDeal = key === 'promotions' && ids.has(hotDealId)
    return {
      key,
      accepts: (c) => {
        if (withHotDeal && (R.promoActive[c] === 1)) return true
        const from = start[(R.slot[c] as number)] as number
        const to = from + (len[(R.slot[c] as number)] as number)
        for (let k = from; k < to; k++) if (ids.has(pool.data[k] as number)) return true
        return false
      },
    }
  }
  if (key === 'pb') return { key, accepts: (c) => chosen.has(PB_LABELS[bucketOf((R.finalPrice[c] as number))] ?? '\u0000') }
  if (key === 'is_salable') return { key, accepts: (c) => chosen.has(index.isSalable[R.slot[c] as number] === 1 ? '1' : '0') }
  // rating_summary: whole stars
  return {
    key,
    accepts: (c) => {
      const rating = index.rating[(R.slot[c] as number)] as number
      return !Number.isNaN(rating) && chosen.has(String(Math.floor(rating)))
    },
  }
}

/**
 * Counts one facet's values over the rows that pass every filter (fail −1) or fail only this
 * facet's own filter (fail = own): facets are counted with the filters of the other facets.
 */
class FacetCounter {
  readonly key: SearchFacetKey
  private readonly index: MemoryIndex
  private readonly R: Rows
  private readonly hotDealId: number
  /** Counts of computed values (pb, is_salable, rating_summary). */
  private readonly counts = new Map<string, number>()
  /** Counts by dictionary id (the other facets). */
  private readonly byId: Int32Array | null
  private readonly values: ReadonlyArray<string>

  constructor(key: SearchFacetKey, index: MemoryIndex, R: Rows, hotDealId: number) {
    this.key = key
    this.index = index
    this.R = R
    this.hotDealId = hotDealId
    const dict = (index.dict as Record<string, { values: Array<string> } | undefined>)[key]
    this.values = dict?.values ?? []
    this.byId = dict ? new Int32Array(dict.values.length) : null
  }

  count(fail: Int8Array, own: number): void {
    const { index, R, byId, key } = this
    const n = fail.length
    if (byId && (SCALAR_KEYS as ReadonlyArray<string>).includes(key)) {
      const column = index.scalar[key as ScalarKey]
      for (let c = 0; c < n; c++) {
        const f = fail[c] as number
        if (f !== -1 && f !== own) continue
        const id = column[R.slot[c] as number] as number
        if (id >= 0) byId[id] = (byId[id] as number) + 1
      }
    } else if (byId) {
      const { start, len, pool } = index.arrays[key as ArrayKey]
      const data = pool.data
      const hotDeal = key === 'promotions'
      for (let c = 0; c < n; c++) {
        const f = fail[c] as number
        if (f !== -1 && f !== own) continue
        const slot = R.slot[c] as number
        const from = start[slot] as number
        const to = from + (len[slot] as number)
        for (let k = from; k < to; k++) {
          const id = data[k] as number
          if (id >= 0) byId[id] = (byId[id] as number) + 1
        }
        if (hotDeal && R.promoActive[c] === 1) byId[this.hotDealId] = (byId[this.hotDealId] as number) + 1
      }
    } else {
      const buckets = new Int32Array(16)
      for (let c = 0; c < n; c++) {
        const f = fail[c] as number
        if (f !== -1 && f !== own) continue
        let b = -1
        if (key === 'pb') b = bucketOf(R.finalPrice[c] as number)
        else if (key === 'is_salable') b = index.isSalable[R.slot[c] as number] as number
        else {
          const rating = index.rating[R.slot[c] as number] as number
          if (!Number.isNaN(rating)) {
            const whole = Math.floor(rating)
            if (whole >= 0 && whole < 15) b = whole
            else this.counts.set(String(whole), (this.counts.get(String(whole)) ?? 0) + 1)
          }
        }
        if (b >= 0) buckets[b] = (buckets[b] as number) + 1
      }
      buckets.forEach((count, b) => {
        if (count === 0) return
        const text = key === 'pb' ? (PB_LABELS[b] as string) : String(b)
        this.counts.set(text, (this.counts.get(text) ?? 0) + count)
      })
    }
  }

  result(max: number | null): Array<FacetCount> {
    const entries: Array<[string, number]> = [...this.counts]
    this.byId?.forEach((count, id) => {
      if (count > 0) entries.push([this.values[id] as string, count])
    })
    entries.sort((a, b) => b[1] - a[1] || compareBytes(a[0], b[0]))
    return (max === null ? entries : entries.slice(0, Math.max(0, max))).map(([text, count]) => ({ key: this.key, text, count }))
  }
}

/** The order of a listing (repo.ts orderBy), product id last. */
function comparatorOf(index: MemoryIndex, R: Rows, query: ListingQuery): (a: Candidate, b: Candidate) => number {
  const parts: Array<(a: Candidate, b: Candidate) => number> = []
  const nullsLast = (x: number, y: number, desc: boolean) => {
    const xn = Number.isNaN(x)
    const yn = Number.isNaN(y)
    if (xn || yn) return xn === yn ? 0 : xn ? 1 : -1
    return desc ? y - x : x - y
  }
  const byScore = (a: Candidate, b: Candidate) => (R.score[b] as number) - (R.score[a] as number)
  for (const { name, order } of query.sort) {
    const desc = order === 'desc'
    if (name === 'price') parts.push((a, b) => nullsLast((R.finalPrice[a] as number), (R.finalPrice[b] as number), desc))
    else if (name === 'name') parts.push((a, b) => (desc ? -1 : 1) * compareBytes(index.name[(R.slot[a] as number)] as string, index.name[(R.slot[b] as number)] as string))
    else if (name === 'newest') parts.push((a, b) => (desc ? -1 : 1) * ((index.createdUs[(R.slot[a] as number)] as number) - (index.createdUs[(R.slot[b] as number)] as number)))
    else if (name === 'rating') parts.push((a, b) => nullsLast(index.rating[(R.slot[a] as number)] as number, index.rating[(R.slot[b] as number)] as number, desc))
    else if (name === 'featured') parts.push((a, b) => (R.featured[a] as number) - (R.featured[b] as number), byScore)
    else parts.push(byScore)
  }
  if (parts.length === 0) parts.push(query.tsQuery ? byScore : (a, b) => (R.featured[a] as number) - (R.featured[b] as number))
  parts.push((a, b) => (index.productId[(R.slot[a] as number)] as number) - (index.productId[(R.slot[b] as number)] as number))
  return (a, b) => {
    for (const part of parts) {
      const d = part(a, b)
      if (d !== 0) return d
    }
    return 0
  }
}

/** The first k candidates in order (a bounded heap when k is small against the list). */
function firstK(list: Array<Candidate>, k: number, compare: (a: Candidate, b: Candidate) => number): Array<Candidate> {
  if (k <= 0) return []
  if (k * 4 >= list.length) return list.sort(compare).slice(0, k)
  // max-heap of the best k seen so far (its root is the worst of them)
  const heap: Array<Candidate> = []
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (compare(heap[i] as Candidate, heap[parent] as Candidate) <= 0) break
      ;[heap[i], heap[parent]] = [heap[parent] as Candidate, heap[i] as Candidate]
      i = parent
    }
  }
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1
      const r = l + 1
      let worst = i
      if (l < heap.length && compare(heap[l] as Candidate, heap[worst] as Candidate) > 0) worst = l
      if (r < heap.length && compare(heap[r] as Candidate, heap[worst] as Candidate) > 0) worst = r
      if (worst === i) return
      ;[heap[i], heap[worst]] = [heap[worst] as Candidate, heap[i] as Candidate]
      i = worst
    }
  }
  for (const c of list) {
    if (heap.length < k) {
      heap.push(c)
      up(heap.length - 1)
    } else if (compare(c, heap[0] as Candidate) < 0) {
      heap[0] = c
      down(0)
    }
  }
  return heap.sort(compare)
}

export type MemoryQuery = {
  /** The parsed, normalised tsquery (null: no keyphrase). */
  tree: TsNode | null
  /** Featured positions of query.categoryId's own products. */
  featured: Map<number, number> | null
  /** The time promotions are judged at (ms). */
  now: number
}

/**
 * Answers a listing from the index; undefined when this engine cannot (typo search, a query shape
 * it does not rank): the caller then asks the SQL engine.
 */
export function memoryListing(index: MemoryIndex, query: ListingQuery, memo: MemoryQuery): ListingResult | undefined {
  if (query.fuzzy) return undefined
  const found = matchesOf(index, query, memo.tree, memo.featured)
  if (!found) return undefined
  // a list of products (recommendations; not used by the widgets today) narrows the remembered rows
  let rows: Array<number> | null = null
  if (query.productIds !== null || query.excludeIds.length > 0) {
    const only = query.productIds === null ? null : new Set(query.productIds)
    const excluded = new Set(query.excludeIds)
    rows = []
    for (let row = 0; row < found.slots.length; row++) {
      const productId = index.productId[found.slots[row] as number] as number
      if ((!only || only.has(productId)) && !excluded.has(productId)) rows.push(row)
    }
  }
  const pick = (column: Float64Array) => (rows ? Float64Array.from(rows, (row) => column[row] as number) : column)
  const matched = rows ? Int32Array.from(rows, (row) => found.slots[row] as number) : found.slots
  const store = index.prices.get(query.storeId)
  const now = memo.now
  const hotDealId = index.dict.promotions.id('hot_deal')
  const n = matched.length
  const R: Rows = {
    slot: matched,
    price: new Float64Array(n),
    finalPrice: new Float64Array(n),
    promoActive: new Uint8Array(n),
    score: pick(found.score),
    featured: pick(found.featured),
  }
  for (let row = 0; row < n; row++) {
    const slot = matched[row] as number
    const promoActive = (index.promoFrom[slot] as number) <= now && (index.promoTo[slot] as number) >= now
    R.promoActive[row] = promoActive ? 1 : 0
    if (!store) {
      R.price[row] = Number.NaN
      R.finalPrice[row] = Number.NaN
      continue
    }
    const price = store.price[slot] as number
    let finalPrice = price
    if (!Number.isNaN(price)) {
      const special = store.special[slot] as number
      const promo = store.promo[slot] as number
      if (!Number.isNaN(special) && special < finalPrice) finalPrice = special
      if (promoActive && !Number.isNaN(promo) && promo < finalPrice) finalPrice = promo
    }
    R.price[row] = price
    R.finalPrice[row] = finalPrice
  }

  const filters = Object.entries(query.filters)
    .filter(([, values]) => values && values.length > 0)
    .map(([key, values]) => filterOf(index, R, key as SearchFacetKey, values as ReadonlyArray<string>, hotDealId))
  // per row: -1 passes every filter, i fails only filter i, -2 fails several
  const fail = new Int8Array(n)
  const passing: Array<Candidate> = []
  for (let c = 0; c < n; c++) {
    let failed = -1
    for (let i = 0; i < filters.length; i++) {
      if (!(filters[i] as Filter).accepts(c)) {
        if (failed !== -1) {
          failed = -2
          break
        }
        failed = i
      }
    }
    fail[c] = failed
    if (failed === -1) passing.push(c)
  }
  // the facet counts do not depend on the sort or the page: other pages and sorts of the same search reuse them
  const facetKey = JSON.stringify([query.storeId, query.keyphrase, query.tsQuery, query.categoryId, query.productIds, query.excludeIds, query.filters, query.facets, query.facetMax])
  let facets = index.facetCounts.get(facetKey, now)
  if (!facets) {
    facets = query.facets.flatMap((key) => {
      const counter = new FacetCounter(key, index, R, hotDealId)
      counter.count(fail, filters.findIndex((f) => f.key === key))
      return counter.result(query.facetMax)
    })
    index.facetCounts.set(facetKey, facets, now, index.nextPromoChange(now))
  }
  const compare = comparatorOf(index, R, query)
  const page = firstK(passing, query.offset + query.limit, compare).slice(query.offset)
  const hits: Array<ListingHit> = page.map((c) => ({
    productId: index.productId[(R.slot[c] as number)] as number,
    price: Number.isNaN((R.price[c] as number)) ? null : (R.price[c] as number),
    finalPrice: Number.isNaN((R.finalPrice[c] as number)) ? null : (R.finalPrice[c] as number),
  }))
  return { total: passing.length, hits, facets }
}
