import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../../platform/api.server.ts'
import { freshSharedDataAt } from '../../platform/shared-data-fixtures.ts'
import { loadCategory } from './category.server.ts'

const category = (name: string) => ({ categoryId: 15, parentId: 2, name, url: '/bars', path: '1/2/15', description: '', topLinks: [], landingPageId: null, ancestors: [], children: [] })

describe('loadCategory: category data kept 300 seconds (constants §9)', () => {
  freshSharedDataAt('2026-11-24T12:00:00Z')

  it('answers from the kept record for 300 s per site and category, then reads it again; a failed read is not kept', async () => {
    const calls: Array<string> = []
    const names = ['Bars', 'Barbells']
    const fetchImpl = async (url: string) => {
      calls.push(url)
      if (url.includes('/category/404')) return new Response(JSON.stringify({ error: 'not_found' }), { status: 404 })
      return new Response(JSON.stringify({ category: category(names[Math.min(calls.length - 1, 1)] ?? '') }), { headers: { 'content-type': 'application/json' } })
    }
    const usa = createApiClient({ site: { code: 'USA', storeId: 1, prefix: '' }, fetchImpl })
    expect((await loadCategory(usa, 15)).name).toBe('Bars')
    vi.setSystemTime(new Date('2026-11-24T12:04:59Z'))
    expect((await loadCategory(usa, 15)).name).toBe('Bars')
    expect(calls).toHaveLength(1)
    vi.setSystemTime(new Date('2026-11-24T12:05:01Z'))
    expect((await loadCategory(usa, 15)).name).toBe('Barbells')
    expect(calls).toHaveLength(2)
    // another site's record is its own (its answer may differ: names, urls)
    const canada = createApiClient({ site: { code: 'CAN', storeId: 2, prefix: '/ca' }, fetchImpl })
    await loadCategory(canada, 15)
    expect(calls).toHaveLength(3)
    await expect(loadCategory(usa, 404)).rejects.toMatchObject({ status: 404 })
    await expect(loadCategory(usa, 404)).rejects.toMatchObject({ status: 404 })
    expect(calls.filter((c) => c.includes('/category/404'))).toHaveLength(2)
  })
})
