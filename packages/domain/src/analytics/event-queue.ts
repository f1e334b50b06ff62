// Platform §4: analytics events queue until init; list impressions are debounced 1 s (platform §9).
import { LIST_IMPRESSION_DEBOUNCE_MS } from '../platform/constants.ts'

export type AnalyticsQueue<E> = { ready: boolean; pending: ReadonlyArray<E> }

/** Most events kept before init; older ones are dropped first (our choice, not shown). */
export const ANALYTICS_QUEUE_MAX = 100

export function createAnalyticsQueue<E>(): AnalyticsQueue<E> {
  return { ready: false, pending: [] }
}

/** Tracks an event: before init it is queued; after init it is sent at once (`send`). */
export function trackAnalyticsEvent<E>(queue: AnalyticsQueue<E>, event: E): { queue: AnalyticsQueue<E>; send: Array<E> } {
  if (queue.ready) return { queue, send: [event] }
  const pending = [...queue.pending, event].slice(-ANALYTICS_QUEUE_MAX)
  return { queue: { ready: false, pending }, send: [] }
}

/** Init: the queued events are sent in order, and later events go straight out. A second init sends nothing. */
export function initAnalyticsQueue<E>(queue: AnalyticsQueue<E>): { queue: AnalyticsQueue<E>; send: Array<E> } {
  return { queue: { ready: true, pending: [] }, send: [...queue.pending] }
}

export type ListImpression = { list: string; productId: number | string; position: number }

export type ImpressionBatch = { items: ReadonlyArray<ListImpression>; lastAddedAt: number | null }

export const EMPTY_IMPRESSION_BATCH: ImpressionBatch = { items: [], lastAddedAt: null }

/** Adds an impression to the pending batch; the same product in the same list is counted once. */
export function addListImpression(batch: ImpressionBatch, impression: ListImpression, now: number): ImpressionBatch {
  const seen = batch.items.some((i) => i.list === impression.list && String(i.productId) === String(impression.productId))
  return { items: seen ? batch.items : [...batch.items, impression], lastAddedAt: now }
}

/** Platform §9: a batch is sent once 1 s passed since its last impression (debounce). */
export function isImpressionBatchDue(batch: ImpressionBatch, now: number): boolean {
  return batch.items.length > 0 && batch.lastAddedAt !== null && now - batch.lastAddedAt >= LIST_IMPRESSION_DEBOUNCE_MS
}

/** Platform §6: logged-in versus guest is passed to analytics. */
export function analyticsLoginState(loggedIn: boolean): 'logged_in' | 'guest' {
  return loggedIn ? 'logged_in' : 'guest'
}
