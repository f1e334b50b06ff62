import { describe, expect, it } from 'vitest'
import * as constants from './constants.ts'
import * as deferred from './deferred-constants.ts'

const c = { ...constants, ...deferred }

describe('shell §9 and platform §9 constants', () => {
  it('caches: content block 3600 s, route 2 h, Index first page 6 h, tags 24 h, category/hot-deal 300 s', () => {
    expect(c.CONTENT_BLOCK_CACHE_SECONDS).toBe(3600)
    expect(c.ROUTE_LOOKUP_CACHE_MS).toBe(7_200_000)
    expect(c.INDEX_FIRST_PAGE_CACHE_MS).toBe(21_600_000)
    expect(c.INDEX_TAGS_CACHE_MS).toBe(86_400_000)
    expect(c.INDEX_TAGS_PER_PAGE).toBe(100)
    expect(c.CATEGORY_AND_HOT_DEAL_CACHE_SECONDS).toBe(300)
  })

  it('feature cache stale after 60 s, max age 4 h, 10 entries, idle streaming 20 s, back-off cap 300 s', () => {
    expect(c.FEATURE_FLAG_CACHE).toEqual({
      staleAfterMs: 60_000,
      maxAgeMs: 14_400_000,
      maxEntries: 10,
      idleStreamingIntervalMs: 20_000,
      reconnectBackoffCapMs: 300_000,
    })
    expect(c.FEATURE_FLAG_SERVICE_BASE_PATH).toBe('/api/features/')
  })

  it('search preview: debounce 250 ms, initial 500 ms, 12 items, index preview 4; posts 20 per page', () => {
    expect(c.SEARCH_PREVIEW).toMatchObject({ debounceMs: 250, initialDebounceMs: 500, itemsPerPreview: 12, indexPreviewResults: 4 })
    expect(c.INDEX_POSTS_PER_PAGE).toBe(20)
  })

  it('health tick 60 s, deals slider 4 s, newsletter reset 3 s', () => {
    expect([c.HEALTH_TICK_MS, c.DEALS_SLIDER_ROTATE_MS, c.NEWSLETTER_RESET_MS]).toEqual([60_000, 4000, 3000])
  })

  it('cookies: preferred country and high contrast 365 days, rfkSID 60 days, lang and country 365 days', () => {
    expect(c.COOKIE_LIFETIME_DAYS).toEqual({ preferredCountry: 365, highContrast: 365, lang: 365, country: 365, rfkSID: 60, default: 365 })
    expect(c.PLATFORM_COOKIE_KEYS.visitId).toBe('rg_vId')
  })

  it('years, delays and sizes', () => {
    expect([c.DEFAULT_INVITATIONAL_YEAR, c.DEFAULT_EVENTS_YEAR, c.COPYRIGHT_START_YEAR]).toEqual([2025, 2024, 2010])
    expect([c.REDIRECT_NAVIGATION_DELAY_MS, c.REDIRECT_NAVIGATION_MAX_DELAY_MS, c.MODAL_PADDING_CAP_PX]).toEqual([100, 1000, 32])
    expect([c.LIST_IMPRESSION_DEBOUNCE_MS, c.ERROR_BOUNDARY_CHECK_MS]).toEqual([1000, 300])
    expect([c.CAROUSEL_SCROLL_DEBOUNCE_MS, c.RESIZE_DEBOUNCE_MS]).toEqual([50, 25])
    expect(c.DRAG_SCROLL).toEqual({ easeMs: 300, momentumFactor: 200, moveThresholdPx: 50, animateThresholdPx: 25 })
  })

  it('platform §3, §7, §8: widget ids, page sizes, default event and alt', () => {
    expect(c.RECOMMENDATION_WIDGET_IDS).toEqual({ forYou: 'rfkid_32', similar: 'rfkid_31', cart: 'rfkid_4', category: 'rfkid_10' })
    expect([c.RECOMMENDATION_WIDGET_PAGE_SIZE, c.RECOMMENDATION_SHELL_PAGE_SIZE]).toEqual([12, 80])
    expect(c.BUTTON_LINK_CLICK_EVENT).toBe('button_link_click')
    expect(c.LIST_IMAGE_DEFAULT_ALT).toBe('Loading')
  })

  it('app base path /rg-app/, app versions 3.2.5 and 3.3.0, staff domain, landing categories', () => {
    expect(c.APP_BASE_PATH).toBe('/rg-app/')
    expect(c.APP_MIN_VERSION).toMatchObject({ share: '3.2.5', shipTo: '3.3.0' })
    expect(c.STAFF_EMAIL_DOMAIN).toBe('ironhouse.com')
    expect(c.LANDING_CONTENT_CATEGORY_IDS).toEqual([4691, 6043, 6069, 6071, 6075])
    expect(c.HOME_CONTENT_PAGE_URL).toBe('homepage_2015')
    expect(c.LOGGED_OUT_CUSTOMER_GROUP_ID).toBe(0)
  })
})
