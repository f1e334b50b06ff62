import { describe, expect, it } from 'vitest'
import { FOOTER_LINK_KINDS, classifyLink, decideLinkClick, isAcceptedFooterLink } from './links.ts'

const HOST = 'www.ironhouse.com'

describe('platform §2 link kinds', () => {
  it.each([
    { href: '/shoes', expected: { kind: 'internal', path: '/shoes' } },
    { href: 'https://www.ironhouse.com/shoes?x=1#y', expected: { kind: 'internal', path: '/shoes?x=1#y' } },
    { href: '//WWW.IRONHOUSE.COM', expected: { kind: 'internal', path: '/' } },
    { href: 'mailto:help@ironhouse.com', expected: { kind: 'mailto', href: 'mailto:help@ironhouse.com' } },
    { href: 'tel:+16145551234', expected: { kind: 'tel', href: 'tel:+16145551234' } },
    { href: 'https://www.youtube.com/ironhouse', expected: { kind: 'external', href: 'https://www.youtube.com/ironhouse' } },
    { href: '//cdn.example.com/x', expected: { kind: 'external', href: '//cdn.example.com/x' } },
    { href: '#top', expected: { kind: 'other', href: '#top' } },
  ])('$href is $expected.kind', ({ href, expected }) => {
    expect(classifyLink(href, HOST)).toEqual(expected)
  })

  it('shell §2 footer accepts links starting with /, the host, mailto: or tel:', () => {
    expect(FOOTER_LINK_KINDS).toEqual(['internal', 'mailto', 'tel'])
    expect(['/x', `https://${HOST}/x`, 'mailto:a@b.c', 'tel:1'].every((h) => isAcceptedFooterLink(h, HOST))).toBe(true)
    expect(isAcceptedFooterLink('https://other.com', HOST)).toBe(false)
    expect(isAcceptedFooterLink('javascript:void(0)', HOST)).toBe(false)
  })
})

describe('platform §2 link clicks', () => {
  const base = { currentHost: HOST, currentUrl: '/cart', inApp: false }

  it('internal links are pushed onto the navigation history', () => {
    expect(decideLinkClick({ ...base, href: '/shoes' })).toEqual({ kind: 'push', path: '/shoes' })
  })

  it('clicks on the current URL are ignored', () => {
    expect(decideLinkClick({ ...base, href: '/cart' })).toEqual({ kind: 'ignore' })
    expect(decideLinkClick({ ...base, href: `https://${HOST}/cart` })).toEqual({ kind: 'ignore' })
  })

  it('after an unrecoverable error link clicks force a full page reload', () => {
    expect(decideLinkClick({ ...base, href: '/shoes', unrecoverableError: true }))
      .toEqual({ kind: 'full-reload', href: '/shoes' })
  })

  it('external, mailto and tel links go to the browser, or to the app in the app context', () => {
    for (const href of ['https://x.com', 'mailto:a@b.c', 'tel:123']) {
      expect(decideLinkClick({ ...base, href })).toEqual({ kind: 'browser', url: href, newTab: false })
      expect(decideLinkClick({ ...base, href, inApp: true }))
        .toEqual({ kind: 'app-message', message: 'linkclick', url: href })
    }
  })

  it('target=_blank opens in the browser; in the app it asks the app with open_in_browser', () => {
    expect(decideLinkClick({ ...base, href: 'https://x.com', target: '_blank' }))
      .toEqual({ kind: 'browser', url: 'https://x.com', newTab: true })
    expect(decideLinkClick({ ...base, href: '/shoes', target: '_blank', inApp: true }))
      .toEqual({ kind: 'app-message', message: 'open_in_browser', url: '/shoes' })
  })

  it('other hrefs keep the browser default', () => {
    expect(decideLinkClick({ ...base, href: '#top' })).toEqual({ kind: 'default' })
  })
})
