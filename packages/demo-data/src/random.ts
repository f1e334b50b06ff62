/**
 * A small seeded PRNG (mulberry32). The demo store must be byte-identical for a seed, so nothing in
 * this package calls Math.random() or Date.now(): randomness comes from here, time from `now`.
 */
export type Rng = {
  /** A float in [0, 1). */
  next: () => number
  /** An integer in [min, max] (both inclusive). */
  int: (min: number, max: number) => number
  /** True with probability p. */
  chance: (p: number) => boolean
  pick: <T>(items: ReadonlyArray<T>) => T
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: <T>(items: ReadonlyArray<T>): T => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[int(0, items.length - 1)] as T
    },
  }
}
