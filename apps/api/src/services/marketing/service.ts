import type { FastifyRequest } from 'fastify'
import type { List, Order } from '@ironhouse/contracts'
import type { Db, Executor } from '@ironhouse/db'
import {
  affiliateExclusionOf,
  affiliateSale,
  isMarketingConsumerEnabled,
  normalizeAdConversionData,
  PLATFORM_COOKIE_KEYS,
  siteCodeOfStore,
  type ConsumerItem,
  type SiteCode,
} from '@ironhouse/domain'
import { enqueueJob } from '../../jobs/outbox.ts'
import { priceProducts } from '../content/public.ts'
import { consentOfRequest } from './consent.ts'
import type { AdTracker } from './providers/ad-tracker.ts'
import type { AffiliateSaleRecord, AffiliateTracker } from './providers/affiliate-tracker.ts'
import type { EmailMarketingItem, EmailMarketingProvider, UpdateCartCall } from './providers/email-marketing.ts'
import * as repo from './repo.ts'

/** An affiliate code: letters, digits, '-' and '_', at most 64, compared lower-cased (docs/marketing.md). */
export const AFFILIATE_CODE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/

/** The affiliate of a visit: ?aff={code} on any page (docs/marketing.md). */
export const AFFILIATE_QUERY = 'aff'
/** The cookie that keeps it (marketing consent only, no GPC): the affiliate window. */
export const AFFILIATE_COOKIE = 'ih_aff'
export const AFFILIATE_WINDOW_DAYS = 30

/** The purchase consumers of a placed order, run once its payment is complete. */
export const ORDER_JOB = 'marketing.order'
/** A cart update for the email marketing provider. */
export const CART_JOB = 'marketing.cart'

/** An order still waiting on its payment is looked at again this often, for at most ORDER_WAIT_MS. */
export const ORDER_RECHECK_MS = 5 * 60 * 1000
export const ORDER_WAIT_MS = 60 * 60 * 1000

export type MarketingProviders = { affiliate: AffiliateTracker; email: EmailMarketingProvider; ad: AdTracker }

export type MarketingDeps = {
  db: Db
  providers: MarketingProviders
  /** Site base URL (origin and path prefix) and origin, from configuration (never a request header). */
  siteBaseUrl: (site: SiteCode) => string
  publicOrigin: (site: SiteCode) => string
}

/** What a placed order's job may do: decided from the consent of the request that placed it. */
export type OrderJob = {
  orderNumber: string
  affiliateCode: string | null
  email: { userId: string | null; campaignId: number | null; templateId: number | null } | null
  ad: boolean
}

export function affiliateCodeOf(value: string | undefined | null): string | null {
  const code = (value ?? '').trim().toLowerCase()
  return AFFILIATE_CODE_PATTERN.test(code) ? code : null
}

/** Iterable's ids (platform §3 cookies): whole numbers; anything else is left out. */
function iterableId(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : null
}

/** The iterable cookies of the shopper's request (platform §3). */
export function iterableOf(cookies: Record<string, string | undefined>) {
  const userId = cookies[PLATFORM_COOKIE_KEYS.iterableEndUserId]?.trim()
  return {
    campaignId: iterableId(cookies[PLATFORM_COOKIE_KEYS.iterableEmailCampaignId]),
    templateId: iterableId(cookies[PLATFORM_COOKIE_KEYS.iterableTemplateId]),
    userId: userId && /^[\x21-\x7e]{1,255}$/.test(userId) ? userId : null,
  }
}

