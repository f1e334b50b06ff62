import { describe, expect, it } from 'vitest'
import { hasDealsLink, localHref, visibleFooterLinks } from './links.ts'

const host = 'www.ironhouse.test'

describe('visibleFooterLinks', () => {
  const links = [
    { label: 'Shoes', url: '/shoes' },
    { label: 'Mail', url: 'mailto:help@ironhouse.test' },
    { label: 'Call', url: 'tel:+16145550100' },
    { label: 'Own host', url: 'https://www.ironhouse.test/brands' },
    { label: 'Elsewhere', url: 'https://example.com/x' },
    { label: 'Script', url: 'javascript:alert(1)' },
    { label: 'Gyms', url: '/ironhouse-equipped-gyms' },
  ]
  it('shell §2 footer: accepts only links starting with /, the site host, mailto: or tel:', () => {
    expect(visibleFooterLinks(links, host, { enable_gym_map: true }, '').map((l) => l.label)).toEqual([
      'Shoes',
      'Mail',
      'Call',
      'Own host',
      'Gyms',
    ])
  })
  it('shell §2 footer: hides the equipped-gyms link unless enable_gym_map is on', () => {
    expect(visibleFooterLinks(links, host, {}, '').map((l) => l.label)).not.toContain('Gyms')
  })
  it('shows a link naming a flag only when that flag is on', () => {
    const flagged = [{ label: 'Returns', url: '/rmaprocess', flag: 'enable-eu-returns' }]
    expect(visibleFooterLinks(flagged, host, {}, '/eu')).toEqual([])
    expect(visibleFooterLinks(flagged, host, { 'enable-eu-returns': true }, '/eu')).toEqual([
      { label: 'Returns', url: '/eu/rmaprocess', flag: 'enable-eu-returns' },
    ])
  })
  it('turns same-host URLs into site paths', () => {
    expect(visibleFooterLinks([{ label: 'B', url: 'https://www.ironhouse.test/brands' }], host, {}, '/ca')[0]?.url).toBe('/ca/brands')
  })
})

describe('localHref', () => {
  it('adds the site prefix once', () => {
    expect(localHref('/ca', '/cart')).toBe('/ca/cart')
    expect(localHref('/ca', '/ca/cart')).toBe('/ca/cart')
    expect(localHref('/ca', '/')).toBe('/ca')
    expect(localHref('/ca', 'https://x.test/')).toBe('https://x.test/')
    expect(localHref('', '/cart')).toBe('/cart')
  })
})

describe('hasDealsLink', () => {
  it('shell §2: a top-nav Deals link on any site counts, so Deals shows once', () => {
    expect(hasDealsLink([{ label: 'Deals', url: '/eu/deals' }], '/eu')).toBe(true)
    expect(hasDealsLink([{ label: 'Deals', url: '/deals?deal_type=hot_deal' }], '/uk')).toBe(true)
    expect(hasDealsLink([{ label: 'Deals', url: '/deals' }], '')).toBe(true)
    expect(hasDealsLink([{ label: 'Deals', url: '/ca/deals/' }], '/ca')).toBe(true)
    expect(hasDealsLink([{ label: 'The Index', url: '/eu/theindex' }], '/eu')).toBe(false)
    expect(hasDealsLink([{ label: 'Hot deals', url: '/eu/hot-deals' }], '/eu')).toBe(false)
  })
})
