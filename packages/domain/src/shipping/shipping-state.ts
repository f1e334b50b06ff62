import type { ShippingRate } from './rates.ts'
import { acceptShippingRates } from './rates.ts'
import type { IncomingShippingRate } from './rates.ts'
import { PICKUP_SHIPPING_CODE, isPickupSelection } from './pickup.ts'

/** Commerce §4 Shipping state. */
export const SHIPPING_STATES = ['notReady', 'loadable', 'loading', 'valid', 'error'] as const
export type ShippingStatus = (typeof SHIPPING_STATES)[number]

/** Commerce §9: the shipping rate request waits 500 ms before it is sent. */
export const SHIPPING_RATE_WAIT_MS = 500

/**
 * Which status may follow which (commerce §4). Only a load ends in error; anything may go back to
 * notReady (items or address gone), loadable (order changed, no load asked), loading or valid
 * (a virtual order is valid at once).
 */
export const SHIPPING_TRANSITIONS = {
  notReady: ['loadable', 'loading', 'valid'],
  loadable: ['notReady', 'loading', 'valid'],
  loading: ['notReady', 'loadable', 'valid', 'error'],
  valid: ['notReady', 'loadable', 'loading'],
  error: ['notReady', 'loadable', 'loading', 'valid'],
} as const satisfies Record<ShippingStatus, ReadonlyArray<ShippingStatus>>

export function isShippingTransitionAllowed(from: ShippingStatus, to: ShippingStatus): boolean {
  const allowed: ReadonlyArray<ShippingStatus> = SHIPPING_TRANSITIONS[from]
  return from === to || allowed.includes(to)
}

/** Commerce §7: what the rate service answers (rates, split, transactionId). */
export type ShippingRatesResponse = {
  rates: ReadonlyArray<IncomingShippingRate>
  split?: boolean
  transactionId?: string
}

export type ShippingPackage = { packageNumber: number; rates: ReadonlyArray<ShippingRate> }

export type ShippingState = {
  status: ShippingStatus
  /** The order hash the running load started with; null unless loading. */
  loadingHash: string | null
  /** The rates the shopper chose (one per package). */
  chosenRates: ReadonlyArray<ShippingRate>
  packages: ReadonlyArray<ShippingPackage>
  response: ShippingRatesResponse | null
}

export const INITIAL_SHIPPING_STATE: ShippingState = {
  status: 'notReady',
  loadingHash: null,
  chosenRates: [],
  packages: [],
  response: null,
}

export type ShippingEvent =
  /** The order (items, address, hash) changed; `loadNow` when the caller asks for rates at once. */
  | { type: 'orderChanged'; orderHash: string; hasItems: boolean; addressValid: boolean; isVirtual: boolean; loadNow: boolean }
  | { type: 'loadRequested'; orderHash: string }
  | { type: 'ratesReceived'; orderHash: string; response: ShippingRatesResponse }
  | { type: 'loadFailed'; orderHash: string }
  | { type: 'ratesChosen'; rates: ReadonlyArray<ShippingRate> }

export type ShippingOrderFacts = { hasItems: boolean; addressValid: boolean; isVirtual: boolean; loadNow: boolean }

/**
 * Commerce §4: the status an order change leads to. No items → notReady; a virtual order is valid
 * at once; an invalid address → notReady; rates load at once if requested, otherwise loadable.
 */
export function shippingStatusForOrder(facts: ShippingOrderFacts): ShippingStatus {
  if (!facts.hasItems) return 'notReady'
  if (facts.isVirtual) return 'valid'
  if (!facts.addressValid) return 'notReady'
  return facts.loadNow ? 'loading' : 'loadable'
}

/**
 * Commerce §4: after the 500 ms wait (and again when the answer arrives) a load goes on only if the
 * order hash is still the one it started with; otherwise it is abandoned.
 */
export function shippingLoadDecision(hashAtStart: string, hashNow: string): 'proceed' | 'abandon' {
  return hashAtStart === hashNow ? 'proceed' : 'abandon'
}

/** Groups accepted rates into packages by packageNumber (rates without one go to package 1). */
export function shippingPackagesFromRates(rates: ReadonlyArray<ShippingRate>): Array<ShippingPackage> {
  const byNumber = new Map<number, Array<ShippingRate>>()
  for (const rate of rates) {
    const number = rate.packageNumber ?? 1
    byNumber.set(number, [...(byNumber.get(number) ?? []), rate])
  }
  return [...byNumber.entries()].sort(([a], [b]) => a - b).map(([packageNumber, list]) => ({ packageNumber, rates: list }))
}

/**
 * Commerce §4: what entering a status clears. notReady, loadable and error clear the chosen rates
 * (unless pickup is chosen); any status other than valid clears packages and the stored response.
 */
export function enterShippingStatus(
  state: ShippingState,
  status: ShippingStatus,
  loadingHash: string | null,
  pickupShippingCode: string = PICKUP_SHIPPING_CODE,
): ShippingState {
  const clearsChoice = status === 'notReady' || status === 'loadable' || status === 'error'
  const keepChoice = !clearsChoice || isPickupSelection(state.chosenRates, pickupShippingCode)
  const valid = status === 'valid'
  return {
    status,
    loadingHash: status === 'loading' ? loadingHash : null,
    chosenRates: keepChoice ? state.chosenRates : [],
    packages: valid ? state.packages : [],
    response: valid ? state.response : null,
  }
}

/** The pure reducer of the shipping state (commerce §4). Stale answers and illegal events leave the state as is. */
export function reduceShippingState(
  state: ShippingState,
  event: ShippingEvent,
  pickupShippingCode: string = PICKUP_SHIPPING_CODE,
): ShippingState {
  switch (event.type) {
    case 'orderChanged': {
      const status = shippingStatusForOrder(event)
      // A virtual order needs no rates: it is valid with no packages.
      const base = status === 'valid' ? { ...state, packages: [], response: null } : state
      return enterShippingStatus(base, status, event.orderHash, pickupShippingCode)
    }
    case 'loadRequested':
      if (state.status === 'notReady') return state
      return enterShippingStatus(state, 'loading', event.orderHash, pickupShippingCode)
    case 'ratesReceived': {
      if (state.status !== 'loading' || state.loadingHash === null) return state
      if (shippingLoadDecision(state.loadingHash, event.orderHash) === 'abandon') return state
      const rates = acceptShippingRates(event.response.rates)
      const offered = new Set(rates.map((rate) => rate.shippingCode))
      return {
        status: 'valid',
        loadingHash: null,
        chosenRates: state.chosenRates.filter((rate) => offered.has(rate.shippingCode)),
        packages: shippingPackagesFromRates(rates),
        response: event.response,
      }
    }
    case 'loadFailed':
      if (state.status !== 'loading' || state.loadingHash !== event.orderHash) return state
      return enterShippingStatus(state, 'error', null, pickupShippingCode)
    case 'ratesChosen':
      return state.status === 'valid' ? { ...state, chosenRates: event.rates } : state
  }
}