function absolute(base: string, path: string | null | undefined): string | null {
  if (!path) return null
  if (/^https?:\/\//i.test(path)) return path
  return `${base.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`
}

/**
 * After an order is placed (POST /svc_checkout/order and the wallet's): the consent of the shopper's
 * request decides which consumers see the purchase; the purchase itself is sent by ORDER_JOB once the
 * payment is complete. Never fails the order: a marketing fault is logged.
 */
export async function orderPlaced(deps: MarketingDeps, request: FastifyRequest, order: Order): Promise<void> {
  if (order.status === 'payment_error') return
  const consent = await consentOfRequest(deps.db, request, siteCodeOfStore(order.storeId))
  const iterable = iterableOf(request.cookies)
  const job: OrderJob = {
    orderNumber: order.orderId,
    affiliateCode: consent.marketing ? affiliateCodeOf(request.cookies[AFFILIATE_COOKIE]) : null,
    email: isMarketingConsumerEnabled('email_marketing', consent) ? { userId: iterable.userId, campaignId: iterable.campaignId, templateId: iterable.templateId } : null,
    ad: isMarketingConsumerEnabled('ad_pixel', consent),
  }
  if (job.affiliateCode === null && job.email === null && !job.ad) return
  await enqueueJob(deps.db, { type: ORDER_JOB, payload: job })
}

/** The items of the email marketing calls (platform §7: id, sku, name, categories, price, quantity, imageUrl, url). */
async function emailItems(
  deps: MarketingDeps,
  db: Executor,
  storeId: number,
  lines: ReadonlyArray<{ productId: number; sku: string; name: string; price: number; qty: number; thumbnail: string | null; url: string | null }>,
): Promise<Array<EmailMarketingItem>> {
  const site = siteCodeOfStore(storeId)
  const names = await repo.categoryNames(db, [...new Set(lines.map((l) => l.productId))])
  return lines.map((line) => ({
    id: String(line.productId),
    sku: line.sku,
    name: line.name,
    categories: names.get(line.productId) ?? [],
    price: line.price,
    quantity: line.qty,
    imageUrl: absolute(deps.publicOrigin(site), line.thumbnail),
    url: absolute(deps.siteBaseUrl(site), line.url) ?? deps.siteBaseUrl(site),
  }))
}

/**
 * The lists that are the shopper's cart: the storefront's cart is the `quote` list (commerce §4: the
 * active cart is the quote list with the latest activeCartTs), `cart` too. Buy now, save for later,
 * wishlists and registries are not.
 */
export const CART_LIST_TYPES: ReadonlySet<string> = new Set(['quote', 'cart'])

/**
 * After a change of a cart (its lines added, changed, moved or removed): updateCart for a known email
 * (the signed-in customer's) when the email marketing consumer is enabled for the shopper's request.
 * A customer who changes their cart with it disabled (a refusal saved since, or GPC) is forgotten by
 * the provider: a reminder queued while they allowed it is not sent.
 */
export async function cartChanged(deps: MarketingDeps, request: FastifyRequest, list: List): Promise<void> {
  if (!CART_LIST_TYPES.has(list.type)) return
  const session = await request.getSession()
  if (!session?.customerId) return
  const consent = await consentOfRequest(deps.db, request, siteCodeOfStore(list.storeId))
  const email = (await repo.customerEmail(deps.db, session.customerId))?.toLowerCase()
  if (!email) return
  if (!isMarketingConsumerEnabled('email_marketing', consent)) return deps.providers.email.forgetCart(deps.db, email)
  const iterable = iterableOf(request.cookies)
  const lines = list.items.map((item) => ({ productId: item.productId, sku: item.product.sku, name: item.product.name, price: item.price, qty: item.qty, thumbnail: item.product.thumbnail, url: item.product.url }))
  const call: UpdateCartCall = {
    user: { userId: iterable.userId, email },
    items: await emailItems(deps, deps.db, list.storeId, lines),
    total: list.totals.total,
    campaignId: iterable.campaignId,
    templateId: iterable.templateId,
    cart: { listId: list._id, storeId: list.storeId, currency: list.currency },
  }
  await enqueueJob(deps.db, { type: CART_JOB, payload: call })
}

type OrderLineJson = { productId: number; sku: string; name: string; qty: number; price: number; thumbnail?: string | null; url?: string | null }

/**
 * The affiliate sale of an order (platform §6, `affiliateSale`): each line with its list and special
 * price and promo status as the store priced them when the order was placed, the product's attributes
 * (the excluded flag, manufacturer) and whether it is hundo-priced; the order's discount.
 */
export async function affiliateSaleOf(db: Executor, order: NonNullable<Awaited<ReturnType<typeof repo.findOrder>>>, affiliateCode: string): Promise<AffiliateSaleRecord> {
  const lines = order.items as Array<OrderLineJson>
  const ids = [...new Set(lines.map((l) => l.productId))]
  const [pricing, facts] = await Promise.all([
    priceProducts(db, { storeId: order.storeId, groupId: order.groupId, productIds: ids, now: new Date(order.createdAt) }),
    repo.productFacts(db, ids),
  ])
  const items: Array<ConsumerItem & { productId: number; sku: string }> = lines.map((line) => {
    const priced = pricing.get(line.productId)
    const fact = facts.get(line.productId)
    const manufacturer = fact?.attributes.manufacturer
    return {
      productId: line.productId,
      sku: line.sku,
      qty: line.qty,
      price: priced?.list ?? line.price,
      specialPrice: priced?.special ?? null,
      hasPromo: priced?.hotDeal ?? false,
      attributes: fact?.attributes ?? {},
      manufacturer: typeof manufacturer === 'string' ? manufacturer : null,
      hundoGrouped: fact?.hundo ?? false,
    }
  })
  const discount = Number(order.totals.discount ?? 0)
  const sale = affiliateSale(items, discount)
  return {
    affiliateCode,
    orderNumber: order.orderNumber,
    storeId: order.storeId,
    currency: order.currency,
    amount: sale.amount,
    orderDiscount: discount,
    items: sale.items.map((i) => ({ productId: i.productId, sku: i.sku, qty: i.qty, price: i.price })),
    excluded: items.filter((i) => !sale.items.includes(i)).map((i) => ({ productId: i.productId, sku: i.sku, qty: i.qty, reason: affiliateExclusionOf(i, discount) ?? 'excluded' })),
  }
}

const PAID = new Set(['payment_complete', 'published', 'shipped'])
const WAITING = new Set(['new', 'payment_pending'])

/**
 * ORDER_JOB: once the order is paid, the consumers its shopper allowed see the purchase (each at most
 * once per order). An order still waiting on its payment is looked at again; one whose payment failed
 * or that was cancelled is never a purchase.
 */
export async function runOrderJob(deps: MarketingDeps, job: OrderJob): Promise<void> {
  const order = await repo.findOrder(deps.db, job.orderNumber)
  if (!order) return
  if (WAITING.has(order.status)) {
    if (Date.now() - new Date(order.createdAt).getTime() < ORDER_WAIT_MS) await enqueueJob(deps.db, { type: ORDER_JOB, payload: job, runAt: new Date(Date.now() + ORDER_RECHECK_MS) })
    return
  }
  if (!PAID.has(order.status)) return
  const { providers } = deps
  if (job.affiliateCode) await providers.affiliate.registerSale(deps.db, await affiliateSaleOf(deps.db, order, job.affiliateCode))
  if (job.email) {
    const lines = (order.items as Array<OrderLineJson>).map((l) => ({ ...l, thumbnail: l.thumbnail ?? null, url: l.url ?? null }))
    await providers.email.trackPurchase(deps.db, {
      user: { userId: job.email.userId, email: order.email },
      items: await emailItems(deps, deps.db, order.storeId, lines),
      total: order.grandTotal,
      campaignId: job.email.campaignId,
      templateId: job.email.templateId,
      order: { orderNumber: order.orderNumber, listId: order.listId, storeId: order.storeId, currency: order.currency },
    })
  }
  if (job.ad) {
    const billing = order.billingAddress as { firstname?: string | null; lastname?: string | null; telephone?: string | null; street?: Array<string> | null; city?: string | null; region?: string | null; postcode?: string | null; countryId?: string | null }
    await providers.ad.recordConversion(deps.db, {
      orderNumber: order.orderNumber,
      storeId: order.storeId,
      currency: order.currency,
      value: order.grandTotal,
      data: normalizeAdConversionData({ ...billing, email: order.email, phone: billing.telephone }),
    })
  }
}
