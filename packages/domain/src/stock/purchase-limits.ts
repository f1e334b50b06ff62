import { err, ok } from '../result.ts'
import type { Result } from '../result.ts'

/**
 * The one special shirt limited to one per account and to holders of the 2023 competition premium
 * ticket (commerce §5). The spec does not name them; these ids are ours (seeded by the demo data) and
 * listed in docs/rules/money-sites-pricing-stock-catalog.md.
 */
export const PREMIUM_TICKET_SHIRT_SKU = 'IH-INV23-PREMIUM-TEE'
/** Product id of the 2023 invitational premium ticket whose holders may buy the shirt. */
export const PREMIUM_TICKET_2023_PRODUCT_ID = 2502

/** SKU prefix of products limited to one (commerce §5). */
export const SINGLE_PURCHASE_SKU_PREFIX = 'MMV'

export type LimitedProduct = {
  sku: string
  isProgram?: boolean
  attributes?: { is_registration_sku?: unknown; purchase_limit?: unknown }
}

function flagOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true'
}

/**
 * Most of a product one order may hold (commerce §5): programs 1; SKUs starting with MMV 1;
 * registration SKUs 1; the premium-ticket shirt 1; else a positive purchase_limit attribute; else none.
 */
export function purchaseLimitOf(product: LimitedProduct): number | undefined {
  if (
    product.isProgram === true ||
    product.sku.toUpperCase().startsWith(SINGLE_PURCHASE_SKU_PREFIX) ||
    flagOn(product.attributes?.is_registration_sku) ||
    product.sku === PREMIUM_TICKET_SHIRT_SKU
  ) {
    return 1
  }
  const raw = product.attributes?.purchase_limit
  const limit = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN
  return Number.isInteger(limit) && limit > 0 ? limit : undefined
}

export type PurchaseLimitError =
  | { code: 'PURCHASE_LIMIT_EXCEEDED'; limit: number; allowedQty: number }
  | { code: 'LOGIN_REQUIRED' }
  | { code: 'TICKET_REQUIRED'; ticketProductId: number }

export type PurchaseLimitContext = {
  /** Quantity of this product already in the cart or previously bought by the account (for one-per-account). */
  alreadyHeldQty?: number
  /** Customer group id; 0 or absent is a guest. */
  groupId?: number | null
  /** The customer's tickets (commerce §3 Ticket). */
  tickets?: ReadonlyArray<{ product: { productId: number } }>
}

/**
 * Checks a requested quantity against the purchase limits (commerce §5). The premium-ticket shirt needs a
 * logged-in customer holding the 2023 premium ticket, and counts what the account already holds.
 */
export function checkPurchaseLimit(
  product: LimitedProduct,
  requestedQty: number,
  context: PurchaseLimitContext = {},
): Result<number, PurchaseLimitError> {
  const held = context.alreadyHeldQty ?? 0
  if (product.sku === PREMIUM_TICKET_SHIRT_SKU) {
    if (!context.groupId || context.groupId <= 0) return err({ code: 'LOGIN_REQUIRED' })
    const holdsTicket = (context.tickets ?? []).some((t) => t.product.productId === PREMIUM_TICKET_2023_PRODUCT_ID)
    if (!holdsTicket) return err({ code: 'TICKET_REQUIRED', ticketProductId: PREMIUM_TICKET_2023_PRODUCT_ID })
  }
  const limit = purchaseLimitOf(product)
  if (limit !== undefined && held + requestedQty > limit) {
    return err({ code: 'PURCHASE_LIMIT_EXCEEDED', limit, allowedQty: Math.max(0, limit - held) })
  }
  return ok(requestedQty)
}
