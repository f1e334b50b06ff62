// Consent defaults and the marketing consumers (platform §6 Consent).

/** Analytics consent categories (platform §6). */
export const CONSENT_CATEGORIES = ['marketing', 'performance', 'functional'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]
export type ConsentState = Record<ConsentCategory, boolean>

/** Sites on which consent is denied by default until granted (platform §6). */
export const CONSENT_DENIED_BY_DEFAULT_SITES = ['EUR', 'GBR', 'CAN'] as const

/** Consumers switched off by a global-privacy-control signal (platform §6). */
export const MARKETING_CONSUMERS = ['ad_pixel', 'search_engine_ad_tracker', 'email_marketing'] as const
export type MarketingConsumer = (typeof MARKETING_CONSUMERS)[number]

export type ConsentInput = {
  siteCode: string
  /** The site's cookie settings: they override the per-site default (platform §6). */
  siteCookieSettings?: Partial<ConsentState> | undefined
  /** The shopper's saved choices (cookiePreferences cookie), when any. */
  saved?: Partial<ConsentState> | undefined
  /** The browser sends a global-privacy-control signal. */
  globalPrivacyControl: boolean
}

/** The per-site default: denied for EUR, GBR and CAN, allowed elsewhere (platform §6). */
export function defaultConsentForSite(siteCode: string): ConsentState {
  const allowed = !(CONSENT_DENIED_BY_DEFAULT_SITES as ReadonlyArray<string>).includes(siteCode)
  return { marketing: allowed, performance: allowed, functional: allowed }
}

/**
 * The consent in force (platform §6): the site default, overridden by the site's cookie settings,
 * overridden by the shopper's saved choices. A global-privacy-control signal turns marketing off
 * whatever was saved (our reading: the signal is a standing opt-out).
 */
export function resolveConsent(input: ConsentInput): ConsentState {
  const state = { ...defaultConsentForSite(input.siteCode), ...input.siteCookieSettings, ...input.saved }
  return input.globalPrivacyControl ? { ...state, marketing: false } : state
}

/** Whether a marketing consumer may run under the consent in force (platform §6). */
export function isMarketingConsumerEnabled(_consumer: MarketingConsumer, consent: ConsentState): boolean {
  return consent.marketing
}
