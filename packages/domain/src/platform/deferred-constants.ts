// Named constants of shell §9 and platform §9 (as constants.ts) that the browser reads only in code it
// fetches after the page (the GrowthBook SDK's cache on the first client-side navigation, the header's
// search preview on the first focus of the search box), apart from constants.ts, which every page's
// script carries.

/** Feature-flag cache (shell §9, platform §6). */
export const FEATURE_FLAG_CACHE = {
  staleAfterMs: 60_000,
  maxAgeMs: 4 * 60 * 60_000,
  maxEntries: 10,
  idleStreamingIntervalMs: 20_000,
  reconnectBackoffCapMs: 300_000,
} as const

/** Search preview (shell §9, §7). */
export const SEARCH_PREVIEW = {
  debounceMs: 250,
  initialDebounceMs: 500,
  itemsPerPreview: 12,
  indexPreviewResults: 4,
  widget: 'search preview',
} as const
