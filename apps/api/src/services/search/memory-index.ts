import { sql } from 'drizzle-orm'
import type { Db } from '@ironhouse/db'
import type { SearchProviderProduct } from '@ironhouse/domain'
import { rowsOf } from './index-refresh.ts'
import { intArray } from './sql-arrays.ts'
import type { FacetCount, ListingResult } from './repo.ts'
import { compareBytes } from './tsquery.ts'
import { WindowedMemo } from './windowed-memo.ts'

// The in-process copy of search_products (docs/search.md, "The in-process index"): every listed
// product's full-text document as postings (lexeme → products, with the positions ts_rank reads),
// its facet values as small integer ids, and its prices per store. Built from the database, then
// kept current from search_changes (the log refreshBatch writes). Slots are append-only: a changed
// product gets a new slot and its old one dies; the whole copy is rebuilt when too many died.

/** Rows read per statement while building or catching up. */
const LOAD_BATCH = 5000

/** Facet keys held per product as one value (ids into the key's dictionary; -1 for none). */
export const SCALAR_KEYS = ['brand', 'duration', 'days_per_week', 'program_delivery'] as const
/** Facet keys held per product as a list of values. */
export const ARRAY_KEYS = ['category_l1', 'category_l2', 'category_l3', 'promotions', 'color', 'size'] as const
export type ScalarKey = (typeof SCALAR_KEYS)[number]
export type ArrayKey = (typeof ARRAY_KEYS)[number]

/** search_products columns of the array keys. */
const ARRAY_COLUMNS: Record<ArrayKey, string> = {
  category_l1: 'category_l1',
  category_l2: 'category_l2',
  category_l3: 'category_l3',
  promotions: 'promotions',
  color: 'colors',
  size: 'sizes',
}

/** A growable Int32Array. */
export class IntList {
  data: Int32Array
  length = 0
  constructor(capacity = 16) {
    this.data = new Int32Array(capacity)
  }
  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2)
      next.set(this.data)
      this.data = next
    }
    this.data[this.length++] = value
  }
}

/** A growable Uint16Array (positions). */
class ShortList {
  data: Uint16Array
  length = 0
  constructor(capacity = 1024) {
    this.data = new Uint16Array(capacity)
  }
  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Uint16Array(this.data.length * 2)
      next.set(this.data)
      this.data = next
    }
    this.data[this.length++] = value
  }
}

/** Strings of one facet key as small integer ids. */
export class Dictionary {
  readonly values: Array<string> = []
  readonly ids = new Map<string, number>()
  id(value: string): number {
    let id = this.ids.get(value)
    if (id === undefined) {
      id = this.values.length
      this.values.push(value)
      this.ids.set(value, id)
    }
    return id
  }
}

/** Listing answers remembered per process. */
const RESULT_CACHE_SIZE = 1000
/** Finished answers remembered per process: at most this many characters of JSON in all. */
export const ANSWER_CACHE_CHARS = 16 * 1024 * 1024
/** Product records remembered per process (about 1 kB each). */
const RECORD_CACHE_SIZE = 20_000
/** Searches whose facet counts are remembered. */
const FACET_CACHE_SIZE = 2000

/** A finished answer: its JSON, and what the caller noted. */
export type RememberedAnswer = { json: string; note: unknown }

/** One store's prices by slot, minor units (NaN: none). */
export type StorePrices = { price: Float64Array; special: Float64Array; promo: Float64Array }

/** A typed array of the same kind, longer, holding the old values (new places filled). */
function grown<T extends Int32Array | Uint8Array | Float64Array>(old: T, length: number, fill = 0): T {
  const next = new (old.constructor as new (n: number) => T)(length)
  next.set(old)
  if (fill !== 0) next.fill(fill, old.length)
  return next
}

/** A row of search_products as read for the index. */
type LoadedRow = {
  product_id: number
  name: string
  lname: string
  lsku: string
  name_len: number
  doc: string
  category_ids: Array<number> | null
  brand: string | null
  duration: string | null
  days_per_week: string | null
  program_delivery: string | null
  rating: number | string | null
  is_salable: boolean
  created_us: string
  promo_from: number | string | null
  promo_to: number | string | null
  prices: unknown
} & Record<string, unknown>

