/**
 * A full garbage collection once a busy process has gone quiet (docs/operations.md, "What a process
 * keeps in memory"). V8 collects when a process allocates, so the garbage and the heap space a burst of
 * requests left behind stay committed for as long as no request comes: measured, 125–129 MB of heap
 * with ~60 MB live, still so after 90 s without load, 65–70 MB of resident memory a forced collection
 * gives back. The store's timer calls `tick()` every interval and its requests `noteActivity()`: the
 * first interval without a request after one with requests collects once; a process under steady load,
 * or idle throughout, never does. The collection (tens of ms for this heap) runs when no request has
 * come for a whole interval.
 */
export class IdleCollection {
  #busy = false
  #owed = false
  /** Collections made so far: for tests and metrics. */
  collections = 0
  readonly #collect: () => void

  constructor(collect: () => void) {
    this.#collect = collect
  }

  /** A request arrived. */
  noteActivity(): void {
    this.#busy = true
  }

  /** One interval has passed. */
  tick(): void {
    if (this.#busy) {
      this.#busy = false
      this.#owed = true
      return
    }
    if (!this.#owed) return
    this.#owed = false
    this.collections += 1
    this.#collect()
  }
}
