/**
 * A counting semaphore: at most `limit` tasks run at once, the rest wait in arrival order. Used where
 * a task is CPU- or memory-bound off the event loop (image conversions, password hashes), so that
 * a burst of requests queues instead of running everything at once.
 */
export class Gate {
  #active = 0
  readonly #waiting: Array<() => void> = []
  readonly limit: number

  constructor(limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`A gate's limit must be a whole number of at least 1, got ${limit}`)
    this.limit = limit
  }

  /** Tasks running now. */
  get active(): number {
    return this.#active
  }

  /** Tasks waiting for a place. */
  get waiting(): number {
    return this.#waiting.length
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#active >= this.limit) await new Promise<void>((resume) => this.#waiting.push(resume))
    this.#active += 1
    try {
      return await task()
    } finally {
      this.#active -= 1
      this.#waiting.shift()?.()
    }
  }
}
