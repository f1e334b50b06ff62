import type { PublicOrigins } from './public-origins.ts'

/**
 * What the API process hands the storefront on every server render (React Router load context).
 * `apiFetch` answers a `/svc_*` path over the HTTP contract: in one process it is an in-memory
 * request to the same Fastify app; when the storefront runs alone it is fetch() to API_URL.
 * React Router 8 takes a RouterContextProvider as load context: the API assigns these fields onto it
 * (Object.assign(new RouterContextProvider(), context)), so loaders read context.apiFetch.
 */
export type StorefrontLoadContext = {
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>
  /** Request id for logs, shared by the page render and the API calls it makes. */
  requestId: string
  /** Release hash and build date (heartbeat). */
  release: { hash: string; buildDate: string }
  /**
   * The host the request was addressed to, as far as configuration lets us trust it: the Host header,
   * or the proxy's X-Forwarded-Host only when TRUST_PROXY is set. Used for the admin-host rule
   * (platform §2), never to build a URL.
   */
  host: string
  /** The configured public origin of each site: canonical, hreflang and og:url are built on it. */
  publicOrigins: PublicOrigins
  /**
   * Present when the page is rendered once for a class of shoppers and kept for every shopper of that
   * class (decision 006): the customer group the API prices for, and consent as the request's cookie
   * says. The shell then renders no one's session (the browser reads it after load); a loader that
   * finds the page depends on the shopper themself calls markPersonal(), and the page is rendered
   * again for this shopper alone.
   */
  shopperClass?: ShopperClass | undefined
}

export type ShopperClass = {
  /** The session's customer group (0 for a guest, with or without a session). */
  groupId: number
  /** This render must not be shared: the store renders the page again for the shopper alone. */
  markPersonal: () => void
}
