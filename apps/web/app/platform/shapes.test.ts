import { describe, expect, it } from 'vitest'
import { CaptchaChallengeResponse, ConsentSettings, GeoIpResponse, SearchTokenResponse, SearchWidgetResponse } from '@ironhouse/contracts'
import { readCaptchaChallengeResponse } from './captcha-shapes.ts'
import { readSearchBatch, readSearchWidget } from './search-shapes.ts'
import { readConsentSettings, readGeoIpResponse, readSearchToken } from './shapes.ts'

// The browser's zod-free readers accept what the contract schemas accept, and refuse what they refuse.
function agrees(read: (value: unknown) => unknown, schema: { safeParse(value: unknown): { success: boolean } }, samples: Array<unknown>) {
  for (const sample of samples) {
    let accepted: boolean
    try {
      accepted = read(sample) !== undefined
    } catch {
      accepted = false
    }
    expect({ sample, accepted }).toEqual({ sample, accepted: schema.safeParse(sample).success })
  }
}

const widget = {
  content: { product: { n_item: 1, total_item: 1, value: [{ id: '2601', name: 'The Ohio Bar' }] } },
  facet: { brand: { display_name: 'Brand', value: [{ text: 'Kilo Forge', count: 3, id: 'b1' }] } },
  facet_names: ['brand'],
  page_number: 1,
  total_page: 1,
  total_item: 1,
  url: '/search',
  widget: { rfkid: 'search preview' },
  suggestion: { keyphrase: [{ text: 'ohio bar' }, { text: 'bar', url: '/bars', id: 'k2' }] },
  redirect_url: '/the-ohio-bar',
}

describe('browser answer readers (issue 13: no zod in the browser)', () => {
  it('platform §3 cookiePreferences: optional booleans of the three kinds, nothing else', () => {
    agrees(readConsentSettings, ConsentSettings, [{}, { marketing: true }, { marketing: false, performance: true, functional: true }, { marketing: 'yes' }, { other: true }, null, [], 'x'])
    expect(readConsentSettings({ performance: false })).toEqual({ performance: false })
  })

  it('shell §7 geoIp answer: two-letter countries, names and the path', () => {
    const ok = { country: 'DE', name: 'Germany', current: 'US', currentName: 'United States', path: '/eu' }
    agrees(readGeoIpResponse, GeoIpResponse, [ok, { ...ok, country: 'DEU' }, { ...ok, path: 1 }, { country: 'DE' }, null])
    expect(readGeoIpResponse(ok)).toEqual(ok)
  })

  it('the captcha challenge answer: not required, or a SHA-256 challenge', () => {
    const challenge = { algorithm: 'SHA-256', challenge: 'ab', maxNumber: 1000, salt: 's?expires=1', signature: 'sig' }
    agrees(readCaptchaChallengeResponse, CaptchaChallengeResponse, [
      { required: false },
      { required: true, challenge },
      { required: true },
      { required: true, challenge: { ...challenge, algorithm: 'MD5' } },
      { required: true, challenge: { ...challenge, maxNumber: 1.5 } },
      {},
    ])
  })

  it('platform §7 token and widget answers', () => {
    const token = { apiUrl: 'http://x/api', eventApiUrl: 'http://x/event', token: 't', expires: 1 }
    agrees(readSearchToken, SearchTokenResponse, [token, { ...token, expires: '1' }, { ...token, token: undefined }])
    agrees(readSearchWidget, SearchWidgetResponse, [
      widget,
      { ...widget, suggestion: undefined, redirect_url: undefined },
      { ...widget, errors: [{ code: 'uri_not_found', message: 'x' }] },
      { ...widget, content: { product: { n_item: 1, total_item: 1, value: ['x'] } } },
      { ...widget, facet: { brand: { display_name: 'Brand', value: [{ text: 'K', count: '3', id: 'b' }] } } },
      { ...widget, suggestion: { keyphrase: [{ url: '/x' }] } },
      { ...widget, page_number: undefined },
      { ...widget, widget: {} },
    ])
    expect(readSearchBatch({ widgets: [widget] }).widgets).toHaveLength(1)
    expect(() => readSearchBatch({ widgets: [{}] })).toThrow()
  })
})
