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
}
