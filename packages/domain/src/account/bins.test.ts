import { describe, expect, it } from 'vitest'
import { BIN_ALREADY_SUBSCRIBED_ERROR, binSignupErrorOutcome, planBinSignup } from './bins.ts'

describe('shell §5: bin signup needs an email', () => {
  it('is invalid without an email or with only spaces', () => {
    expect(planBinSignup({ productId: 10, email: '', bins: [] })).toEqual({ kind: 'invalid', code: 'EMAIL_REQUIRED' })
    expect(planBinSignup({ productId: 10, email: '  ', bins: [] }).kind).toBe('invalid')
    expect(planBinSignup({ productId: 10, email: null, bins: [] }).kind).toBe('invalid')
  })
})

describe('shell §4: bin signup is skipped when the product is already in the bins', () => {
  it('skips a product already there, comparing ids as strings', () => {
    expect(planBinSignup({ productId: 10, email: 'a@b.co', bins: [{ product_id: '10' }] })).toEqual({ kind: 'skip' })
  })

  it('sends product_id, email and parent_id otherwise (shell §7 payload)', () => {
    expect(planBinSignup({ productId: 11, email: ' a@b.co ', parentId: 5, bins: [{ product_id: 10 }] })).toEqual({
      kind: 'send',
      payload: { product_id: 11, email: 'a@b.co', parent_id: 5 },
    })
    expect(planBinSignup({ productId: 11, email: 'a@b.co', parentId: null, bins: [] })).toEqual({
      kind: 'send',
      payload: { product_id: 11, email: 'a@b.co' },
    })
  })
})

describe('shell §5: validation_error_already_subscribed is ignored on bin signup', () => {
  it('ignores that error and raises any other', () => {
    expect(BIN_ALREADY_SUBSCRIBED_ERROR).toBe('validation_error_already_subscribed')
    expect(binSignupErrorOutcome('validation_error_already_subscribed')).toBe('ignore')
    expect(binSignupErrorOutcome('unknown_error')).toBe('raise')
    expect(binSignupErrorOutcome(undefined)).toBe('raise')
  })
})
