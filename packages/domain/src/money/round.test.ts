import { describe, expect, it } from 'vitest'
import { round2 } from './round.ts'

describe('round2 (commerce §9: prices round to 2 decimals)', () => {
  it('rounds 1.005 up to 1.01', () => {
    expect(round2(1.005)).toBe(1.01)
  })
})
