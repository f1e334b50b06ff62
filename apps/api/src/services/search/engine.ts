import { sql } from 'drizzle-orm'
import type { Db } from '@ironhouse/db'
import { refreshIndex, rowsOf } from './index-refresh.ts'
import { ANSWER_CACHE_CHARS, applyChanges, buildMemoryIndex, featuredOf, latestChange, ordersByBytes, type MemoryIndex, type RememberedAnswer } from './memory-index.ts'
import { memoryListing } from './memory-query.ts'
import { findListing, type ListingQuery, type ListingResult } from './repo.ts'
import type { RecordMemo } from './records.ts'
import { parseTsQuery, type TsNode } from './tsquery.ts'

// Which engine answers a listing (docs/search.md): the in-process index when it is built and current,
// else PostgreSQL (repo.ts). Both give the same answer; the in-process one does not grow with the
// number of matches the way SQL aggregation does.

export type SearchEngineMode = 'memory' | 'sql'

/** SEARCH_ENGINE=sql keeps every listing in PostgreSQL (the in-process index is never built). */
export function engineModeFrom(env: NodeJS.ProcessEnv): SearchEngineMode {
  return env.SEARCH_ENGINE === 'sql' ? 'sql' : 'memory'
}

/** Rebuild the copy when this share of its slots holds replaced products. */
const REBUILD_DEAD_SHARE = 0.25
/** A copy that has not looked at the change log for this long rebuilds (the log keeps a day). */
const STALE_AFTER_MS = 12 * 60 * 60 * 1000
/** A finished answer also carries suggestions (trending categories, did-you-mean): kept at most this long. */
const ANSWER_TTL_MS = 60 * 1000
/** Normalised tsqueries remembered (to_tsquery costs a round trip). */
const QUERY_CACHE_SIZE = 2000

type Freshness = { dirty: boolean; seq: number }

export class SearchEngine {
  #index: MemoryIndex | null = null
  #building: Promise<void> | null = null
  #syncing: Promise<void> | null = null
  #reading: Promise<Freshness> | null = null
  #nextRead: Promise<Freshness> | null = null
  #closed = false
  readonly #queries = new Map<string, TsNode | null | undefined>()

  readonly db: Db
  readonly mode: SearchEngineMode

  constructor(db: Db, mode: SearchEngineMode) {
    this.db = db
    this.mode = mode
  }

  /** Whether the in-process index answers listings now. */
  get ready(): boolean {
    return this.#index !== null
  }

  close(): void {
    this.#closed = true
    this.#index = null
  }

  /**
   * Before a search: rebuilds products the catalogue changed (search_dirty), then brings the
   * in-process copy up to the change log. Starts the first build in the background.
   */
  async sync(): Promise<void> {
    const state = await this.#freshness()
    let seq = state.seq
    if (state.dirty) {
      await refreshIndex(this.db)
      seq = await latestChange(this.db)
    }
    if (this.mode === 'sql' || this.#closed) return
    const index = this.#index
    if (!index) {
      this.start()
      return
    }
    if (Date.now() - index.syncedAt > STALE_AFTER_MS) {
      this.#index = null
      this.start()
      return
    }
    if (seq <= index.seq) return
    // one catch-up at a time; a request arriving meanwhile waits for it and looks again
    while (this.#syncing) await this.#syncing
    if (seq <= index.seq || this.#index !== index) return
    this.#syncing = applyChanges(this.db, index, seq)
      .then(() => {
        if (index.deadShare > REBUILD_DEAD_SHARE) this.rebuildInBackground()
      })
      .finally(() => {
        this.#syncing = null
      })
    await this.#syncing
  }

  /**
   * Whether products wait for the index and the newest change, read once for every request that
   * waits: a request arriving while a read is under way waits for the next read, which starts after
   * it arrived and so sees every change committed before it; all requests arriving meanwhile share
   * that next read. Under load this is one statement per round trip instead of one per request.
   */
  #freshness(): Promise<Freshness> {
    if (!this.#reading) {
      const read = this.#readFreshness()
      this.#reading = read
      void read.then(
        () => this.#readDone(read),
        () => this.#readDone(read),
      )
      return read
    }
    this.#nextRead ??= this.#reading.then(
      () => this.#freshness(),
      () => this.#freshness(),
    )
    return this.#nextRead
  }

  #readDone(read: Promise<Freshness>): void {
    if (this.#reading === read) this.#reading = null
    // the waiters' read starts now (in #freshness, called by the chained promise)
    this.#nextRead = null
  }

  async #readFreshness(): Promise<Freshness> {
    const state = rowsOf(
      await this.db.execute(sql`select exists (select 1 from search_dirty) as dirty, coalesce((select max(seq) from search_changes), 0)::text as seq`),
    )[0]
    return { dirty: state?.dirty === true, seq: Number(state?.seq ?? 0) }
  }

