import { describe, expect, it } from 'vitest'
import { toDealSlides, toPromoBanner } from '../features/shell/shell-blocks.ts'

describe('shell §2 header promo banner (CMS block header-promo-banner: { text, url })', () => {
  const demo = { active: true, content: { text: 'Free shipping on 3 Ships Free gear', url: '/3-ships-free' } }

  it('shows the active block’s text linking to its url, under the site’s prefix', () => {
    expect(toPromoBanner(demo, 'www.ironhouse.example', '')).toEqual({ text: 'Free shipping on 3 Ships Free gear', url: '/3-ships-free' })
    expect(toPromoBanner(demo, 'www.ironhouse.example', '/ca')).toEqual({ text: 'Free shipping on 3 Ships Free gear', url: '/ca/3-ships-free' })
  })

  it('takes the link kinds the footer accepts: a path, the site’s host (as a path), mailto: and tel:', () => {
    const withUrl = (url: string) => toPromoBanner({ active: true, content: { text: 'Ask us', url } }, 'www.ironhouse.example', '')
    expect(withUrl('https://www.ironhouse.example/deals?x=1')?.url).toBe('/deals?x=1')
    expect(withUrl('mailto:help@ironhouse.example')?.url).toBe('mailto:help@ironhouse.example')
    expect(withUrl('tel:+18005550100')?.url).toBe('tel:+18005550100')
    expect(withUrl('https://evil.example/')).toBeNull()
    expect(withUrl('javascript:alert(1)')).toBeNull()
  })

  it('shows nothing for an inactive block, or one without text or url', () => {
    expect(toPromoBanner({ ...demo, active: false }, 'www.ironhouse.example', '')).toBeNull()
    expect(toPromoBanner({ active: true, content: { text: '  ', url: '/x' } }, 'www.ironhouse.example', '')).toBeNull()
    expect(toPromoBanner({ active: true, content: { text: 'x' } }, 'www.ironhouse.example', '')).toBeNull()
    expect(toPromoBanner({ active: true, content: null }, 'www.ironhouse.example', '')).toBeNull()
  })
})

describe('shell §2 deals slider (CMS block deals-slider: a list of slides)', () => {
  const slides = [
    { text: 'Hot Deals on bars and plates', url: '/hot-deals' },
    { label: 'Hundo: $100 gear', link: '/hundo' },
    { text: 'no link' },
  ]

  it('shows the active block’s slides that have a text and a link, in order', () => {
    expect(toDealSlides({ active: true, content: slides })).toEqual([
      { text: 'Hot Deals on bars and plates', url: '/hot-deals' },
      { text: 'Hundo: $100 gear', url: '/hundo' },
    ])
    expect(toDealSlides({ active: true, content: { slides } })).toHaveLength(2)
  })

  it('platform §2: shows nothing for an inactive block or one without content', () => {
    expect(toDealSlides({ active: false, content: slides })).toEqual([])
    expect(toDealSlides({ active: true, content: [] })).toEqual([])
    expect(toDealSlides({ active: true, content: null })).toEqual([])
  })
})
