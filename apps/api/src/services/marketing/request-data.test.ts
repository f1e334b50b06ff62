// What the marketing consumers read of the shopper's request (platform §3 cookie keys, §6 consent):
// pure functions, no app.
import { describe, expect, it } from 'vitest'
import { hasGlobalPrivacyControl, savedConsentOf } from './consent.ts'
import { affiliateCodeOf, iterableOf } from './service.ts'

describe('platform §3 iterable cookies', () => {
  it('campaign and template ids are whole numbers, anything else is null; the end-user id is kept as sent (printable, at most 255)', () => {
    expect(iterableOf({ iterableEmailCampaignId: ' 4412 ', iterableTemplateId: '9001', iterableEndUserId: 'user-77' })).toEqual({ campaignId: 4412, templateId: 9001, userId: 'user-77' })
    expect(iterableOf({ iterableEmailCampaignId: '12abc', iterableTemplateId: '-1', iterableEndUserId: 'two words' })).toEqual({ campaignId: null, templateId: null, userId: null })
    expect(iterableOf({ iterableEmailCampaignId: '12345678901', iterableEndUserId: 'x'.repeat(256) })).toEqual({ campaignId: null, templateId: null, userId: null })
  })
})

describe('platform §6 consent read from the request', () => {
  it('cookiePreferences is the saved choice only when it is the JSON the banner writes', () => {
    expect(savedConsentOf('{"marketing":false,"performance":true,"functional":true}')).toEqual({ marketing: false, performance: true, functional: true })
    expect(savedConsentOf('{"marketing":"no"}')).toBeUndefined()
    expect(savedConsentOf('not json')).toBeUndefined()
    expect(savedConsentOf(undefined)).toBeUndefined()
  })

  it('GPC is the Sec-GPC header with the value 1', () => {
    expect(hasGlobalPrivacyControl({ headers: { 'sec-gpc': '1' } })).toBe(true)
    expect(hasGlobalPrivacyControl({ headers: { 'sec-gpc': '0' } })).toBe(false)
    expect(hasGlobalPrivacyControl({ headers: {} })).toBe(false)
  })
})

describe('the affiliate code of ?aff= and the ih_aff cookie', () => {
  it('letters, digits, - and _ up to 64, lower-cased; anything else is no affiliate', () => {
    expect(affiliateCodeOf(' Coach-Kim_2 ')).toBe('coach-kim_2')
    expect(affiliateCodeOf('a'.repeat(65))).toBeNull()
    expect(affiliateCodeOf('<script>')).toBeNull()
    expect(affiliateCodeOf('-lead')).toBeNull()
    expect(affiliateCodeOf(null)).toBeNull()
  })
})
