import type { Result } from '../result.ts'
import { err, ok } from '../result.ts'

/** Commerce §4 Order status. */
export const ORDER_STATUSES = ['new', 'payment_pending', 'payment_complete', 'published', 'payment_error'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * Which status may follow which. The spec names the statuses and their effects; the edges are ours:
 * a paid order can only be published, a published order is final, and a payment error may be
 * retried (new, pending) or resolved by the server (complete, published).
 */
export const ORDER_STATUS_TRANSITIONS = {
  new: ['payment_pending', 'payment_complete', 'published', 'payment_error'],
  payment_pending: ['payment_complete', 'published', 'payment_error'],
  payment_complete: ['published'],
  published: [],
  payment_error: ['new', 'payment_pending', 'payment_complete', 'published'],
} as const satisfies Record<OrderStatus, ReadonlyArray<OrderStatus>>

export type IllegalOrderStatusTransition = { code: 'ILLEGAL_ORDER_STATUS_TRANSITION'; from: OrderStatus; to: OrderStatus }

/** A status may stay as it is (the same answer twice) or follow the table. */
export function transitionOrderStatus(from: OrderStatus, to: OrderStatus): Result<OrderStatus, IllegalOrderStatusTransition> {
  const allowed: ReadonlyArray<OrderStatus> = ORDER_STATUS_TRANSITIONS[from]
  return from === to || allowed.includes(to) ? ok(to) : err({ code: 'ILLEGAL_ORDER_STATUS_TRANSITION', from, to })
}

/** The side effects the shell runs after a step (commerce §4); the reducer only names them. */
export type OrderStatusEffect = 'startThreeDs' | 'stopThreeDs' | 'endLoading' | 'showThreeDsError'

export type OrderStatusState = {
  status: OrderStatus
  /** A card 3-D Secure step is running. */
  threeDsRunning: boolean
  /** Placing is in progress (the place button shows loading). */
  loading: boolean
}

export const INITIAL_ORDER_STATUS_STATE: OrderStatusState = { status: 'new', threeDsRunning: false, loading: false }

export type OrderStatusEvent =
  | { type: 'placeStarted' }
  /** The status of the order as answered by the server (after placing or reloading). */
  | { type: 'statusReceived'; status: OrderStatus }
  | { type: 'threeDsTimeout' }
  | { type: 'threeDsError' }

export type OrderStatusStep = { state: OrderStatusState; effects: ReadonlyArray<OrderStatusEffect> }

const ENDING_STATUSES: ReadonlyArray<OrderStatus> = ['payment_complete', 'published', 'payment_error']

function endPayment(state: OrderStatusState, status: OrderStatus, extra: ReadonlyArray<OrderStatusEffect>): OrderStatusStep {
  const effects: Array<OrderStatusEffect> = state.threeDsRunning ? ['stopThreeDs', 'endLoading'] : ['endLoading']
  return { state: { status, threeDsRunning: false, loading: false }, effects: [...effects, ...extra] }
}

/**
 * Commerce §4: payment_pending starts a 3-D Secure step unless one is already running;
 * payment_complete, published and payment_error stop it and end loading; a 3-D Secure timeout or
 * error sets payment_error (and shows three_ds, commerce §8). Steps the table forbids change nothing.
 */
export function reduceOrderStatus(state: OrderStatusState, event: OrderStatusEvent): OrderStatusStep {
  switch (event.type) {
    case 'placeStarted':
      if (state.status === 'payment_complete' || state.status === 'published') return { state, effects: [] }
      return { state: { ...state, loading: true }, effects: [] }
    case 'statusReceived': {
      if (!transitionOrderStatus(state.status, event.status).ok) return { state, effects: [] }
      if (event.status === 'payment_pending') {
        if (state.threeDsRunning) return { state: { ...state, status: 'payment_pending' }, effects: [] }
        return { state: { ...state, status: 'payment_pending', threeDsRunning: true }, effects: ['startThreeDs'] }
      }
      if (ENDING_STATUSES.includes(event.status)) return endPayment(state, event.status, [])
      return { state: { ...state, status: event.status }, effects: [] }
    }
    case 'threeDsTimeout':
    case 'threeDsError':
      if (!state.threeDsRunning) return { state, effects: [] }
      return endPayment(state, 'payment_error', ['showThreeDsError'])
  }
}
