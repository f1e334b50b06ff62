import { describe, expect, it, vi } from 'vitest'
import type { Site } from '@ironhouse/contracts'
import { createApiClient } from '../platform/api.server.ts'
import { freshSharedDataAt } from '../platform/shared-data-fixtures.ts'
import { loadPricingContext, pricingForProducts } from './pricing-context.server.ts'

const site = { code: 'USA', storeId: 1, currency: 'USD', pathPrefix: '' } as Site

/** An API client whose hot-deals feed answers with the given hundo ids (or fails), counting the calls. */
function feed(answers: Array<Array<number> | 'fail'>) {
  const calls: Array<string> = []
  const fetchImpl = async (url: string) => {
    calls.push(url)
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]
    if (answer === 'fail') return new Response(JSON.stringify({ error: 'unavailable' }), { status: 503 })
    return new Response(JSON.stringify({ products: [], hundoProductIds: answer }), { headers: { 'content-type': 'application/json' } })
  }
  return { api: createApiClient({ site: { code: 'USA', storeId: 1, prefix: '' }, fetchImpl }), calls }
}

describe('the pricing context of a page (hot-deals feed)', () => {
  freshSharedDataAt('2026-11-24T12:00:00Z')

  it('keeps the feed 300 seconds per site (constants §9: hot-deal data cached 300 seconds), then asks again', async () => {
    const { api, calls } = feed([[2001], [2001, 2002]])
    expect((await loadPricingContext(api, site)).hundoProductIds).toEqual([2001])
    vi.setSystemTime(new Date('2026-11-24T12:04:59Z'))
    expect((await loadPricingContext(api, site)).hundoProductIds).toEqual([2001])
    expect(calls).toHaveLength(1)
    vi.setSystemTime(new Date('2026-11-24T12:05:01Z'))
    expect((await loadPricingContext(api, site)).hundoProductIds).toEqual([2001, 2002])
    expect(calls).toHaveLength(2)
  })

  it('a failed feed hides the hundo badges and is not kept: the next page asks again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { api, calls } = feed(['fail', [2001]])
    expect((await loadPricingContext(api, site)).hundoProductIds).toEqual([])
    expect((await loadPricingContext(api, site)).hundoProductIds).toEqual([2001])
    expect(calls).toHaveLength(2)
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })

  it('a page carries the hundo ids of the products it shows only', () => {
    const pricing = { siteCode: 'USA', currency: 'USD', hundoProductIds: [1, 2, 3, 4] } as const
    expect(pricingForProducts({ ...pricing, hundoProductIds: [...pricing.hundoProductIds] }, [4, 2, 9]).hundoProductIds).toEqual([2, 4])
  })
})