export class MemoryIndex {
  /** Highest search_changes seq this copy has applied. */
  seq = 0
  /** When the copy last looked at the change log (ms). */
  syncedAt = Date.now()
  slots = 0
  dead = 0
  /** Length of the per-slot columns (grown by doubling). */
  private capacity = 1024
  readonly slotOf = new Map<number, number>()
  productId = new Int32Array(1024)
  /** 1 while the slot holds its product's current row. */
  alive = new Uint8Array(1024)
  readonly name: Array<string> = []
  readonly lname: Array<string> = []
  readonly lsku: Array<string> = []
  nameLen = new Int32Array(1024)
  isSalable = new Uint8Array(1024)
  /** NaN: no rating. */
  rating = new Float64Array(1024)
  /** created_at in microseconds. */
  createdUs = new Float64Array(1024)
  /** The promo window in ms (NaN: none). */
  promoFrom = new Float64Array(1024)
  promoTo = new Float64Array(1024)
  readonly dict = Object.fromEntries([...SCALAR_KEYS, ...ARRAY_KEYS].map((k) => [k, new Dictionary()])) as Record<ScalarKey | ArrayKey, Dictionary>
  readonly scalar = Object.fromEntries(SCALAR_KEYS.map((k) => [k, new Int32Array(1024)])) as Record<ScalarKey, Int32Array>
  /** Array facets: per slot the start and length of its values in pool. */
  readonly arrays = Object.fromEntries(ARRAY_KEYS.map((k) => [k, { start: new Int32Array(1024), len: new Int32Array(1024), pool: new IntList(1024) }])) as Record<
    ArrayKey,
    { start: Int32Array; len: Int32Array; pool: IntList }
  >
  readonly prices = new Map<number, StorePrices>()
  /** Slots of each category (and its descendants), ascending. */
  readonly categorySlots = new Map<number, IntList>()
  /** Lexemes: id by text, and ids in byte order of their text (prefix look-ups). */
  readonly lexemeId = new Map<string, number>()
  readonly lexemes: Array<string> = []
  sortedLexemes: Array<number> = []
  /** Postings frozen at build time (CSR): lexeme id → [start, end) of postSlots / postRefs. */
  postStart = new Int32Array(1)
  postSlots = new Int32Array(0)
  postRefs = new Int32Array(0)
  /** Postings added after the build: lexeme id → slots and refs (ascending slots). */
  readonly delta = new Map<number, { slots: IntList; refs: IntList }>()
  /** Positions: at ref the count, then that many WordEntryPos values. */
  readonly positions = new ShortList(1 << 16)
  /** Featured positions per category (product_categories.position), read on demand. */
  readonly featured = new Map<number, Map<number, number>>()
  /** Matched slots and their ts_rank by keyphrase query and category (dropped when products change). */
  readonly matches = new Map<string, { slots: Int32Array; score: Float64Array; featured: Float64Array }>()
  /** Rows held in matches (bounded). */
  matchRows = 0
  /** Whole listing answers by query, each valid until the next promo window opens or closes. */
  readonly results = new WindowedMemo<ListingResult>(RESULT_CACHE_SIZE)
  /** Finished answers as sent (JSON) by request (service.ts, engine.ts), bounded in characters. */
  readonly answers = new WindowedMemo<RememberedAnswer>(ANSWER_CACHE_CHARS, (answer) => answer.json.length)
  /** Facet counts by search, whatever its sort and page (memory-query.ts). */
  readonly facetCounts = new WindowedMemo<Array<FacetCount>>(FACET_CACHE_SIZE)
  /** Product records of answers by site and product (records.ts). */
  readonly records = new WindowedMemo<SearchProviderProduct>(RECORD_CACHE_SIZE)
  /** The next time a promo window opens or closes (cached with the time it was computed for). */
  private promoEdge: { from: number; until: number } | null = null

  /** The first moment after `now` at which some product's promo becomes active or inactive. */
  nextPromoChange(now: number): number {
    const edge = this.promoEdge
    if (edge && edge.from <= now && now < edge.until) return edge.until
    let next = Number.POSITIVE_INFINITY
    for (let slot = 0; slot < this.slots; slot++) {
      if (this.alive[slot] !== 1) continue
      const from = this.promoFrom[slot] as number
      const to = this.promoTo[slot] as number
      if (from > now && from < next) next = from
      // active while now <= to: it ends just after to
      if (to >= now && to + 1 < next) next = to + 1
    }
    this.promoEdge = { from: now, until: next }
    return next
  }

