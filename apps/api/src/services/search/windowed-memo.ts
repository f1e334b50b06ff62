/**
 * Values remembered per process, each valid over a time window [from, until) (until the next promo
 * window edge, say), at most `capacity` in weight in all (each value weighs 1 unless `weigh` says
 * otherwise), oldest first out. The in-process index holds one per kind of remembered work and
 * clears them all when products change (memory-index.ts).
 */
export class WindowedMemo<V> {
  readonly #entries = new Map<string, { from: number; until: number; value: V; weight: number }>()
  readonly #capacity: number
  readonly #weigh: (value: V) => number
  #weight = 0

  constructor(capacity: number, weigh: (value: V) => number = () => 1) {
    this.#capacity = capacity
    this.#weigh = weigh
  }

  /** The value of `key` valid at `at` (ms), if any. */
  get(key: string, at: number): V | undefined {
    const known = this.#entries.get(key)
    return known && known.from <= at && at < known.until ? known.value : undefined
  }

  /** Remembers `value` for [from, until), making room by dropping the oldest values first. */
  set(key: string, value: V, from: number, until: number): void {
    const weight = this.#weigh(value)
    this.#drop(key)
    while (this.#entries.size > 0 && this.#weight + weight > this.#capacity) this.#drop(this.#entries.keys().next().value as string)
    this.#entries.set(key, { from, until, value, weight })
    this.#weight += weight
  }

  clear(): void {
    this.#entries.clear()
    this.#weight = 0
  }

  #drop(key: string): void {
    const old = this.#entries.get(key)
    if (!old) return
    this.#entries.delete(key)
    this.#weight -= old.weight
  }
}
