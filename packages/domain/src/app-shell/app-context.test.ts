import { describe, expect, it } from 'vitest'
import { appDetectionFlags, detectAppContext } from './app-context.ts'
import { APP_MESSAGES_RECEIVED, APP_MESSAGES_SENT, isAppMessageReceived } from './messages.ts'

describe('platform §7: the native app is detected by URL or cookie parameters', () => {
  it('is not the app without the flag', () => {
    expect(detectAppContext({}, {})).toBeNull()
    expect(detectAppContext({ isMobileApp: 'false' }, { isMobileApp: 'true' })).toBeNull()
    expect(appDetectionFlags(null)).toEqual({ isMobileApp: false, mobileAppVersion: null, mobileAppPlatform: null })
  })

  it('reads flag, version and platform from the URL', () => {
    const context = detectAppContext({ isMobileApp: 'true', mobileAppVersion: '3.3.0', mobileAppPlatform: 'Android' }, {})
    expect(context).toEqual({ version: '3.3.0', platform: 'android', deviceUid: null, tab: null })
    expect(appDetectionFlags(context)).toEqual({ isMobileApp: true, mobileAppVersion: '3.3.0', mobileAppPlatform: 'android' })
  })

  it('falls back to cookies, the URL winning, and defaults the platform to ios (platform §3)', () => {
    const context = detectAppContext({ mobileAppVersion: '3.2.5' }, { isMobileApp: '1', mobileAppVersion: '3.0.0', deviceUid: 'd1' })
    expect(context).toEqual({ version: '3.2.5', platform: 'ios', deviceUid: 'd1', tab: null })
  })
})

describe('platform §7: messages sent to and received from the native app', () => {
  it('lists the sent messages, with webview_error (shell §8)', () => {
    expect(APP_MESSAGES_SENT).toEqual([
      'linkclick',
      'open_in_browser',
      'applepay_start',
      'applepay_update_details',
      'applepay_status_success',
      'applepay_status_failure',
      'webview_error',
    ])
  })

  it('lists the received messages', () => {
    expect(APP_MESSAGES_RECEIVED).toEqual(['applepay_shipping_address', 'applepay_shipping_method', 'applepay_success', 'applepay_cancel'])
    expect(isAppMessageReceived('applepay_cancel')).toBe(true)
    expect(isAppMessageReceived('linkclick')).toBe(false)
  })
})
