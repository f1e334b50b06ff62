/**
 * A bounded in-memory map whose entries expire: the least recently used entry goes first when it is
 * full (more than maxEntries entries, or, with a weigh function, more than maxWeight in all, e.g.
 * bytes). Used by the micro-caches of public API answers and pages; never for data a shopper owns
 * (docs/operations.md: what a process keeps in memory).
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { expires: number; value: V; weight: number }>()
  readonly #maxEntries: number
  readonly #maxWeight: number
  readonly #weigh: ((value: V) => number) | undefined
  #weight = 0

  constructor(maxEntries: number, bound: { maxWeight: number; weigh: (value: V) => number } | undefined = undefined) {
    this.#maxEntries = maxEntries
    this.#maxWeight = bound?.maxWeight ?? Infinity
    this.#weigh = bound?.weigh
  }

  get size(): number {
    return this.#entries.size
  }

  /** The summed weight of the entries (0 without a weigh function). */
  get weight(): number {
    return this.#weight
  }

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    this.#entries.delete(key)
    if (entry.expires <= now) {
      this.#weight -= entry.weight
      return undefined
    }
    this.#entries.set(key, entry) // most recently used last
    return entry.value
  }

  set(key: string, value: V, ttlMs: number, now = Date.now()): void {
    if (ttlMs <= 0) return
    const weight = this.#weigh?.(value) ?? 0
    if (weight > this.#maxWeight) return
    this.delete(key)
    this.#entries.set(key, { expires: now + ttlMs, value, weight })
    this.#weight += weight
    while (this.#entries.size > this.#maxEntries || this.#weight > this.#maxWeight) {
      const oldest = this.#entries.keys().next().value
      if (oldest === undefined) break
      this.delete(oldest)
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#weight -= entry.weight
  }

  clear(): void {
    this.#entries.clear()
    this.#weight = 0
  }
}
