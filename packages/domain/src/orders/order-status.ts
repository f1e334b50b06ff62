import type { Result } from '../result.ts'
import { err, ok } from '../result.ts'

/**
 * Commerce §4 Order status: "new, payment_pending, payment_complete, published, payment_error". Ours
 * after them: shipped (the warehouse reported a parcel) and canceled (the orders table and the wire
 * carry it; no step of the server leads to it).
 */
export const ORDER_STATUSES = ['new', 'payment_pending', 'payment_complete', 'published', 'payment_error', 'shipped', 'canceled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * Which status may follow which: the lifecycle the checkout service runs, and the only place it is
 * written (the server moves an order only from the statuses `statusesThatMayBecome` names). The spec
 * names the statuses and their effects; the edges are ours. An order is paid (payment_complete) or
 * waits on the shopper's payment step (payment_pending) or fails (payment_error); a paid order is
 * published, a published one ships, and a shipped one may ship another parcel. payment_error is
 * final: the order's stock and cart are given back, a late authorisation is released, and a new
 * attempt is a new order. canceled is final too.
 */
export const ORDER_STATUS_TRANSITIONS = {
  new: ['payment_pending', 'payment_complete', 'payment_error'],
  payment_pending: ['payment_complete', 'payment_error'],
  payment_complete: ['published'],
  published: ['shipped'],
  payment_error: [],
  shipped: ['shipped'],
  canceled: [],
} as const satisfies Record<OrderStatus, ReadonlyArray<OrderStatus>>

/** The statuses the table lets move to `to` (staying as it is only where the table says so: shipped). */
export function statusesThatMayBecome(to: OrderStatus): Array<OrderStatus> {
  return ORDER_STATUSES.filter((from) => (ORDER_STATUS_TRANSITIONS[from] as ReadonlyArray<OrderStatus>).includes(to))
}

export type IllegalOrderStatusTransition = { code: 'ILLEGAL_ORDER_STATUS_TRANSITION'; from: OrderStatus; to: OrderStatus }

/** The statuses the table reaches from `from` in one step or more. */
function reachableFrom(from: OrderStatus): Set<OrderStatus> {
  const seen = new Set<OrderStatus>()
  const queue: Array<OrderStatus> = [from]
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const to of ORDER_STATUS_TRANSITIONS[next] as ReadonlyArray<OrderStatus>) {
      if (!seen.has(to)) {
        seen.add(to)
        queue.push(to)
      }
    }
  }
  return seen
}

/**
 * A status read from the server may stay as it is (the same answer read twice) or be one the table
 * reaches, in one step or more: a reload may see several steps at once (published after
 * payment_pending, when the publish job ran in between).
 */
export function transitionOrderStatus(from: OrderStatus, to: OrderStatus): Result<OrderStatus, IllegalOrderStatusTransition> {
  return from === to || reachableFrom(from).has(to) ? ok(to) : err({ code: 'ILLEGAL_ORDER_STATUS_TRANSITION', from, to })
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

/** Statuses that end the payment step: the spec's three, and shipped (a published order's next). */
const ENDING_STATUSES: ReadonlyArray<OrderStatus> = ['payment_complete', 'published', 'payment_error', 'shipped']
/** Paid orders: placing again changes nothing. */
const PAID_STATUSES: ReadonlyArray<OrderStatus> = ['payment_complete', 'published', 'shipped']

function endPayment(state: OrderStatusState, status: OrderStatus, extra: ReadonlyArray<OrderStatusEffect>): OrderStatusStep {
  const effects: Array<OrderStatusEffect> = state.threeDsRunning ? ['stopThreeDs', 'endLoading'] : ['endLoading']
  return { state: { status, threeDsRunning: false, loading: false }, effects: [...effects, ...extra] }
}

/**
 * Commerce §4: "payment_pending starts a card 3-D Secure step unless one is already running.
 * payment_complete, published and payment_error stop that step and end loading. A 3-D Secure
 * finalization timeout or error sets payment_error." (It also shows three_ds, commerce §8.) Placing
 * a paid order changes nothing. Steps the table forbids change nothing:
 * after payment_error the order is done, and the shell starts a new one from INITIAL_ORDER_STATUS_STATE.
 */
export function reduceOrderStatus(state: OrderStatusState, event: OrderStatusEvent): OrderStatusStep {
  switch (event.type) {
    case 'placeStarted':
      if (PAID_STATUSES.includes(state.status)) return { state, effects: [] }
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
