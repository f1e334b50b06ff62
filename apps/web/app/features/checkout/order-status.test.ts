import { describe, expect, it } from 'vitest'
import { orderStatusAfterPlacing } from './order-status.ts'

describe('commerce §4 order status after placing', () => {
  it('payment_pending starts the 3-D Secure step and keeps loading: the shopper is sent to the challenge', () => {
    const step = orderStatusAfterPlacing('payment_pending')
    expect(step.effects).toEqual(['startThreeDs'])
    expect(step.state).toEqual({ status: 'payment_pending', threeDsRunning: true, loading: true })
  })

  it('payment_complete and published end loading without a 3-D Secure step: the confirmation follows', () => {
    for (const status of ['payment_complete', 'published'] as const) {
      expect(orderStatusAfterPlacing(status)).toEqual({ state: { status, threeDsRunning: false, loading: false }, effects: ['endLoading'] })
    }
  })
})