  /** Starts building the in-process index unless it exists or is being built. */
  start(): void {
    if (this.mode === 'sql' || this.#closed || this.#index || this.#building) return
    this.#building = this.#build()
  }

  /** Waits for the first build (tests and benchmarks). */
  async whenReady(): Promise<void> {
    this.start()
    while (this.#building) await this.#building
  }

  private rebuildInBackground(): void {
    if (this.#building) return
    this.#building = this.#build()
  }

  async #build(): Promise<void> {
    try {
      if (!(await ordersByBytes(this.db))) return // the SQL engine keeps answering (docs/search.md)
      const index = await buildMemoryIndex(this.db)
      await applyChanges(this.db, index, await latestChange(this.db))
      if (!this.#closed) this.#index = index
    } catch {
      // the database closed or failed: the SQL engine keeps answering, the next search tries again
    } finally {
      this.#building = null
    }
  }

  /** The parsed to_tsquery('english', …) of a keyphrase's query text. */
  async #tsQuery(text: string): Promise<TsNode | null | undefined> {
    if (this.#queries.has(text)) return this.#queries.get(text)
    const result = await this.db.execute(sql`select to_tsquery('english', ${text})::text as q`)
    const parsed = parseTsQuery(String(rowsOf(result)[0]?.q ?? ''))
    if (this.#queries.size >= QUERY_CACHE_SIZE) this.#queries.delete(this.#queries.keys().next().value as string)
    this.#queries.set(text, parsed)
    return parsed
  }

  /**
   * The finished answer remembered for `key` (call after sync()): made from the copy as it is now
   * (answers are dropped whenever products change), before the next promo window edge and within
   * ANSWER_TTL_MS. Nothing is remembered while SQL answers (no copy yet, or SEARCH_ENGINE=sql).
   */
  rememberedAnswer(key: string, now: Date): RememberedAnswer | undefined {
    return this.#index?.answers.get(key, now.getTime())
  }

  /** Remembers a finished answer made at `now` (see rememberedAnswer). */
  rememberAnswer(key: string, json: string, note: unknown, now: Date): void {
    const index = this.#index
    if (!index || json.length > ANSWER_CACHE_CHARS / 16) return
    const at = now.getTime()
    index.answers.set(key, { json, note }, at, Math.min(index.nextPromoChange(at), at + ANSWER_TTL_MS))
  }

  /**
   * Product records of answers (records.ts), remembered like answers: dropped when products change,
   * each valid until the next promo window edge; none while SQL answers.
   */
  readonly records: RecordMemo = {
    get: (key, now) => this.#index?.records.get(key, now.getTime()),
    set: (key, record, now) => {
      const index = this.#index
      const at = now.getTime()
      index?.records.set(key, record, at, index.nextPromoChange(at))
    },
  }

  /** One listing: from the in-process index when it can answer, else from PostgreSQL. */
  async listing(query: ListingQuery, now: Date): Promise<ListingResult> {
    const index = this.#index
    if (index && !query.fuzzy) {
      const tree = query.tsQuery === null ? null : await this.#tsQuery(query.tsQuery)
      if (tree !== undefined) {
        // the same listing again (a popular keyphrase, a shared link): its answer until products or a
        // promo window change
        const key = JSON.stringify(query)
        const at = now.getTime()
        const known = index.results.get(key, at)
        if (known) return known
        const featured = query.categoryId === null ? null : await featuredOf(this.db, index, query.categoryId)
        const result = memoryListing(index, query, { tree, featured, now: at })
        if (result) {
          index.results.set(key, result, at, index.nextPromoChange(at))
          return result
        }
      }
    }
    return findListing(this.db, query)
  }
}

/** The engine of each database (tests and benchmarks wait for it: searchEngineFor(db).whenReady()). */
const engines = new WeakMap<Db, SearchEngine>()

export function registerSearchEngine(db: Db, mode: SearchEngineMode): SearchEngine {
  engines.get(db)?.close()
  const engine = new SearchEngine(db, mode)
  engines.set(db, engine)
  return engine
}

export function searchEngineFor(db: Db): SearchEngine | undefined {
  return engines.get(db)
}
