/**
 * A bounded in-memory map whose entries expire: the least recently used entry goes first when it is
 * full. Used by the micro-caches of public API answers and guest pages; never for data a shopper
 * owns (docs/operations.md: what a process keeps in memory).
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { expires: number; value: V }>()
  readonly #maxEntries: number

  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries
  }

  get size(): number {
    return this.#entries.size
  }

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    this.#entries.delete(key)
    if (entry.expires <= now) return undefined
    this.#entries.set(key, entry) // most recently used last
    return entry.value
  }

  set(key: string, value: V, ttlMs: number, now = Date.now()): void {
    if (ttlMs <= 0) return
    this.#entries.delete(key)
    this.#entries.set(key, { expires: now + ttlMs, value })
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value
      if (oldest !== undefined) this.#entries.delete(oldest)
    }
  }

  clear(): void {
    this.#entries.clear()
  }
}
