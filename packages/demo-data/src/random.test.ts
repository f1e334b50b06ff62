import { describe, expect, it } from 'vitest'
import { convertPrice } from './prices.ts'
import { createRng } from './random.ts'

describe('seeded random', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const a = createRng(42)
    const b = createRng(42)
    const c = createRng(43)
    const seqA = Array.from({ length: 5 }, () => a.next())
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA)
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA)
    for (const x of seqA) expect(x >= 0 && x < 1).toBe(true)
  })

  it('int stays within its inclusive bounds and reaches both ends', () => {
    const rng = createRng(1)
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(1, 3)))
    expect([...seen].sort()).toEqual([1, 2, 3])
  })
})

describe('store price conversion', () => {
  it('keeps USD cents, converts others with the fixed rate ending in .99, and keeps 0 at 0', () => {
    expect(convertPrice(39500, 1)).toBe(39500)
    expect(convertPrice(39500, 1.36)).toBe(53799) // 537.20 -> 537.99
    expect(convertPrice(2500, 0.8)).toBe(1999) // 20.00 -> 19.99
    expect(convertPrice(0, 1.52)).toBe(0)
  })
})
