// Named constants of the shell document §9 and the platform document §9 (plus the few named elsewhere in
// those documents) that no rule function in this folder owns. Durations are in milliseconds unless the
// name says otherwise; the spec's own unit is kept where a call shape uses it (content block cache, s).
// The feature-flag cache and the search preview's settings are in deferred-constants.ts: only code a page
// fetches later reads them in the browser (a module goes whole into a browser chunk).

/** Cookie value of the customer group that means logged out (shell §3, §9). */
export const LOGGED_OUT_CUSTOMER_GROUP_ID = 0

/** Content block cache: 3600 s (shell §7, §9). */
export const CONTENT_BLOCK_CACHE_SECONDS = 3600
/** Route lookup cache: 2 h (shell §7, §9). */
export const ROUTE_LOOKUP_CACHE_MS = 2 * 60 * 60_000
/** The Index: first page of posts without search cached 6 h (shell §7, §9). */
export const INDEX_FIRST_PAGE_CACHE_MS = 6 * 60 * 60_000
/** The Index: tags cached 24 h (shell §7, §9). */
export const INDEX_TAGS_CACHE_MS = 24 * 60 * 60_000
/** The Index: tags are read with per_page 100, page 1 (shell §7). */
export const INDEX_TAGS_PER_PAGE = 100
/** Category and hot-deal data cached 300 s (commerce §7, §9). */
export const CATEGORY_AND_HOT_DEAL_CACHE_SECONDS = 300

/** Base path of the feature-flag service; the client key follows (shell §7, platform §6). */
export const FEATURE_FLAG_SERVICE_BASE_PATH = '/api/features/'

/** The Index posts default page size (shell §9). */
export const INDEX_POSTS_PER_PAGE = 20

/** The background refresh ticks every 60 s (shell §4 Background refresh). */
export const BACKGROUND_TICK_MS = 60_000
/** Health tick (shell §9). */
export const HEALTH_TICK_MS = 60_000
/** The deals slider rotates every 4 s (shell §2, §9). */
export const DEALS_SLIDER_ROTATE_MS = 4000
/** The newsletter form resets after 3 s (shell §4, §9). */
export const NEWSLETTER_RESET_MS = 3000

/** Cookie lifetimes in days (shell §9, platform §9, commerce §9). */
export const COOKIE_LIFETIME_DAYS = {
  preferredCountry: 365,
  highContrast: 365,
  lang: 365,
  country: 365,
  rfkSID: 60,
  default: 365,
} as const
/** Cookie and storage keys (platform §3). The visit id (rg_vId) is a session cookie (platform §9). */
export const PLATFORM_COOKIE_KEYS = {
  cookiePreferences: 'cookiePreferences',
  visitId: 'rg_vId',
  searchSessionId: 'rfkSID',
  lang: 'lang',
  country: 'country',
  iterableEmailCampaignId: 'iterableEmailCampaignId',
  iterableTemplateId: 'iterableTemplateId',
  iterableEndUserId: 'iterableEndUserId',
} as const
/** Versioned local-storage keys for countries and regions (shell §9; the version suffix is our choice). */
export const COUNTRIES_STORAGE_KEY = 'countries_v1'
export const REGIONS_STORAGE_KEY = 'regions_v1'

/** Default invitational year (shell §6 flag invitational_year, §9). */
export const DEFAULT_INVITATIONAL_YEAR = 2025
/** Events default year (shell §9). */
export const DEFAULT_EVENTS_YEAR = 2024

/** Redirect navigation delay: 100 ms, at most 1000 ms (shell §9, platform §9). */
export const REDIRECT_NAVIGATION_DELAY_MS = 100
export const REDIRECT_NAVIGATION_MAX_DELAY_MS = 1000
/** Modal padding cap (shell §9, platform §9). */
export const MODAL_PADDING_CAP_PX = 32

/** List impression debounce (platform §9). */
export const LIST_IMPRESSION_DEBOUNCE_MS = 1000
/** Error-boundary check (platform §9). */
export const ERROR_BOUNDARY_CHECK_MS = 300
/** Carousel scroll and resize debounces (platform §9). */
export const CAROUSEL_SCROLL_DEBOUNCE_MS = 50
export const RESIZE_DEBOUNCE_MS = 25
/** Drag-scroll tuning (platform §9). */
export const DRAG_SCROLL = {
  easeMs: 300,
  momentumFactor: 200,
  moveThresholdPx: 50,
  animateThresholdPx: 25,
} as const

/** Recommendation widget ids (platform §3). */
export const RECOMMENDATION_WIDGET_IDS = {
  forYou: 'rfkid_32',
  similar: 'rfkid_31',
  cart: 'rfkid_4',
  category: 'rfkid_10',
} as const
/** Recommendation page size for widgets, and for the one shell area that lists 80 (platform §7, §9). */
export const RECOMMENDATION_WIDGET_PAGE_SIZE = 12
export const RECOMMENDATION_SHELL_PAGE_SIZE = 80

/** Default tracking event of a button link click (platform §8). */
export const BUTTON_LINK_CLICK_EVENT = 'button_link_click'
/** Default image alt of lists (platform §8). */
export const LIST_IMAGE_DEFAULT_ALT = 'Loading'
/** Button sizes (platform §9). */
export const BUTTON_SIZES = ['s', 'm', 'l'] as const

/** App-shell base path (shell §2, platform §2). */
export const APP_BASE_PATH = '/rg-app/'
/** The native-app preloader route, excluded from page-view tracking (platform §2, §9). */
export const APP_PRELOADER_PATH = '/rg-app/preloader'
/** Minimum app versions (shell §9, platform §4). Apple Pay's minimum is not shown: 3.2.5 is our choice. */
export const APP_MIN_VERSION = { share: '3.2.5', shipTo: '3.3.0', applePay: '3.2.5' } as const

/** First year of the footer copyright line (shell §2). */
export const COPYRIGHT_START_YEAR = 2010
/** Staff are detected by this company e-mail domain (shell §6, platform §6; the domain is our choice). */
export const STAFF_EMAIL_DOMAIN = 'ironhouse.com'

/** Content page url that maps to / (shell §2). */
export const HOME_CONTENT_PAGE_URL = 'homepage_2015'
/** Special category ids that map to landing content pages (shell §2). */
export const LANDING_CONTENT_CATEGORY_IDS = [4691, 6043, 6069, 6071, 6075] as const
/** The category used for load tests (platform §2). */
export const LOAD_TEST_CATEGORY_PATH = '/new-gear'
/** The start-up variant with no third-party add-ons (shell §2, platform §2). */
export const NO_THIRD_PARTY_START_PATH = '/__rb__/rhpa'
