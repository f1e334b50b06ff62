import type { FastifyReply, FastifyRequest } from 'fastify'
import { loadsCustomerGroupPrices, LOGGED_OUT_CUSTOMER_GROUP_ID } from '@ironhouse/domain'
import { cacheFor } from '../plugins/cache.ts'

/**
 * The customer group a request is priced for: the group of its session (0 for a guest, or when no
 * session cookie was sent), never a query parameter or header. Reads the session only when the
 * request carries cookies, so cookie-less traffic costs nothing.
 */
export async function sessionGroupOf(request: FastifyRequest): Promise<number> {
  if (!request.headers.cookie) return LOGGED_OUT_CUSTOMER_GROUP_ID
  const session = await request.getSession()
  return session?.groupId ?? LOGGED_OUT_CUSTOMER_GROUP_ID
}

/**
 * What a priced answer varies on besides its URL: '' for every shopper priced like a guest (group 0 or
 * 1, commerce §4), 'g{id}' for a group with its own prices. Cache keys include it.
 */
export function pricingVariant(groupId: number): string {
  return loadsCustomerGroupPrices(groupId) ? `g${groupId}` : ''
}

/**
 * `X-Cache-Scope: group` on a private answer: it is the same for every shopper of the session's
 * customer group (nothing of the shopper themself), so a page built from it may be kept for that
 * group (the storefront's shopper-class page cache, decision 006).
 */
export const CACHE_SCOPE_HEADER = 'x-cache-scope'

/**
 * Cache headers of an answer priced for a group: public (shared by browsers, CDNs and the micro-cache)
 * when it is the guest price, private to the caller when the group has its own prices. Vary: Cookie
 * keeps a shared cache from handing a priced answer across sessions.
 */
export function cachePricedFor(reply: FastifyReply, groupId: number, seconds: number): FastifyReply {
  reply.header('vary', 'cookie')
  if (pricingVariant(groupId) === '') return cacheFor(reply, seconds)
  return reply.header('cache-control', 'private, no-cache').header(CACHE_SCOPE_HEADER, 'group')
}
