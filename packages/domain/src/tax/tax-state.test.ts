import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { TaxEvent, TaxState } from './tax-state.ts'
import { INITIAL_TAX_STATE, TAX_STATES, isTaxTransitionAllowed, reduceTaxState, taxLoadDecision } from './tax-state.ts'

const orderEval = (orderHash: string, extra: Partial<Extract<TaxEvent, { type: 'evaluate' }>> = {}): TaxEvent => ({
  type: 'evaluate',
  orderType: 'order',
  shippingValid: true,
  orderHash,
  forceRefresh: false,
  ...extra,
})

function run(events: ReadonlyArray<TaxEvent>, start: TaxState = INITIAL_TAX_STATE): TaxState {
  return events.reduce(reduceTaxState, start)
}

describe('commerce §4 Tax state', () => {
  it('keeps quote and extra always valid', () => {
    expect(run([orderEval('h1', { orderType: 'quote', shippingValid: false })]).status).toBe('valid')
    expect(run([orderEval('h1', { orderType: 'extra' })]).status).toBe('valid')
  })

  it('requires valid shipping', () => {
    expect(run([orderEval('h1', { shippingValid: false })]).status).toBe('notReady')
  })

  it('loads for a new hash and becomes valid with a total amount', () => {
    const state = run([orderEval('h1'), { type: 'loaded', orderHash: 'h1', response: { totalTaxAmount: 1900 } }])
    expect(state).toEqual({ status: 'valid', loadingHash: null, lastResponseHash: 'h1', lastOutcome: 'valid', vatError: false })
  })

  it('commerce §8: becomes error when the answer has no total amount, or the load fails', () => {
    expect(run([orderEval('h1'), { type: 'loaded', orderHash: 'h1', response: {} }]).status).toBe('error')
    expect(run([orderEval('h1'), { type: 'failed', orderHash: 'h1' }]).status).toBe('error')
  })

  it('commerce §8: records the VAT error flag', () => {
    const state = run([orderEval('h1'), { type: 'loaded', orderHash: 'h1', response: { totalTaxAmount: 0, vatResponse: { valid: false } } }])
    expect(state.vatError).toBe(true)
  })

  it('reloads only for a changed hash or a forced refresh', () => {
    const loaded = run([orderEval('h1'), { type: 'loaded', orderHash: 'h1', response: { totalTaxAmount: 1900 } }])
    expect(run([orderEval('h1')], loaded).status).toBe('valid')
    expect(run([orderEval('h1', { forceRefresh: true })], loaded)).toMatchObject({ status: 'loading', loadingHash: 'h1' })
    expect(run([orderEval('h2')], loaded)).toMatchObject({ status: 'loading', loadingHash: 'h2' })
  })

  it('reuses the last answer when shipping comes back with the same hash', () => {
    const failed = run([orderEval('h1'), { type: 'failed', orderHash: 'h1' }])
    expect(run([orderEval('h1', { shippingValid: false }), orderEval('h1')], failed).status).toBe('error')
  })

  it('ignores answers for another hash', () => {
    const state = run([orderEval('h1'), orderEval('h2'), { type: 'loaded', orderHash: 'h1', response: { totalTaxAmount: 5 } }])
    expect(state).toMatchObject({ status: 'loading', loadingHash: 'h2' })
    expect(run([{ type: 'failed', orderHash: 'h1' }], state).status).toBe('loading')
  })

  it('decides with taxLoadDecision', () => {
    const base = { orderType: 'order' as const, shippingValid: true, orderHash: 'h1', lastResponseHash: 'h1', forceRefresh: false }
    expect(taxLoadDecision(base)).toBe('reuseLast')
    expect(taxLoadDecision({ ...base, lastResponseHash: null })).toBe('load')
    expect(taxLoadDecision({ ...base, orderType: 'quote' })).toBe('alwaysValid')
  })
})

describe('commerce §4 Tax state (property): no event sequence reaches an invalid state', () => {
  const hash = fc.constantFrom('h1', 'h2', 'h3')
  const event: fc.Arbitrary<TaxEvent> = fc.oneof(
    fc.record({
      type: fc.constant('evaluate' as const),
      orderType: fc.constantFrom('order' as const, 'quote' as const, 'extra' as const),
      shippingValid: fc.boolean(),
      orderHash: hash,
      forceRefresh: fc.boolean(),
    }),
    fc.record({
      type: fc.constant('loaded' as const),
      orderHash: hash,
      response: fc.record(
        { totalTaxAmount: fc.option(fc.integer({ min: 0, max: 100_000 })), vatResponse: fc.record({ valid: fc.boolean() }) },
        { requiredKeys: [] },
      ),
    }),
    fc.record({ type: fc.constant('failed' as const), orderHash: hash }),
  )

  it('keeps every invariant of commerce §4 after each event', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = INITIAL_TAX_STATE
        for (const e of events) {
          const next = reduceTaxState(state, e)
          expect(TAX_STATES).toContain(next.status)
          expect(isTaxTransitionAllowed(state.status, next.status)).toBe(true)
          expect(next.status === 'loading').toBe(next.loadingHash !== null)
          expect(next.lastResponseHash === null).toBe(next.lastOutcome === null)
          if (e.type === 'evaluate') {
            if (e.orderType !== 'order') expect(next.status).toBe('valid')
            else if (!e.shippingValid) expect(next.status).toBe('notReady')
            else if (e.forceRefresh) expect(next.status).toBe('loading')
            else if (e.orderHash === state.lastResponseHash) expect(next.status).toBe(state.lastOutcome)
            else expect(next.status).toBe('loading')
          }
          if (e.type === 'loaded' && next !== state) {
            const total = e.response.totalTaxAmount
            expect(next.status).toBe(typeof total === 'number' ? 'valid' : 'error')
          }
          state = next
        }
      }),
      { numRuns: 500 },
    )
  })
})
