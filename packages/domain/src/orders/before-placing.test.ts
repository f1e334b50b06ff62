import { describe, expect, it } from 'vitest'
import { checkBeforePlacing, requiredAgreements } from './before-placing.ts'

const base = { placing: false, items: [], subscriptionAgreed: false, trialAgreed: false }

describe('commerce §4/§8: checks before placing', () => {
  it("refuses with 'placing' while an order is already loading", () => {
    expect(checkBeforePlacing({ ...base, placing: true })).toEqual({ ok: false, error: { code: 'PLACING', message: 'placing' } })
  })

  it("needs the subscription agreement for subscription products ('Subscription Agree Missing')", () => {
    const items = [{ subscriptionInterval: 'Month' }]
    expect(checkBeforePlacing({ ...base, items })).toEqual({
      ok: false,
      error: { code: 'SUBSCRIPTION_AGREE_MISSING', message: 'Subscription Agree Missing', missing: 'subscription' },
    })
    expect(checkBeforePlacing({ ...base, items, subscriptionAgreed: true })).toEqual({ ok: true, value: true })
  })

  it('needs the trial agreement too when a trial is present', () => {
    for (const isTrial of [true, 1, '1', 'Yes']) {
      const items = [{ subscriptionInterval: 'Month', isTrial }]
      const result = checkBeforePlacing({ ...base, items, subscriptionAgreed: true })
      expect(result).toEqual({
        ok: false,
        error: { code: 'SUBSCRIPTION_AGREE_MISSING', message: 'Subscription Agree Missing', missing: 'trial' },
      })
      expect(checkBeforePlacing({ ...base, items, subscriptionAgreed: true, trialAgreed: true }).ok).toBe(true)
    }
  })

  it('needs no agreement for ordinary products', () => {
    const items = [{ subscriptionInterval: '', isTrial: '0' }, { isTrial: false }, { isTrial: 0 }, { isTrial: null }]
    expect(checkBeforePlacing({ ...base, items }).ok).toBe(true)
  })

  it('names the agreements an order needs: none, the subscription one, or both for a trial', () => {
    expect(requiredAgreements([{ isTrial: false }, {}])).toEqual({ subscription: false, trial: false })
    expect(requiredAgreements([{}, { subscriptionInterval: 'Month' }])).toEqual({ subscription: true, trial: false })
    expect(requiredAgreements([{ isTrial: 'yes' }])).toEqual({ subscription: true, trial: true })
  })
})
