import { describe, expect, it } from 'vitest'
import { defaultConsentForSite, isMarketingConsumerEnabled, resolveConsent } from './consent.ts'

const all = (v: boolean) => ({ marketing: v, performance: v, functional: v })

describe('platform §6 consent', () => {
  it.each(['EUR', 'GBR', 'CAN'])('%s denies consent by default until granted', (site) => {
    expect(defaultConsentForSite(site)).toEqual(all(false))
    expect(resolveConsent({ siteCode: site, globalPrivacyControl: false })).toEqual(all(false))
    expect(resolveConsent({ siteCode: site, saved: all(true), globalPrivacyControl: false })).toEqual(all(true))
  })

  it.each(['USA', 'APO', 'AUS'])('%s allows consent by default', (site) => {
    expect(resolveConsent({ siteCode: site, globalPrivacyControl: false })).toEqual(all(true))
  })

  it('site cookie settings override the default; saved choices override both', () => {
    expect(resolveConsent({ siteCode: 'CAN', siteCookieSettings: all(true), globalPrivacyControl: false })).toEqual(all(true))
    expect(
      resolveConsent({ siteCode: 'USA', siteCookieSettings: { marketing: false }, globalPrivacyControl: false }),
    ).toEqual({ marketing: false, performance: true, functional: true })
    expect(
      resolveConsent({ siteCode: 'USA', siteCookieSettings: { marketing: false }, saved: { marketing: true }, globalPrivacyControl: false })
        .marketing,
    ).toBe(true)
  })

  it('a global-privacy-control signal disables the marketing consumers', () => {
    const consent = resolveConsent({ siteCode: 'USA', saved: all(true), globalPrivacyControl: true })
    expect(consent).toEqual({ marketing: false, performance: true, functional: true })
    expect(isMarketingConsumerEnabled('ad_pixel', consent)).toBe(false)
    expect(isMarketingConsumerEnabled('email_marketing', all(true))).toBe(true)
  })
})
