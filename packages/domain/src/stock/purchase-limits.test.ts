import { describe, expect, it } from 'vitest'
import {
  PREMIUM_TICKET_2023_PRODUCT_ID,
  PREMIUM_TICKET_SHIRT_SKU,
  checkPurchaseLimit,
  purchaseLimitOf,
} from './purchase-limits.ts'

const shirt = { sku: PREMIUM_TICKET_SHIRT_SKU }
const ticket = { product: { productId: PREMIUM_TICKET_2023_PRODUCT_ID } }

describe('purchase limits (commerce §5)', () => {
  it.each([
    { product: { sku: 'PROG-STRENGTH', isProgram: true }, limit: 1, note: 'a program' },
    { product: { sku: 'MMV-2024-SEMINAR' }, limit: 1, note: 'a SKU starting with MMV' },
    { product: { sku: 'INV-REG', attributes: { is_registration_sku: '1' } }, limit: 1, note: 'a registration SKU' },
    { product: shirt, limit: 1, note: 'the premium-ticket shirt' },
    { product: { sku: 'HAT', attributes: { purchase_limit: '3' } }, limit: 3, note: 'a purchase_limit attribute' },
    { product: { sku: 'HAT', attributes: { purchase_limit: 2 } }, limit: 2, note: 'a numeric purchase_limit' },
    { product: { sku: 'HAT', attributes: { purchase_limit: '0' } }, limit: undefined, note: 'a zero purchase_limit' },
    { product: { sku: 'HAT', attributes: { purchase_limit: '' } }, limit: undefined, note: 'an empty purchase_limit' },
    { product: { sku: 'OB86' }, limit: undefined, note: 'a plain product' },
  ])('$note has limit $limit', ({ product, limit }) => {
    expect(purchaseLimitOf(product)).toBe(limit)
  })

  it('only one of each program may be bought', () => {
    const program = { sku: 'PROG-1', isProgram: true }
    expect(checkPurchaseLimit(program, 1)).toEqual({ ok: true, value: 1 })
    expect(checkPurchaseLimit(program, 2)).toEqual({
      ok: false,
      error: { code: 'PURCHASE_LIMIT_EXCEEDED', limit: 1, allowedQty: 1 },
    })
    expect(checkPurchaseLimit(program, 1, { alreadyHeldQty: 1 })).toEqual({
      ok: false,
      error: { code: 'PURCHASE_LIMIT_EXCEEDED', limit: 1, allowedQty: 0 },
    })
  })

  it('a product without a limit accepts any quantity', () => {
    expect(checkPurchaseLimit({ sku: 'OB86' }, 40)).toEqual({ ok: true, value: 40 })
  })

  it('the special shirt needs a logged-in customer', () => {
    expect(checkPurchaseLimit(shirt, 1, { groupId: 0, tickets: [ticket] })).toEqual({
      ok: false,
      error: { code: 'LOGIN_REQUIRED' },
    })
  })

  it('the special shirt needs the 2023 competition premium ticket', () => {
    expect(checkPurchaseLimit(shirt, 1, { groupId: 1, tickets: [{ product: { productId: 1 } }] })).toEqual({
      ok: false,
      error: { code: 'TICKET_REQUIRED', ticketProductId: PREMIUM_TICKET_2023_PRODUCT_ID },
    })
    expect(checkPurchaseLimit(shirt, 1, { groupId: 1 }).ok).toBe(false)
  })

  it('the special shirt is one per account for ticket holders', () => {
    expect(checkPurchaseLimit(shirt, 1, { groupId: 1, tickets: [ticket] })).toEqual({ ok: true, value: 1 })
    expect(checkPurchaseLimit(shirt, 1, { groupId: 1, tickets: [ticket], alreadyHeldQty: 1 }).ok).toBe(false)
  })
})
