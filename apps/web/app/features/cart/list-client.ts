import type { Bin, BuyRequest, List, ListMetadataInput, ListType } from '@ironhouse/contracts'
import { useMemo } from 'react'
import type { BrowserApiClient } from '../../platform/api-client.ts'
import { useSessionStore } from '../../platform/session-context.tsx'
import { readLists } from './cart-context.tsx'

// what every page's cart reads (its lists, and the message of a failed call) is in cart-context.tsx and
// list-messages.ts; the rest of the lists' calls arrive with the code that makes them
export { codeOf, messageOf } from './list-messages.ts'

type One = { list: List }
type Bins = { bins: Array<Bin> }

/**
 * The browser's calls to /svc_list and /svc_bin (commerce §7, shell §7), through the page's API client
 * (session refresh, retries, errors: platform §8). Answers are checked by the API against the
 * contracts before they are sent, so the browser does not carry the schemas.
 */
export function listClient(api: BrowserApiClient) {
  return {
    lists: (path?: string) => readLists(api, path),
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

/** The page's list client (over the session store's API client). */
export function useListClient(): ListClient {
  const { api } = useSessionStore()
  return useMemo(() => listClient(api), [api])
}
