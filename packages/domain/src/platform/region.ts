// Region confirmation (shell §4 steps 1–4) as a pure decision. The modal's outcome is region-outcome.ts's:
// only the modal reads it, which the browser fetches when a lookup offers another store.

/** Geo lookup result (shell §3 Geo result, §7 /svc_ssr/geoIp). */
export type GeoResult = { country: string; name?: string; current?: string; currentName?: string; path?: string }

/** Detected-region paths for which the popup is dismissed (shell §4 step 2). */
export const REGION_POPUP_DISMISSED_PATHS = ['/au', '/ca'] as const

export type RegionConfirmationInput = {
  /** Country of the site being viewed. */
  currentCountry: string
  /** The preferred-country cookie: the visitor's saved preference, when any. */
  preferredCountry?: string | undefined
  /** The geo lookup: undefined while it has not run, 'failed' when it failed. */
  geo?: GeoResult | 'failed' | undefined
  /**
   * Path prefix of the site being viewed ('/' for the main site). When the detected country's site is
   * this site (a German visitor on the Europe site, whose default country is Ireland), there is no
   * other region to offer: the popup is dismissed as in step 2 (our reading; the spec compares countries).
   */
  currentPath?: string | undefined
}

export type RegionConfirmationDecision =
  | { kind: 'nothing' }
  | { kind: 'lookup' }
  | { kind: 'dismiss' }
  | { kind: 'redirect'; country: string; path: string }
  | { kind: 'modal'; detected: GeoResult; currentCountry: string }

function normalisePath(path: string | undefined): string {
  return (path ?? '').toLowerCase().replace(/\/+$/, '') || '/'
}

function isSameCountry(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.toUpperCase() === b.toUpperCase()
}

/**
 * Shell §4 region confirmation: (1) the preferred-country cookie matches the current country → nothing;
 * otherwise a geo lookup runs. (2) detected country equals the current one, or the detected path is
 * /au or /ca → dismissed. (3) the saved preference equals the detected country → automatic redirect.
 * (4) otherwise a modal offers the detected and the current region. A failed lookup is ignored.
 */
export function decideRegionConfirmation(input: RegionConfirmationInput): RegionConfirmationDecision {
  if (isSameCountry(input.preferredCountry, input.currentCountry)) return { kind: 'nothing' }
  if (input.geo === undefined) return { kind: 'lookup' }
  if (input.geo === 'failed') return { kind: 'nothing' }
  const geo = input.geo
  const path = normalisePath(geo.path)
  const sameSite = input.currentPath !== undefined && geo.path !== undefined && path === normalisePath(input.currentPath)
  if (isSameCountry(geo.country, input.currentCountry) || sameSite || (REGION_POPUP_DISMISSED_PATHS as ReadonlyArray<string>).includes(path)) {
    return { kind: 'dismiss' }
  }
  if (isSameCountry(input.preferredCountry, geo.country)) {
    return { kind: 'redirect', country: geo.country, path: geo.path || '/' }
  }
  return { kind: 'modal', detected: geo, currentCountry: input.currentCountry }
}
