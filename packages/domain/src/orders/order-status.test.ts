import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { OrderStatusEvent, OrderStatusState } from './order-status.ts'
import {
  INITIAL_ORDER_STATUS_STATE,
  ORDER_STATUSES,
  reduceOrderStatus,
  statusesThatMayBecome,
  transitionOrderStatus,
} from './order-status.ts'

const pending: OrderStatusState = { status: 'payment_pending', threeDsRunning: true, loading: true }

describe('commerce §4 Order status', () => {
  it('has the five statuses of the spec, then shipped and canceled', () => {
    expect(ORDER_STATUSES).toEqual(['new', 'payment_pending', 'payment_complete', 'published', 'payment_error', 'shipped', 'canceled'])
  })

  it('the lifecycle the server runs: paid, pending or failed; paid is published, published ships, shipped ships again', () => {
    expect(statusesThatMayBecome('payment_pending')).toEqual(['new'])
    expect(statusesThatMayBecome('payment_complete')).toEqual(['new', 'payment_pending'])
    expect(statusesThatMayBecome('payment_error')).toEqual(['new', 'payment_pending'])
    expect(statusesThatMayBecome('published')).toEqual(['payment_complete'])
    expect(statusesThatMayBecome('shipped')).toEqual(['published', 'shipped'])
    expect(statusesThatMayBecome('new')).toEqual([])
    expect(statusesThatMayBecome('canceled')).toEqual([])
  })

  it('payment_error and canceled are final: a late payment does not revive the order', () => {
    for (const from of ['payment_error', 'canceled'] as const) {
      for (const to of ORDER_STATUSES) if (to !== from) expect(transitionOrderStatus(from, to).ok, `${from} → ${to}`).toBe(false)
    }
  })

  it('refuses to leave published', () => {
    expect(transitionOrderStatus('published', 'new')).toEqual({
      ok: false,
      error: { code: 'ILLEGAL_ORDER_STATUS_TRANSITION', from: 'published', to: 'new' },
    })
    expect(transitionOrderStatus('new', 'payment_pending')).toEqual({ ok: true, value: 'payment_pending' })
  })

  it('a status read later may be several steps on (published after payment_pending), never back', () => {
    expect(transitionOrderStatus('payment_pending', 'published').ok).toBe(true)
    expect(transitionOrderStatus('new', 'shipped').ok).toBe(true)
    expect(transitionOrderStatus('shipped', 'published').ok).toBe(false)
    expect(transitionOrderStatus('payment_complete', 'payment_error').ok).toBe(false)
  })

  it('payment_pending starts a 3-D Secure step unless one is already running', () => {
    const placing = reduceOrderStatus(INITIAL_ORDER_STATUS_STATE, { type: 'placeStarted' }).state
    const step = reduceOrderStatus(placing, { type: 'statusReceived', status: 'payment_pending' })
    expect(step.effects).toEqual(['startThreeDs'])
    expect(step.state).toEqual(pending)
    expect(reduceOrderStatus(pending, { type: 'statusReceived', status: 'payment_pending' }).effects).toEqual([])
  })

  it('payment_complete, published and payment_error stop the step and end loading', () => {
    for (const status of ['payment_complete', 'published', 'payment_error'] as const) {
      const step = reduceOrderStatus(pending, { type: 'statusReceived', status })
      expect(step.effects).toEqual(['stopThreeDs', 'endLoading'])
      expect(step.state).toEqual({ status, threeDsRunning: false, loading: false })
    }
    expect(reduceOrderStatus(pending, { type: 'statusReceived', status: 'shipped' }).effects).toEqual(['stopThreeDs', 'endLoading'])
    const noThreeDs = reduceOrderStatus({ status: 'new', threeDsRunning: false, loading: true }, { type: 'statusReceived', status: 'published' })
    expect(noThreeDs.effects).toEqual(['endLoading'])
  })

  it('a 3-D Secure timeout or error sets payment_error and shows three_ds', () => {
    for (const type of ['threeDsTimeout', 'threeDsError'] as const) {
      const step = reduceOrderStatus(pending, { type })
      expect(step.state.status).toBe('payment_error')
      expect(step.effects).toEqual(['stopThreeDs', 'endLoading', 'showThreeDsError'])
    }
    expect(reduceOrderStatus(INITIAL_ORDER_STATUS_STATE, { type: 'threeDsTimeout' }).effects).toEqual([])
  })

  it('ignores a forbidden step and a place on a paid order', () => {
    const published: OrderStatusState = { status: 'published', threeDsRunning: false, loading: false }
    expect(reduceOrderStatus(published, { type: 'statusReceived', status: 'new' }).state).toBe(published)
    expect(reduceOrderStatus(published, { type: 'placeStarted' }).state).toBe(published)
    const shipped: OrderStatusState = { status: 'shipped', threeDsRunning: false, loading: false }
    expect(reduceOrderStatus(shipped, { type: 'placeStarted' }).state).toBe(shipped)
    expect(reduceOrderStatus(published, { type: 'statusReceived', status: 'shipped' }).state.status).toBe('shipped')
    const failed: OrderStatusState = { status: 'payment_error', threeDsRunning: false, loading: false }
    for (const status of ['new', 'payment_complete'] as const) expect(reduceOrderStatus(failed, { type: 'statusReceived', status }).state).toBe(failed)
  })
})

describe('commerce §4 Order status (property): no event sequence reaches an invalid state', () => {
  const event: fc.Arbitrary<OrderStatusEvent> = fc.oneof(
    fc.constant({ type: 'placeStarted' as const }),
    fc.record({ type: fc.constant('statusReceived' as const), status: fc.constantFrom(...ORDER_STATUSES) }),
    fc.constant({ type: 'threeDsTimeout' as const }),
    fc.constant({ type: 'threeDsError' as const }),
  )

  it('keeps the invariants after each event', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = INITIAL_ORDER_STATUS_STATE
        let running = 0
        for (const e of events) {
          const { state: next, effects } = reduceOrderStatus(state, e)
          expect(transitionOrderStatus(state.status, next.status).ok).toBe(true)
          // a running 3-D Secure step belongs to payment_pending, and never runs twice
          if (next.threeDsRunning) expect(next.status).toBe('payment_pending')
          running += effects.filter((x) => x === 'startThreeDs').length - effects.filter((x) => x === 'stopThreeDs').length
          expect(running).toBe(next.threeDsRunning ? 1 : 0)
          if (next.status === 'payment_complete' || next.status === 'published') expect(next.loading).toBe(false)
          if (next.status !== state.status && next.status === 'payment_error') expect(effects).toContain('endLoading')
          state = next
        }
      }),
      { numRuns: 500 },
    )
  })
})
