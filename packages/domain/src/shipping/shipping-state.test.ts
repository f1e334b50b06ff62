import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PICKUP_SHIPPING_CODE } from './pickup.ts'
import type { ShippingEvent, ShippingState } from './shipping-state.ts'
import {
  INITIAL_SHIPPING_STATE,
  SHIPPING_RATE_WAIT_MS,
  SHIPPING_STATES,
  isShippingTransitionAllowed,
  reduceShippingState,
  shippingLoadDecision,
  shippingPackagesFromRates,
  shippingStatusForOrder,
} from './shipping-state.ts'

const ready = { hasItems: true, addressValid: true, isVirtual: false }
const ground = { shippingCode: 'ups_ground', rate: 1299, carrier: 'ups', packageNumber: 1 }
const pickup = { shippingCode: PICKUP_SHIPPING_CODE, rate: 0, carrier: 'store', packageNumber: 1 }

function run(events: ReadonlyArray<ShippingEvent>, start: ShippingState = INITIAL_SHIPPING_STATE): ShippingState {
  return events.reduce((state, event) => reduceShippingState(state, event), start)
}

describe('commerce §4 Shipping state: order facts', () => {
  it('is notReady without items or with an invalid address', () => {
    expect(shippingStatusForOrder({ ...ready, hasItems: false, loadNow: true })).toBe('notReady')
    expect(shippingStatusForOrder({ ...ready, addressValid: false, loadNow: true })).toBe('notReady')
  })

  it('is valid at once for a virtual order, even without an address', () => {
    expect(shippingStatusForOrder({ hasItems: true, addressValid: false, isVirtual: true, loadNow: false })).toBe('valid')
  })

  it('loads at once when requested, otherwise is loadable', () => {
    expect(shippingStatusForOrder({ ...ready, loadNow: true })).toBe('loading')
    expect(shippingStatusForOrder({ ...ready, loadNow: false })).toBe('loadable')
  })
})

describe('commerce §4/§9: loading waits 500 ms and is abandoned if the order hash changed', () => {
  it('waits 500 ms', () => {
    expect(SHIPPING_RATE_WAIT_MS).toBe(500)
  })

  it('proceeds with the same hash and abandons with another', () => {
    expect(shippingLoadDecision('h1', 'h1')).toBe('proceed')
    expect(shippingLoadDecision('h1', 'h2')).toBe('abandon')
  })

  it('ignores an answer for an older hash', () => {
    const state = run([
      { type: 'orderChanged', orderHash: 'h1', ...ready, loadNow: true },
      { type: 'loadRequested', orderHash: 'h2' },
      { type: 'ratesReceived', orderHash: 'h1', response: { rates: [ground] } },
    ])
    expect(state.status).toBe('loading')
    expect(state.loadingHash).toBe('h2')
    expect(run([{ type: 'loadFailed', orderHash: 'h1' }], state).status).toBe('loading')
  })

  it('becomes valid with packages and the response for the current hash', () => {
    const response = { rates: [ground, { ...ground, shippingCode: 'bad', carrier: '' }, { ...ground, shippingCode: 'fedex', packageNumber: 2 }] }
    const state = run([
      { type: 'orderChanged', orderHash: 'h1', ...ready, loadNow: true },
      { type: 'ratesReceived', orderHash: 'h1', response },
    ])
    expect(state.status).toBe('valid')
    expect(state.packages.map((p) => p.packageNumber)).toEqual([1, 2])
    expect(state.response).toBe(response)
  })

  it('becomes error when the load fails', () => {
    const state = run([
      { type: 'orderChanged', orderHash: 'h1', ...ready, loadNow: true },
      { type: 'loadFailed', orderHash: 'h1' },
    ])
    expect(state.status).toBe('error')
  })
})

