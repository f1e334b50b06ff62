// Analytics and marketing consumer rules (platform §2–§6, §9): affiliate and review exclusions, the
// event queue, list impressions, cart item meta and widget signals. Reused from other modules:
// shouldTrackPageView (platform), CHECKOUT_ANALYTICS_STEPS (orders), visibleFormFieldError (forms),
// LIST_IMPRESSION_DEBOUNCE_MS (platform).
export * from './consumers.ts'
export * from './event-queue.ts'
export * from './cart-item-meta.ts'
export * from './widgets.ts'
