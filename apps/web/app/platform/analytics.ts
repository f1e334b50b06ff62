// The storefront's analytics event queue (platform §4: events queue until init). Features track
// events here; the analytics and marketing consumers (platform §6), once consent allows and they are
// loaded, call initAnalytics with their sender and receive the queued events in order, then each new
// one as it happens. Until a consumer exists nothing leaves the browser.
import {
  addListImpression,
  analyticsLoginState,
  CHECKOUT_ANALYTICS_STEPS,
  createAnalyticsQueue,
  EMPTY_IMPRESSION_BATCH,
  initAnalyticsQueue,
  isImpressionBatchDue,
  LIST_IMPRESSION_DEBOUNCE_MS,
  loginFollowUps,
  trackAnalyticsEvent,
  type AnalyticsQueue,
  type CarouselPosition,
  type ImpressionBatch,
  type ListImpression,
} from '@ironhouse/domain'

export type AnalyticsEvent =
  | { event: 'checkout'; step: (typeof CHECKOUT_ANALYTICS_STEPS)[keyof typeof CHECKOUT_ANALYTICS_STEPS]; option?: string | undefined; listId: string; loggedIn: boolean }
  | { event: string; [field: string]: unknown }

type Consumer = (event: AnalyticsEvent) => void

let queue: AnalyticsQueue<AnalyticsEvent> = createAnalyticsQueue()
const consumers: Array<Consumer> = []

function deliver(events: ReadonlyArray<AnalyticsEvent>) {
  for (const event of events) for (const consumer of consumers) consumer(event)
}

export function track(event: AnalyticsEvent): void {
  const next = trackAnalyticsEvent(queue, event)
  queue = next.queue
  deliver(next.send)
}

/** A consumer is ready: it gets the events queued so far, then every new one. */
export function initAnalytics(consumer: Consumer): () => void {
  consumers.push(consumer)
  const next = initAnalyticsQueue(queue)
  queue = next.queue
  // a second consumer does not get the first one's backlog again (the domain's second init sends nothing)
  for (const event of next.send) consumer(event)
  return () => {
    const at = consumers.indexOf(consumer)
    if (at >= 0) consumers.splice(at, 1)
  }
}

/**
 * Where a consumer script the operator adds (a tag the consent allows, platform §6) finds the queue:
 * `window.ironhouseAnalytics.init(send)` once this module has loaded (checkout, the sign-in forms,
 * after a logout). Only `init` is offered: a consumer reads events, it never writes them.
 */
declare global {
  interface Window {
    ironhouseAnalytics?: { init: typeof initAnalytics }
  }
}
if (typeof window !== 'undefined') window.ironhouseAnalytics = { init: initAnalytics }

/** Platform §4: checkout steps START 1, SHIPPING 2, PAYMENT 3, REVIEW 4. */
export function trackCheckoutStep(step: keyof typeof CHECKOUT_ANALYTICS_STEPS, details: { listId: string; loggedIn: boolean; option?: string | undefined }): void {
  track({ event: 'checkout', step: CHECKOUT_ANALYTICS_STEPS[step], ...details })
}

/** Shell §4: a login is tracked once the customer is signed in; a registration's sign-in is not (loginFollowUps). */
export function trackSignIn(viaRegistration: boolean): void {
  if (loginFollowUps(viaRegistration).trackLoginEvent) track({ event: 'login', loggedIn: analyticsLoginState(true) })
}

/** Shell §4: logout is tracked (after the server has ended the session). */
export function trackLogout(): void {
  track({ event: 'logout', loggedIn: analyticsLoginState(false) })
}

let impressions: ImpressionBatch = EMPTY_IMPRESSION_BATCH
let impressionTimer: ReturnType<typeof setTimeout> | undefined

/** The pending impressions as listView events, one per list in the order first seen; the batch is emptied. */
function flushImpressions(): void {
  const byList = new Map<string, Array<{ productId: number | string; position: number }>>()
  for (const { list, productId, position } of impressions.items) byList.set(list, [...(byList.get(list) ?? []), { productId, position }])
  impressions = EMPTY_IMPRESSION_BATCH
  for (const [list, items] of byList) track({ event: 'listView', list, items })
}

/**
 * Platform §6, §9: a product seen in a list is a listView impression; impressions are batched and sent
 * once 1 s passed since the last one (a product seen again in the same list counts once per batch).
 */
export function trackListImpression(impression: ListImpression, now: () => number = Date.now): void {
  impressions = addListImpression(impressions, impression, now())
  clearTimeout(impressionTimer)
  impressionTimer = setTimeout(() => {
    impressionTimer = undefined
    if (isImpressionBatchDue(impressions, now())) flushImpressions()
  }, LIST_IMPRESSION_DEBOUNCE_MS)
}

/** Platform §6: a shopper following a product of a list (productClick). */
export function trackProductClick(click: ListImpression): void {
  track({ event: 'productClick', ...click })
}

/** Platform §4: a carousel the shopper scrolled to another position (start, middle or end). */
export function trackCarouselPosition(list: string, position: CarouselPosition): void {
  track({ event: 'carouselPosition', list, position })
}

/** Tests only: a fresh queue. */
export function resetAnalyticsForTests(): void {
  queue = createAnalyticsQueue()
  consumers.length = 0
  impressions = EMPTY_IMPRESSION_BATCH
  clearTimeout(impressionTimer)
  impressionTimer = undefined
}
