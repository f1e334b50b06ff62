// The page's background refresh (shell §4 Background refresh; platform §2, §9 release rules), fetched
// at its first tick, 60 s after the page started (session-context.tsx), never with the page. A tick
// now and every 60 s after, paused while the tab is hidden (a paused tick does not count) and skipped while the
// browser is offline; what a tick reloads is the domain's backgroundTickTasks. The heartbeat (every
// 2nd tick) compares the server's release with the one this page was built from: a newer release is
// announced once (the next navigation then loads the page anew, platform §2); an older one is ignored.
// The hostmatch call (platform §7) is sent with the first tick. Every 5th tick reloads the app config
// (the flag payload) and every 2nd the promotions (the header's deals slider and promo banner); the
// parts of the page that show them take the new copies from an event (background-events.ts).
import { BACKGROUND_TICK_MS, backgroundTickTasks, needsHostmatch, shouldPreloadRelease } from '@ironhouse/domain'
import type { Release } from '@ironhouse/domain'
import { toDealSlides, toPromoBanner } from '../features/shell/shell-blocks.ts'
import type { BrowserApiClient } from './api-client.ts'
import { APP_CONFIG_TICK, CART_PRODUCTS_TICK, PROMOTIONS_TICK, type ShellPromotions } from './background-events.ts'
import { FLAGS_PAYLOAD_PATH, type FlagsPayload } from './flags.ts'

/** The running release (shell §7). */
export const HEARTBEAT_PATH = '/svc_ssr/heartbeat'
/** Where a page served from another host reports it (platform §7). */
export const HOSTMATCH_PATH = '/svc_ssr/hostmatch'

export type BackgroundDeps = {
  /** The release this page was rendered with (root data), or null when the server named none. */
  release: Release | null
  /** The page's API client: the heartbeat, hostmatch and reload calls go through it. */
  api: Pick<BrowserApiClient, 'get' | 'post' | 'site'>
  /** The site's host as its record names it (the promo banner's links on it become paths); '' when unknown. */
  hostname?: string | undefined
  /** The site's base URL (its configured public origin), for the hostmatch call; null when unknown. */
  base?: string | null | undefined
  /** The page's URL (location.href by default). */
  pageUrl?: string | undefined
  /** A release newer than the page's was found (called once). */
  onNewRelease: (release: Release) => void
  hidden?: () => boolean
  offline?: () => boolean
}

/**
 * Platform §7: a page whose URL does not start with its site's base URL tells the server its host (h)
 * and that base (b); the server answers whether the host is a configured one and logs it when not
 * (docs/api.md). The origin is given with its trailing slash, so a host that merely begins like the
 * configured one (ironhouse.example.other.net) is not taken for it.
 */
export function reportHost(api: Pick<BrowserApiClient, 'post'>, base: string, pageUrl: string): void {
  if (!needsHostmatch(pageUrl, base.endsWith('/') ? base : `${base}/`)) return
  api.post(HOSTMATCH_PATH, { h: new URL(pageUrl).host, b: base }).catch(() => undefined)
}

/** A CMS block's answer (GET /svc_content/cms/block/{name}). */
type CmsBlock = { active: boolean; content: unknown }

/** Shell §4 app config: the flag payload read again; a failed read keeps the page's. */
export function reloadAppConfig(api: Pick<BrowserApiClient, 'get'>): Promise<void> {
  return api.get<FlagsPayload>(FLAGS_PAYLOAD_PATH).then(
    (payload) => {
      if (payload && typeof payload.features === 'object') window.dispatchEvent(new CustomEvent(APP_CONFIG_TICK, { detail: { features: payload.features, dateUpdated: payload.dateUpdated } }))
    },
    () => undefined,
  )
}

/** Shell §4 promotions: the deals slider and the promo banner read again as the root loader reads them; a failed read keeps the page's. */
export function reloadPromotions(api: Pick<BrowserApiClient, 'get' | 'site'>, hostname: string): Promise<void> {
  return Promise.all([api.get<CmsBlock>('/svc_content/cms/block/deals-slider'), api.get<CmsBlock>('/svc_content/cms/block/header-promo-banner')]).then(
    ([deals, promo]) => {
      const detail: ShellPromotions = { deals: toDealSlides(deals), promo: toPromoBanner(promo, hostname, api.site.prefix) }
      window.dispatchEvent(new CustomEvent(PROMOTIONS_TICK, { detail }))
    },
    () => undefined,
  )
}

/** Sends the hostmatch call, runs the first tick now, then one every 60 s; returns the stop function. */
export function startBackground(deps: BackgroundDeps): () => void {
  if (deps.base) reportHost(deps.api, deps.base, deps.pageUrl ?? window.location.href)
  const hidden = deps.hidden ?? (() => document.visibilityState === 'hidden')
  const offline = deps.offline ?? (() => navigator.onLine === false)
  let tick = 0
  let announced = false
  const runTick = () => {
    if (hidden()) return
    const tasks = backgroundTickTasks(tick + 1, { hidden: false, skipped: offline() })
    if (!tasks.cartProducts) return
    tick += 1
    // every tick that runs reloads the cart's products (shell §4; the cart listens, cart-context.tsx)
    window.dispatchEvent(new Event(CART_PRODUCTS_TICK))
    if (tasks.appConfig) void reloadAppConfig(deps.api)
    if (tasks.promotions) void reloadPromotions(deps.api, deps.hostname ?? '')
    const current = deps.release
    if (!tasks.heartbeat || !current || announced) return
    deps.api.get<Release>(HEARTBEAT_PATH).then(
      (seen) => {
        if (announced || !shouldPreloadRelease(current, seen)) return
        announced = true
        deps.onNewRelease(seen)
      },
      // a failed heartbeat is tried again two ticks later
      () => undefined,
    )
  }
  runTick()
  const timer = setInterval(runTick, BACKGROUND_TICK_MS)
  return () => clearInterval(timer)
}