  private grow(): void {
    const size = this.capacity * 2
    this.productId = grown(this.productId, size)
    this.alive = grown(this.alive, size)
    this.nameLen = grown(this.nameLen, size)
    this.isSalable = grown(this.isSalable, size)
    this.rating = grown(this.rating, size)
    this.createdUs = grown(this.createdUs, size)
    this.promoFrom = grown(this.promoFrom, size)
    this.promoTo = grown(this.promoTo, size)
    for (const key of SCALAR_KEYS) this.scalar[key] = grown(this.scalar[key], size)
    for (const key of ARRAY_KEYS) {
      const target = this.arrays[key]
      target.start = grown(target.start, size)
      target.len = grown(target.len, size)
    }
    for (const store of this.prices.values()) {
      store.price = grown(store.price, size, Number.NaN)
      store.special = grown(store.special, size, Number.NaN)
      store.promo = grown(store.promo, size, Number.NaN)
    }
    this.capacity = size
  }

  /** Appends one product; returns the lexeme postings (lexeme id, ref) of its document. */
  addRow(row: LoadedRow): Array<number> {
    if (this.slots === this.capacity) this.grow()
    const slot = this.slots++
    const old = this.slotOf.get(row.product_id)
    if (old !== undefined && this.alive[old] === 1) {
      this.alive[old] = 0
      this.dead++
    }
    this.slotOf.set(row.product_id, slot)
    this.productId[slot] = row.product_id
    this.alive[slot] = 1
    this.name.push(row.name)
    this.lname.push(row.lname)
    this.lsku.push(row.lsku)
    this.nameLen[slot] = Number(row.name_len)
    this.isSalable[slot] = row.is_salable === true ? 1 : 0
    this.rating[slot] = row.rating === null ? Number.NaN : Math.fround(Number(row.rating))
    this.createdUs[slot] = Number(row.created_us)
    this.promoFrom[slot] = row.promo_from === null ? Number.NaN : Number(row.promo_from)
    this.promoTo[slot] = row.promo_to === null ? Number.NaN : Number(row.promo_to)
    for (const key of SCALAR_KEYS) {
      const value = row[key]
      this.scalar[key][slot] = typeof value === 'string' ? this.dict[key].id(value) : -1
    }
    for (const key of ARRAY_KEYS) {
      const values = row[ARRAY_COLUMNS[key]]
      const target = this.arrays[key]
      target.start[slot] = target.pool.length
      let n = 0
      if (Array.isArray(values)) {
        for (const v of values) {
          // a NULL element is never counted (the SQL engine's `where v is not null`)
          target.pool.push(typeof v === 'string' ? this.dict[key].id(v) : -1)
          n++
        }
      }
      target.len[slot] = n
    }
    const prices = typeof row.prices === 'string' ? (JSON.parse(row.prices) as unknown) : row.prices
    for (const entry of Array.isArray(prices) ? (prices as Array<[number, number, number | null, number | null]>) : []) {
      const [storeId, price, special, promo] = entry
      const store = this.storePrices(storeId)
      store.price[slot] = price
      store.special[slot] = special ?? Number.NaN
      store.promo[slot] = promo ?? Number.NaN
    }
    for (const categoryId of row.category_ids ?? []) {
      let list = this.categorySlots.get(categoryId)
      if (!list) {
        list = new IntList(8)
        this.categorySlots.set(categoryId, list)
      }
      list.push(slot)
    }
    return this.parseDocument(row.doc)
  }

  private storePrices(storeId: number): StorePrices {
    let store = this.prices.get(storeId)
    if (!store) {
      const empty = () => new Float64Array(this.capacity).fill(Number.NaN)
      store = { price: empty(), special: empty(), promo: empty() }
      this.prices.set(storeId, store)
    }
    return store
  }

  private lexeme(text: string): number {
    let id = this.lexemeId.get(text)
    if (id === undefined) {
      id = this.lexemes.length
      this.lexemes.push(text)
      this.lexemeId.set(text, id)
    }
    return id
  }

