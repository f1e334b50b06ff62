import type { TaxServiceResponse } from './tax-response.ts'
import { hasVatNumberError, taxResponseProblem } from './tax-response.ts'

/** Commerce §4 Tax state. */
export const TAX_STATES = ['notReady', 'loading', 'valid', 'error'] as const
export type TaxStatus = (typeof TAX_STATES)[number]

/** Order types (commerce §4): only 'order' needs tax; quote and extra are always valid. */
export const TAX_ORDER_TYPES = ['order', 'quote', 'extra'] as const
export type TaxOrderType = (typeof TAX_ORDER_TYPES)[number]

/**
 * Which status may follow which. valid and error follow a load, or come back at once when the
 * order returns to the hash of the last answer (that answer still applies).
 */
export const TAX_TRANSITIONS = {
  notReady: ['loading', 'valid', 'error'],
  loading: ['notReady', 'valid', 'error'],
  valid: ['notReady', 'loading', 'error'],
  error: ['notReady', 'loading', 'valid'],
} as const satisfies Record<TaxStatus, ReadonlyArray<TaxStatus>>

export function isTaxTransitionAllowed(from: TaxStatus, to: TaxStatus): boolean {
  const allowed: ReadonlyArray<TaxStatus> = TAX_TRANSITIONS[from]
  return from === to || allowed.includes(to)
}

export type TaxState = {
  status: TaxStatus
  /** Hash of the order the running load is for; null unless loading. */
  loadingHash: string | null
  /** Hash of the order the last answer (or failure) was for. */
  lastResponseHash: string | null
  lastOutcome: 'valid' | 'error' | null
  /** Commerce §8: vatResponse.valid was false. */
  vatError: boolean
}

export const INITIAL_TAX_STATE: TaxState = {
  status: 'notReady',
  loadingHash: null,
  lastResponseHash: null,
  lastOutcome: null,
  vatError: false,
}

export type TaxEvent =
  | { type: 'evaluate'; orderType: TaxOrderType; shippingValid: boolean; orderHash: string; forceRefresh: boolean }
  | { type: 'loaded'; orderHash: string; response: TaxServiceResponse }
  | { type: 'failed'; orderHash: string }

export type TaxLoadDecision = 'alwaysValid' | 'notReady' | 'load' | 'reuseLast'

/**
 * Commerce §4: non-order types are always valid; tax needs valid shipping; it reloads only when the
 * order hash differs from the last answer's hash or a refresh is forced.
 */
export function taxLoadDecision(input: {
  orderType: TaxOrderType
  shippingValid: boolean
  orderHash: string
  lastResponseHash: string | null
  forceRefresh: boolean
}): TaxLoadDecision {
  if (input.orderType !== 'order') return 'alwaysValid'
  if (!input.shippingValid) return 'notReady'
  if (input.forceRefresh || input.orderHash !== input.lastResponseHash) return 'load'
  return 'reuseLast'
}

/** The pure reducer of the tax state (commerce §4, §8). Answers for another hash are ignored. */
export function reduceTaxState(state: TaxState, event: TaxEvent): TaxState {
  switch (event.type) {
    case 'evaluate': {
      const decision = taxLoadDecision({ ...event, lastResponseHash: state.lastResponseHash })
      if (decision === 'alwaysValid') return { ...state, status: 'valid', loadingHash: null }
      if (decision === 'notReady') return { ...state, status: 'notReady', loadingHash: null }
      if (decision === 'load' || state.lastOutcome === null) {
        return { ...state, status: 'loading', loadingHash: event.orderHash }
      }
      return { ...state, status: state.lastOutcome, loadingHash: null }
    }
    case 'loaded': {
      if (state.status !== 'loading' || state.loadingHash !== event.orderHash) return state
      const outcome = taxResponseProblem(event.response) === null ? 'valid' : 'error'
      return {
        status: outcome,
        loadingHash: null,
        lastResponseHash: event.orderHash,
        lastOutcome: outcome,
        vatError: hasVatNumberError(event.response),
      }
    }
    case 'failed':
      if (state.status !== 'loading' || state.loadingHash !== event.orderHash) return state
      return { ...state, status: 'error', loadingHash: null, lastResponseHash: event.orderHash, lastOutcome: 'error' }
  }
}
