import { describe, expect, it } from 'vitest'
import {
  ANALYTICS_QUEUE_MAX,
  EMPTY_IMPRESSION_BATCH,
  addListImpression,
  analyticsLoginState,
  createAnalyticsQueue,
  initAnalyticsQueue,
  isImpressionBatchDue,
  trackAnalyticsEvent,
} from './event-queue.ts'

describe('platform §4: analytics events queue until init', () => {
  it('queues before init and sends them in order at init', () => {
    let queue = createAnalyticsQueue<string>()
    for (const e of ['pageView', 'productClick']) {
      const r = trackAnalyticsEvent(queue, e)
      expect(r.send).toEqual([])
      queue = r.queue
    }
    const init = initAnalyticsQueue(queue)
    expect(init.send).toEqual(['pageView', 'productClick'])
    expect(trackAnalyticsEvent(init.queue, 'changeTab').send).toEqual(['changeTab'])
    expect(initAnalyticsQueue(init.queue).send).toEqual([])
  })

  it('keeps at most ANALYTICS_QUEUE_MAX events, dropping the oldest', () => {
    let queue = createAnalyticsQueue<number>()
    for (let i = 0; i < ANALYTICS_QUEUE_MAX + 5; i++) queue = trackAnalyticsEvent(queue, i).queue
    expect(queue.pending).toHaveLength(ANALYTICS_QUEUE_MAX)
    expect(queue.pending[0]).toBe(5)
  })
})

describe('platform §9: list impression debounce 1 second', () => {
  it('is due 1000 ms after the last impression, not before', () => {
    let batch = addListImpression(EMPTY_IMPRESSION_BATCH, { list: 'cat', productId: 1, position: 1 }, 0)
    batch = addListImpression(batch, { list: 'cat', productId: 2, position: 2 }, 400)
    expect(isImpressionBatchDue(batch, 1399)).toBe(false)
    expect(isImpressionBatchDue(batch, 1400)).toBe(true)
    expect(isImpressionBatchDue(EMPTY_IMPRESSION_BATCH, 5000)).toBe(false)
  })

  it('counts the same product in the same list once', () => {
    const batch = addListImpression(
      addListImpression(EMPTY_IMPRESSION_BATCH, { list: 'cat', productId: 1, position: 1 }, 0),
      { list: 'cat', productId: '1', position: 1 },
      10,
    )
    expect(batch.items).toHaveLength(1)
    expect(batch.lastAddedAt).toBe(10)
  })
})

describe('platform §6: logged-in versus guest is passed to analytics', () => {
  it('names the login state', () => {
    expect(analyticsLoginState(true)).toBe('logged_in')
    expect(analyticsLoginState(false)).toBe('guest')
  })
})
