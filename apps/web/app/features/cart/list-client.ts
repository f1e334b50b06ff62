import { servicePathForSite } from '@ironhouse/domain'
import type { Bin, BuyRequest, List, ListMetadataInput, ListType } from '@ironhouse/contracts'

/** A refused call: the server's error code and message (commerce §8 texts for bad buy requests). */
export class ListCallError extends Error {
  readonly status: number
  readonly code: string
  constructor(status: number, code: string, message: string) {
    super(message)
    this.name = 'ListCallError'
    this.status = status
    this.code = code
  }
}

export type ClientSite = { code: string; storeId: number; prefix: string }

/** The URL of a /svc_* call from the browser (platform §7: /site/{code} and ?storeId= of the site). */
export function servicePath(site: ClientSite, path: string, query: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...query, storeId: String(site.storeId) })
  return `${servicePathForSite(path, site.code, site.prefix !== '')}?${params.toString()}`
}

function errorOf(json: unknown): { error: string; message: string } | null {
  if (!json || typeof json !== 'object') return null
  const { error, message } = json as Record<string, unknown>
  return typeof error === 'string' && typeof message === 'string' ? { error, message } : null
}

/**
 * One call. Answers are not re-validated here: the API checks every answer against its contract
 * before sending it, and keeping zod out of the browser keeps the pages light.
 */
async function call<T>(site: ClientSite, method: string, path: string, body?: unknown, query?: Record<string, string>): Promise<T> {
  let response: Response
  try {
    response = await fetch(servicePath(site, path, query), {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  } catch {
    throw new ListCallError(0, 'browser_offline', 'You appear to be offline. Please try again.')
  }
  const json: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const error = errorOf(json)
    throw new ListCallError(response.status, error?.error ?? 'unknown_error', error?.message ?? 'Something went wrong. Please try again.')
  }
  return json as T
}

type One = { list: List }
type Many = { lists: Array<List> }
type Bins = { bins: Array<Bin> }

/** The browser's calls to /svc_list and /svc_bin (commerce §7, shell §7). */
export function listClient(site: ClientSite) {
  return {
    lists: (path?: string) => call<Many>(site, 'GET', '/svc_list/lists', undefined, { active: 'true', ...(path ? { path } : {}) }).then((r) => r.lists),
    create: (type: ListType, metadata?: ListMetadataInput) => call<One>(site, 'POST', '/svc_list/lists', { type, ...(metadata ? { metadata } : {}) }).then((r) => r.list),
    remove: (id: string) => call<{ ok: true }>(site, 'DELETE', `/svc_list/lists/${id}`),
    metadata: (id: string, metadata: ListMetadataInput) => call<One>(site, 'PUT', `/svc_list/lists/${id}/metadata`, { metadata }).then((r) => r.list),
    add: (id: string, items: Array<BuyRequest>) => call<One>(site, 'POST', `/svc_list/lists/${id}/items`, { items }).then((r) => r.list),
    setQty: (id: string, itemId: string, qty: number) => call<One>(site, 'PUT', `/svc_list/lists/${id}/items/${itemId}`, { qty }).then((r) => r.list),
    removeItem: (id: string, itemId: string) => call<One>(site, 'DELETE', `/svc_list/lists/${id}/items/${itemId}`).then((r) => r.list),
    move: (id: string, itemIds: Array<string>, toListId: string) => call<{ from: List; to: List }>(site, 'POST', `/svc_list/lists/${id}/items/move`, { itemIds, toListId }),
    bins: () => call<Bins>(site, 'GET', '/svc_bin/bin').then((r) => r.bins),
    addBin: (productId: number, email: string, parentId?: number) =>
      call<Bins>(site, 'POST', '/svc_bin/bin', { product_id: productId, email, ...(parentId ? { parent_id: parentId } : {}) }).then((r) => r.bins),
    removeBin: (id: number) => call<Bins>(site, 'DELETE', `/svc_bin/bin/${id}`).then((r) => r.bins),
  }
}

export type ListClient = ReturnType<typeof listClient>
export type { Bin, List }
