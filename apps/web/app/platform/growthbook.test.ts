import { describe, expect, it } from 'vitest'
import { targetsShopper } from './growthbook.ts'
import type { FlagsPayload } from './flags.ts'

const payload = (rules: Array<Record<string, unknown>>): FlagsPayload => ({ features: { f: { defaultValue: false, rules } } as FlagsPayload['features'] })

describe('flags decided per shopper (decision 006: such a page is rendered for the shopper alone)', () => {
  it('a rule on store, site, route, login state or group is a class rule', () => {
    expect(targetsShopper({ features: {} })).toBe(false)
    expect(targetsShopper(payload([{ id: 'uk-store', condition: { store: 34 }, force: true }]))).toBe(false)
    expect(targetsShopper(payload([{ condition: { $or: [{ loggedIn: true }, { group: { $in: [2, 3] } }] }, force: true }]))).toBe(false)
    expect(targetsShopper(payload([{ variations: [false, true], hashAttribute: 'site' }]))).toBe(false)
  })

  it('a rule reading the id or email, or bucketing by id (also by default), picks out a shopper', () => {
    expect(targetsShopper(payload([{ condition: { email: { $regex: '@ironhouse' } }, force: true }]))).toBe(true)
    expect(targetsShopper(payload([{ condition: { $and: [{ store: 1 }, { $or: [{ id: '42' }] }] }, force: true }]))).toBe(true)
    expect(targetsShopper(payload([{ variations: [false, true] }]))).toBe(true)
    expect(targetsShopper(payload([{ force: true, coverage: 0.5, hashAttribute: 'email' }]))).toBe(true)
    expect(targetsShopper(payload([{ force: true, parentConditions: [{ id: 'p', condition: { id: '7' } }] }]))).toBe(true)
  })
})