describe('commerce §4: what each state clears', () => {
  const chosen = run([
    { type: 'orderChanged', orderHash: 'h1', ...ready, loadNow: true },
    { type: 'ratesReceived', orderHash: 'h1', response: { rates: [ground, pickup] } },
    { type: 'ratesChosen', rates: [ground] },
  ])

  it('keeps the chosen rate while valid and while reloading', () => {
    expect(chosen.chosenRates).toEqual([ground])
    const reloading = run([{ type: 'loadRequested', orderHash: 'h2' }], chosen)
    expect(reloading.chosenRates).toEqual([ground])
    expect(reloading.packages).toEqual([])
    expect(reloading.response).toBeNull()
  })

  it('clears chosen rates, packages and response on notReady, loadable and error', () => {
    const notReady = run([{ type: 'orderChanged', orderHash: 'h2', ...ready, addressValid: false, loadNow: false }], chosen)
    expect(notReady).toEqual({ status: 'notReady', loadingHash: null, chosenRates: [], packages: [], response: null })
    const loadable = run([{ type: 'orderChanged', orderHash: 'h2', ...ready, loadNow: false }], chosen)
    expect(loadable.chosenRates).toEqual([])
    const error = run([{ type: 'loadRequested', orderHash: 'h2' }, { type: 'loadFailed', orderHash: 'h2' }], chosen)
    expect(error.chosenRates).toEqual([])
  })

  it('keeps a chosen pickup rate', () => {
    const picked = run([{ type: 'ratesChosen', rates: [pickup] }], chosen)
    const notReady = run([{ type: 'orderChanged', orderHash: 'h2', ...ready, addressValid: false, loadNow: false }], picked)
    expect(notReady.chosenRates).toEqual([pickup])
    expect(notReady.packages).toEqual([])
  })

  it('drops a chosen rate that the new answer no longer offers', () => {
    const state = run(
      [
        { type: 'loadRequested', orderHash: 'h2' },
        { type: 'ratesReceived', orderHash: 'h2', response: { rates: [pickup] } },
      ],
      chosen,
    )
    expect(state.chosenRates).toEqual([])
  })

  it('ignores a choice outside valid and a load request while notReady', () => {
    expect(run([{ type: 'ratesChosen', rates: [ground] }]).chosenRates).toEqual([])
    expect(run([{ type: 'loadRequested', orderHash: 'h1' }]).status).toBe('notReady')
  })
})

describe('commerce §4: packages', () => {
  it('groups rates by packageNumber, default 1', () => {
    const { packageNumber: _omit, ...noNumber } = ground
    expect(shippingPackagesFromRates([{ ...ground, packageNumber: 2 }, noNumber])).toEqual([
      { packageNumber: 1, rates: [noNumber] },
      { packageNumber: 2, rates: [{ ...ground, packageNumber: 2 }] },
    ])
  })
})

describe('commerce §4 Shipping state (property): no event sequence reaches an invalid state', () => {
  const hash = fc.constantFrom('h1', 'h2', 'h3')
  const rate = fc.constantFrom(ground, pickup, { ...ground, shippingCode: 'fedex', packageNumber: 2 })
  const event: fc.Arbitrary<ShippingEvent> = fc.oneof(
    fc.record({
      type: fc.constant('orderChanged' as const),
      orderHash: hash,
      hasItems: fc.boolean(),
      addressValid: fc.boolean(),
      isVirtual: fc.boolean(),
      loadNow: fc.boolean(),
    }),
    fc.record({ type: fc.constant('loadRequested' as const), orderHash: hash }),
    fc.record({
      type: fc.constant('ratesReceived' as const),
      orderHash: hash,
      response: fc.record({ rates: fc.array(rate, { maxLength: 3 }) }),
    }),
    fc.record({ type: fc.constant('loadFailed' as const), orderHash: hash }),
    fc.record({ type: fc.constant('ratesChosen' as const), rates: fc.array(rate, { maxLength: 2 }) }),
  )

  it('keeps every invariant of commerce §4 after each event', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = INITIAL_SHIPPING_STATE
        for (const e of events) {
          const next = reduceShippingState(state, e)
          expect(SHIPPING_STATES).toContain(next.status)
          expect(isShippingTransitionAllowed(state.status, next.status)).toBe(true)
          expect(next.status === 'loading').toBe(next.loadingHash !== null)
          if (next.status !== 'valid') {
            expect(next.packages).toEqual([])
            expect(next.response).toBeNull()
          }
          if (next.status === 'notReady' || next.status === 'loadable' || next.status === 'error') {
            const onlyPickup = next.chosenRates.length === 1 && next.chosenRates[0]?.shippingCode === PICKUP_SHIPPING_CODE
            expect(next.chosenRates.length === 0 || onlyPickup).toBe(true)
          }
          if (e.type === 'orderChanged' && !e.hasItems) expect(next.status).toBe('notReady')
          if (e.type === 'orderChanged' && e.hasItems && e.isVirtual) expect(next.status).toBe('valid')
          state = next
        }
      }),
      { numRuns: 500 },
    )
  })
})
