import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addMinor,
  allocateMinor,
  fromMinor,
  multiplyMinor,
  percentOfMinor,
  roundHalfAwayFromZero,
  toMinor,
} from './minor.ts'
import { round2 } from './round.ts'

describe('minor units (commerce §9: prices round to 2 decimals)', () => {
  it.each([
    { major: 19.99, minor: 1999 },
    { major: 1.005, minor: 101 },
    { major: 0.1 + 0.2, minor: 30 },
    { major: -2.675, minor: -268 },
    { major: 0, minor: 0 },
  ])('toMinor($major) is $minor', ({ major, minor }) => {
    expect(toMinor(major)).toBe(minor)
  })

  it('fromMinor gives major units back', () => {
    expect(fromMinor(1999)).toBe(19.99)
  })

  it('property: toMinor(fromMinor(x)) is x for every integer amount', () => {
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (x) => toMinor(fromMinor(x)) === x))
  })

  it('property: toMinor agrees with round2 on any major amount', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (x) => toMinor(x) === Math.round(round2(x) * 100)),
    )
  })

  it('adds amounts and multiplies by a whole quantity', () => {
    expect(addMinor(1999, 1, 500)).toBe(2500)
    expect(addMinor()).toBe(0)
    expect(multiplyMinor(1999, 3)).toBe(5997)
  })

  it('refuses a fractional quantity', () => {
    expect(() => multiplyMinor(100, 1.5)).toThrow(RangeError)
  })

  it.each([
    { amount: 1000, percent: 20, expected: 200 },
    { amount: 999, percent: 25.5, expected: 255 },
    { amount: 1, percent: 50, expected: 1 },
    { amount: -1, percent: 50, expected: -1 },
    { amount: 333, percent: 13.5, expected: 45 },
  ])('percentOfMinor($amount, $percent) is $expected (half away from zero)', ({ amount, percent, expected }) => {
    expect(percentOfMinor(amount, percent)).toBe(expected)
  })

  it('roundHalfAwayFromZero rounds .5 away from zero on both sides', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3)
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3)
    expect(roundHalfAwayFromZero(2.4)).toBe(2)
  })
})

describe('allocateMinor()', () => {
  it.each([
    { total: 1000, weights: [1, 1, 1], expected: [334, 333, 333] },
    { total: 0, weights: [0, 0], expected: [0, 0] },
    { total: 100, weights: [0, 0, 0, 0], expected: [25, 25, 25, 25] },
    { total: 10, weights: [3, 7], expected: [3, 7] },
    { total: -1000, weights: [1, 1, 1], expected: [-334, -333, -333] },
    { total: 5, weights: [], expected: [] },
  ])('splits $total across $weights', ({ total, weights, expected }) => {
    expect(allocateMinor(total, weights)).toEqual(expected)
  })

  it('rejects negative weights and fractional totals', () => {
    expect(() => allocateMinor(100, [1, -1])).toThrow(RangeError)
    expect(() => allocateMinor(10.5, [1])).toThrow(RangeError)
  })

  it('property: parts are integers that sum to the total and each is within 1 of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e7, max: 1e7 }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const parts = allocateMinor(total, weights)
          const weightSum = weights.reduce((a, b) => a + b, 0)
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total)
          parts.forEach((part, i) => {
            expect(Number.isInteger(part)).toBe(true)
            const exact = weightSum === 0 ? total / weights.length : (total * (weights[i] ?? 0)) / weightSum
            expect(Math.abs(part - exact)).toBeLessThan(1)
          })
        },
      ),
    )
  })
})
