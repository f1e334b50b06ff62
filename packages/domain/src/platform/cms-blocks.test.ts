import { describe, expect, it } from 'vitest'
import {
  chooseAbTestVariant,
  filterCmsBlocks,
  isCmsBlockForSku,
  isCmsBlockInAbVariant,
  isCmsBlockInSegment,
  isContentBlockShown,
} from './cms-blocks.ts'

describe('platform §5 block filtering', () => {
  it('segments filter blocks; the primary segment defaults to None', () => {
    expect(isCmsBlockInSegment({}, 'CrossFit')).toBe(true)
    expect(isCmsBlockInSegment({ segments: [] })).toBe(true)
    expect(isCmsBlockInSegment({ segments: ['CrossFit'] }, 'CrossFit')).toBe(true)
    expect(isCmsBlockInSegment({ segments: ['CrossFit'] }, 'Rowing')).toBe(false)
    expect(isCmsBlockInSegment({ segments: ['None'] })).toBe(true)
    expect(isCmsBlockInSegment({ segments: ['CrossFit'] })).toBe(false)
  })

  it('blocks limited to SKUs compare upper-case', () => {
    expect(isCmsBlockForSku({ skus: ['rc-0101'] }, 'RC-0101')).toBe(true)
    expect(isCmsBlockForSku({ skus: ['RC-0101'] }, 'rc-0101')).toBe(true)
    expect(isCmsBlockForSku({ skus: ['RC-0101'] }, 'RC-0102')).toBe(false)
    expect(isCmsBlockForSku({ skus: ['RC-0101'] })).toBe(false)
    expect(isCmsBlockForSku({}, 'X')).toBe(true)
  })

  it('platform §4, §8: the A/B flag choice selects variants; a failed evaluation falls back to the default', () => {
    expect(chooseAbTestVariant({ ok: true, value: 'b' })).toBe('b')
    expect(chooseAbTestVariant({ ok: false })).toBe('default')
    expect(chooseAbTestVariant(undefined)).toBe('default')
    const a = { abTest: { name: 'hero_test', variants: ['default', 'a'] } }
    const b = { abTest: { name: 'hero_test', variants: ['b'] } }
    expect(isCmsBlockInAbVariant(a, { hero_test: { ok: true, value: 'b' } })).toBe(false)
    expect(isCmsBlockInAbVariant(b, { hero_test: { ok: true, value: 'b' } })).toBe(true)
    expect(isCmsBlockInAbVariant(a, { hero_test: { ok: false } })).toBe(true)
    expect(isCmsBlockInAbVariant(b, {})).toBe(false)
    expect(isCmsBlockInAbVariant({})).toBe(true)
  })

  it('filterCmsBlocks applies segment, SKU and A/B rules together', () => {
    const blocks = [
      { name: 'all' },
      { name: 'crossfit', segments: ['CrossFit'] },
      { name: 'sku', skus: ['RC-1'] },
      { name: 'variant-b', abTest: { name: 't', variants: ['b'] } },
    ]
    const shown = filterCmsBlocks(blocks, { primarySegment: 'CrossFit', sku: 'rc-1', abFlags: { t: { ok: false } } })
    expect(shown.map((b) => b.name)).toEqual(['all', 'crossfit', 'sku'])
  })

  it('platform §2: a dynamic content block shows only when active and with content', () => {
    expect(isContentBlockShown({ active: true, content: '<p>x</p>' })).toBe(true)
    expect(isContentBlockShown({ active: false, content: '<p>x</p>' })).toBe(false)
    expect(isContentBlockShown({ active: true, content: '  ' })).toBe(false)
    expect(isContentBlockShown({ active: true, content: null })).toBe(false)
    expect(isContentBlockShown(undefined)).toBe(false)
    // structured content: the header promo banner's { text, url }, the deals slider's slides
    expect(isContentBlockShown({ active: true, content: { text: 'Free shipping', url: '/3-ships-free' } })).toBe(true)
    expect(isContentBlockShown({ active: true, content: [{ text: 'Hot Deals', url: '/hot-deals' }] })).toBe(true)
    expect(isContentBlockShown({ active: true, content: [] })).toBe(false)
    expect(isContentBlockShown({ active: true, content: {} })).toBe(false)
    expect(isContentBlockShown({ active: false, content: [{ text: 'Hot Deals', url: '/hot-deals' }] })).toBe(false)
  })
})
