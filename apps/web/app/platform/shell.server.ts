import { CmsBlockResponse, FeaturesResponse, MenuResponse, SitesResponse } from '@ironhouse/contracts'
import type { MenuNode, Site } from '@ironhouse/contracts'
import { CONTENT_BLOCK_CACHE_SECONDS, decideSessionInitFailure, FEATURE_FLAG_CACHE, isLoggedInGroupId, LOGGED_OUT_CUSTOMER_GROUP_ID } from '@ironhouse/domain'
import type { ApiClient } from './api.server.ts'
import { ApiError } from './api.server.ts'
import { EMPTY_FLAGS_PAYLOAD, FLAGS_PAYLOAD_PATH } from './flags.ts'
import type { FlagAttributes, FlagsPayload } from './flags.ts'
import { classSession, GUEST_SESSION } from './session.ts'
import { SessionSummaryResponse, toShellSession, withCustomer } from './session.server.ts'
import type { ShellSession } from './session.ts'
import { fallbackSite, SITE_PREFIXES } from './site.ts'
import type { SiteRef } from './site.ts'
import { cached } from './shared-data.server.ts'
import { toDealSlides, toPromoBanner, type DealSlide, type PromoBanner } from '../features/shell/shell-blocks.ts'

export type ShellData = {
  site: Site
  sites: Array<Pick<Site, 'code' | 'name' | 'pathPrefix'>>
  menu: Array<MenuNode>
  deals: Array<DealSlide>
  session: ShellSession
  flagsPayload: FlagsPayload
  /** The header promo banner, or null when its block is inactive, malformed or links where the footer may not. */
  promo: PromoBanner | null
}

async function orDefault<T>(what: string, promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise
  } catch (error) {
    console.warn(`shell: ${what} unavailable`, error instanceof Error ? error.message : error)
    return fallback
  }
}

/**
 * The session of a page request (shell §7, §8). A request without any cookie has no session: the
 * page is a guest's and nothing is asked (so cookie-less pages stay cacheable and create no session).
 * Otherwise GET /svc_session/session: a failed call is tried again once, then the shopper is treated as
 * logged out (decideSessionInitFailure); a 4xx answer means no session (guest).
 */
export async function loadSession(api: ApiClient, hasCookie = true): Promise<ShellSession> {
  if (!hasCookie) return GUEST_SESSION
  for (let failed = 1; ; failed++) {
    try {
      return await withCustomer(api, toShellSession(await api.get('/svc_session/session', SessionSummaryResponse)))
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) return { ...GUEST_SESSION, source: 'answer' }
      if (decideSessionInitFailure(failed).kind === 'logged-out') return { ...GUEST_SESSION, source: 'failed' }
    }
  }
}

/** The GrowthBook payload (GET /api/features/sdk-ironhouse-storefront), cached for 60 s (shell §9). */
/**
 * The flag attributes of a loader's evaluation (shell §6: per store, route, query string, user id,
 * email, login state and group): the page's store, site, route and query, and the shopper's class,
 * the login state and group the page cache keeps the page for (decision 006), so a rule on the group
 * holds for a group-2 customer's page as it does in the header. A request without a class (its page is
 * not kept for a class) is evaluated as a guest; id and email stay empty, as a page is never a person's
 * (a rule that reads them makes the root render the page for that shopper alone).
 */
export function classFlagAttributes(api: ApiClient, ref: { storeId: number; code: string }, url: URL): FlagAttributes {
  const group = api.shopperGroup ?? LOGGED_OUT_CUSTOMER_GROUP_ID
  return { store: ref.storeId, site: ref.code, route: url.pathname, query: url.search, id: '', email: '', loggedIn: isLoggedInGroupId(group), group }
}

export async function loadFlagsPayload(api: ApiClient): Promise<FlagsPayload> {
  const response = await orDefault(
    'flags',
    cached('flags', FEATURE_FLAG_CACHE.staleAfterMs, () => api.get(FLAGS_PAYLOAD_PATH, FeaturesResponse)),
    null,
  )
  if (!response) return EMPTY_FLAGS_PAYLOAD
  return { features: response.features as FlagsPayload['features'], dateUpdated: response.dateUpdated }
}

function loadSites(api: ApiClient) {
  return orDefault('sites', cached('sites', 5 * 60_000, () => api.get('/svc_ssr/sites', SitesResponse, { storeId: false })), null)
}

/** The site record of a request (GET /svc_ssr/sites), or a minimal one when the API does not answer. */
export async function loadSite(api: ApiClient, ref: Pick<SiteRef, 'code'>): Promise<Site> {
  const sites = await loadSites(api)
  return sites?.sites.find((s) => s.code === ref.code) ?? fallbackSite(ref)
}

/**
 * Shell data of a page. `classGroupId` (decision 006): the page is rendered for every shopper of that
 * customer group, so the session is not read; it carries the group alone (classSession).
 */
export async function loadShellData(
  api: ApiClient,
  ref: SiteRef,
  opts: { hasCookie?: boolean; classGroupId?: number | undefined } = {},
): Promise<ShellData> {
  const minute = 60_000
  const noBlock = { active: false, content: null }
  const [sites, menu, deals, promo, session, flagsPayload] = await Promise.all([
    loadSites(api),
    orDefault('menu', cached(`menu:${ref.code}`, 5 * minute, () => api.get('/svc_content/catalog/menu', MenuResponse)), { menu: [] }),
    orDefault(
      'deals slider',
      cached(`deals:${ref.code}`, CONTENT_BLOCK_CACHE_SECONDS * 1000, () =>
        api.get('/svc_content/cms/block/deals-slider', CmsBlockResponse),
      ),
      noBlock,
    ),
    orDefault(
      'header promo banner',
      cached(`promo:${ref.code}`, CONTENT_BLOCK_CACHE_SECONDS * 1000, () =>
        api.get('/svc_content/cms/block/header-promo-banner', CmsBlockResponse),
      ),
      noBlock,
    ),
    opts.classGroupId === undefined ? loadSession(api, opts.hasCookie ?? true) : classSession(opts.classGroupId),
    loadFlagsPayload(api),
  ])
  const site = sites?.sites.find((s) => s.code === ref.code) ?? fallbackSite(ref)
  return {
    site,
    sites: SITE_PREFIXES.map(({ code, prefix }) => {
      const record = sites?.sites.find((s) => s.code === code) ?? fallbackSite({ code })
      return { code, name: record.name, pathPrefix: prefix }
    }),
    menu: menu.menu,
    deals: toDealSlides(deals),
    promo: toPromoBanner(promo, site.hostname, ref.prefix),
    session,
    flagsPayload,
  }
}
