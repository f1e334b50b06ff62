import type { Bin, BuyRequest, List, ListMetadataInput, ListType } from '@ironhouse/contracts'
import { ApiError } from '../../platform/api-error.ts'
import type { BrowserApiClient } from '../../platform/api-client.ts'

type One = { list: List }
type Many = { lists: Array<List> }
type Bins = { bins: Array<Bin> }

/** The message to show for a failed call: the server's (commerce §8 texts for bad buy requests). */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.type === 'browser_offline') return 'You appear to be offline. Please try again.'
    if (error.status > 0 && error.status < 500) return error.message
  }
  return 'Something went wrong. Please try again.'
}

/** The server's error code of a failed call ('' when there is none). */
export function codeOf(error: unknown): string {
  return error instanceof ApiError ? error.code : ''
}

/**
 * The browser's calls to /svc_list and /svc_bin (commerce §7, shell §7), through the page's API client
 * (session refresh, retries, errors: platform §8). Answers are checked by the API against the
 * contracts before they are sent, so the browser does not carry the schemas.
 */
export function listClient(api: BrowserApiClient) {
  return {
    lists: (path?: string) => api.get<Many>('/svc_list/lists', { query: { active: 'true', path } }).then((r) => r.lists),
    create: (type: ListType, metadata?: ListMetadataInput) => api.post<One>('/svc_list/lists', { type, ...(metadata ? { metadata } : {}) }).then((r) => r.list),
    remove: (id: string) => api.delete<{ ok: true }>(`/svc_list/lists/${id}`),
    metadata: (id: string, metadata: ListMetadataInput) => api.put<One>(`/svc_list/lists/${id}/metadata`, { metadata }).then((r) => r.list),
    add: (id: string, items: Array<BuyRequest>) => api.post<One>(`/svc_list/lists/${id}/items`, { items }).then((r) => r.list),
    setQty: (id: string, itemId: string, qty: number) => api.put<One>(`/svc_list/lists/${id}/items/${itemId}`, { qty }).then((r) => r.list),
    removeItem: (id: string, itemId: string) => api.delete<One>(`/svc_list/lists/${id}/items/${itemId}`).then((r) => r.list),
    move: (id: string, itemIds: Array<string>, toListId: string) => api.post<{ from: List; to: List }>(`/svc_list/lists/${id}/items/move`, { itemIds, toListId }),
    registries: (name: string) =>
      api.get<{ registries: Array<{ urlKey: string; name: string; registrantName: string; eventType: string | null; eventDate: string | null }> }>('/svc_list/registries', { query: { name } }),
    bins: () => api.get<Bins>('/svc_bin/bin').then((r) => r.bins),
    addBin: (productId: number, email: string, parentId?: number) =>
      api.post<Bins>('/svc_bin/bin', { product_id: productId, email, ...(parentId ? { parent_id: parentId } : {}) }).then((r) => r.bins),
    removeBin: (id: number) => api.delete<Bins>(`/svc_bin/bin/${id}`).then((r) => r.bins),
  }
}

export type ListClient = ReturnType<typeof listClient>