  /**
   * Reads a tsvector's text form ('bar':1A,5B 'ohio':2A …) into positions; returns (lexeme id,
   * ref) pairs in the document's lexeme order.
   */
  private parseDocument(text: string): Array<number> {
    const out: Array<number> = []
    let i = 0
    while (i < text.length) {
      if (text[i] !== "'") {
        i++
        continue
      }
      i++
      let lexeme = ''
      for (;;) {
        const c = text[i]
        if (c === undefined) break
        if (c === "'" && text[i + 1] === "'") {
          lexeme += "'"
          i += 2
        } else if (c === '\\' && i + 1 < text.length) {
          lexeme += text[i + 1]
          i += 2
        } else if (c === "'") {
          i++
          break
        } else {
          lexeme += c
          i++
        }
      }
      const ref = this.positions.length
      this.positions.push(0)
      let count = 0
      if (text[i] === ':') {
        i++
        while (i < text.length && text[i] !== ' ') {
          let pos = 0
          while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) pos = pos * 10 + text.charCodeAt(i++) - 48
          let weight = 0
          const w = text[i]
          if (w === 'A') weight = 3
          else if (w === 'B') weight = 2
          else if (w === 'C') weight = 1
          if (w === 'A' || w === 'B' || w === 'C' || w === 'D') i++
          this.positions.push((weight << 14) | pos)
          count++
          if (text[i] === ',') i++
        }
      }
      this.positions.data[ref] = count
      out.push(this.lexeme(lexeme), ref)
    }
    return out
  }

  /** Lexeme ids matching an operand, in byte order of their text. */
  lexemesOf(lexeme: string, prefix: boolean): Array<number> {
    if (!prefix) {
      const id = this.lexemeId.get(lexeme)
      return id === undefined ? [] : [id]
    }
    const sorted = this.sortedLexemes
    let lo = 0
    let hi = sorted.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (compareBytes(this.lexemes[sorted[mid] as number] as string, lexeme) < 0) lo = mid + 1
      else hi = mid
    }
    const out: Array<number> = []
    for (let k = lo; k < sorted.length; k++) {
      const id = sorted[k] as number
      if (!(this.lexemes[id] as string).startsWith(lexeme)) break
      out.push(id)
    }
    return out
  }

  /** The postings of a lexeme as runs [slots, refs, from, to) (frozen, then added), slots ascending. */
  postingRuns(lexemeId: number): Array<[Int32Array, Int32Array, number, number]> {
    const runs: Array<[Int32Array, Int32Array, number, number]> = []
    if (lexemeId + 1 < this.postStart.length) {
      runs.push([this.postSlots, this.postRefs, this.postStart[lexemeId] as number, this.postStart[lexemeId + 1] as number])
    }
    const delta = this.delta.get(lexemeId)
    if (delta) runs.push([delta.slots.data, delta.refs.data, 0, delta.slots.length])
    return runs
  }

  /** How many postings a lexeme has (a cost estimate). */
  postingCount(lexemeId: number): number {
    const frozen = lexemeId + 1 < this.postStart.length ? (this.postStart[lexemeId + 1] as number) - (this.postStart[lexemeId] as number) : 0
    return frozen + (this.delta.get(lexemeId)?.slots.length ?? 0)
  }

  /** Freezes the postings of a build (pairs: slot, lexeme id, ref triples) into the CSR arrays. */
  freeze(triples: IntList): void {
    const n = triples.length / 3
    const counts = new Int32Array(this.lexemes.length + 1)
    for (let k = 0; k < n; k++) {
      const at = (triples.data[k * 3 + 1] as number) + 1
      counts[at] = (counts[at] as number) + 1
    }
    for (let k = 1; k < counts.length; k++) counts[k] = (counts[k] as number) + (counts[k - 1] as number)
    const fill = counts.slice()
    const slots = new Int32Array(n)
    const refs = new Int32Array(n)
    for (let k = 0; k < n; k++) {
      const lex = triples.data[k * 3 + 1] as number
      const at = fill[lex] as number
      fill[lex] = at + 1
      slots[at] = triples.data[k * 3] as number
      refs[at] = triples.data[k * 3 + 2] as number
    }
    this.postStart = counts
    this.postSlots = slots
    this.postRefs = refs
    this.resortLexemes()
  }

  /** Adds the postings of a product appended after the build. */
  addDelta(slot: number, pairs: ReadonlyArray<number>): void {
    let added = false
    for (let k = 0; k < pairs.length; k += 2) {
      const lex = pairs[k] as number
      if (lex + 1 >= this.postStart.length && !this.delta.has(lex)) added = true
      let entry = this.delta.get(lex)
      if (!entry) {
        entry = { slots: new IntList(4), refs: new IntList(4) }
        this.delta.set(lex, entry)
      }
      entry.slots.push(slot)
      entry.refs.push(pairs[k + 1] as number)
    }
    if (added || this.sortedLexemes.length !== this.lexemes.length) this.resortLexemes()
  }

  private resortLexemes(): void {
    this.sortedLexemes = this.lexemes.map((_, id) => id).sort((a, b) => compareBytes(this.lexemes[a] as string, this.lexemes[b] as string))
  }

  forgetPromoEdge(): void {
    this.promoEdge = null
  }

  /** Share of slots whose product changed since the build. */
  get deadShare(): number {
    return this.slots === 0 ? 0 : this.dead / this.slots
  }
}

/** The columns the index reads of search_products (and the product's prices in every store). */
function loadColumns() {
  return sql`s.product_id, s.name, lower(s.name) as lname, lower(s.sku) as lsku, length(s.name) as name_len, s.doc::text as doc,
    s.category_ids, s.category_l1, s.category_l2, s.category_l3, s.brand, s.promotions, s.colors, s.sizes,
    s.duration, s.days_per_week, s.program_delivery, s.rating, s.is_salable,
    ((extract(epoch from s.created_at) * 1000000)::bigint)::text as created_us,
    (extract(epoch from s.promo_from) * 1000)::float8 as promo_from,
    (extract(epoch from s.promo_to) * 1000)::float8 as promo_to,
    (select coalesce(json_agg(json_build_array(pp.store_id, pp.price, pp.special_price, pp.promo_price)), '[]'::json)
      from product_prices pp where pp.product_id = s.product_id) as prices`
}

/** The newest seq of the change log (0 when empty). */
export async function latestChange(db: Db): Promise<number> {
  const result = await db.execute(sql`select coalesce(max(seq), 0)::text as seq from search_changes`)
  return Number(rowsOf(result)[0]?.seq ?? 0)
}

/** Whether the database orders text by bytes (the C collation), as this engine does. */
export async function ordersByBytes(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select datcollate from pg_database where datname = current_database()`)
  const collate = String(rowsOf(result)[0]?.datcollate ?? '')
  return /^(C|POSIX)(\.utf-?8)?$/i.test(collate)
}

/** Builds a copy of the whole index from the database. */
export async function buildMemoryIndex(db: Db): Promise<MemoryIndex> {
  const index = new MemoryIndex()
  // changes after this seq are applied after the build (the rows read may already hold some)
  index.seq = await latestChange(db)
  const triples = new IntList(1 << 16)
  let after = 0
  for (;;) {
    const rows = rowsOf(
      await db.execute(sql`select ${loadColumns()} from search_products s where s.product_id > ${after} order by s.product_id limit ${LOAD_BATCH}`),
    ) as Array<LoadedRow>
    for (const row of rows) {
      const slot = index.slots
      const pairs = index.addRow(row)
      for (let k = 0; k < pairs.length; k += 2) {
        triples.push(slot)
        triples.push(pairs[k] as number)
        triples.push(pairs[k + 1] as number)
      }
    }
    if (rows.length < LOAD_BATCH) break
    after = Number(rows[rows.length - 1]?.product_id)
  }
  index.freeze(triples)
  return index
}

/** Applies the products changed after index.seq; returns how many it read. */
export async function applyChanges(db: Db, index: MemoryIndex, upTo: number): Promise<number> {
  const changed = rowsOf(await db.execute(sql`select distinct product_id from search_changes where seq > ${index.seq} and seq <= ${upTo}`)).map((r) =>
    Number(r.product_id),
  )
  for (let k = 0; k < changed.length; k += LOAD_BATCH) {
    const ids = changed.slice(k, k + LOAD_BATCH)
    const rows = rowsOf(await db.execute(sql`select ${loadColumns()} from search_products s where s.product_id = any(${intArray(ids)})`)) as Array<LoadedRow>
    const present = new Set(rows.map((r) => Number(r.product_id)))
    for (const id of ids) {
      const slot = index.slotOf.get(id)
      if (!present.has(id) && slot !== undefined && index.alive[slot] === 1) {
        index.alive[slot] = 0
        index.dead++
      }
    }
    for (const row of rows) {
      const slot = index.slots
      index.addDelta(slot, index.addRow(row))
    }
  }
  if (changed.length > 0) {
    index.featured.clear()
    index.matches.clear()
    index.matchRows = 0
    index.results.clear()
    index.answers.clear()
    index.records.clear()
    index.facetCounts.clear()
    index.forgetPromoEdge()
  }
  index.seq = upTo
  index.syncedAt = Date.now()
  return changed.length
}

/** Featured positions of a category's own products (the SQL engine's min(pc.position)). */
export async function featuredOf(db: Db, index: MemoryIndex, categoryId: number): Promise<Map<number, number>> {
  const known = index.featured.get(categoryId)
  if (known) return known
  const result = await db.execute(
    sql`select product_id, min(position)::int as position from product_categories where category_id = ${categoryId} group by product_id`,
  )
  const byProduct = new Map(rowsOf(result).map((r) => [Number(r.product_id), Number(r.position)]))
  index.featured.set(categoryId, byProduct)
  return byProduct
}
