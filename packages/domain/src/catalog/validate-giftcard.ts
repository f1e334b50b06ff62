import { err, ok } from '../result.ts'
import type { Result } from '../result.ts'
import { catalogErrors } from './errors.ts'
import type { CatalogError } from './errors.ts'
import type { CatalogBuyRequest, CatalogProduct } from './types.ts'

function present(value: number | null | undefined): value is number {
  return value !== null && value !== undefined
}

/**
 * Gift card rule (commerce §5): a custom amount needs open amounts allowed and must lie within min and
 * max (when set); otherwise the amount must be one of the listed amounts. Returns the card amount (minor).
 */
export function validateGiftcardSelection(
  request: CatalogBuyRequest,
  product: CatalogProduct,
): Result<number, CatalogError> {
  const data = product.giftcardData
  if (!data) return err(catalogErrors.giftcardProduct())
  const selection = request.metadata?.giftcard
  if (!selection) return err(catalogErrors.giftcardItem())
  const custom = selection.customAmount
  if (present(custom)) {
    const inBounds =
      Number.isInteger(custom) &&
      custom > 0 &&
      (!present(data.openAmountMin) || custom >= data.openAmountMin) &&
      (!present(data.openAmountMax) || custom <= data.openAmountMax)
    return data.isOpenAmountAllowed && inBounds ? ok(custom) : err(catalogErrors.giftcardCustomAmount())
  }
  const amount = selection.amount
  return present(amount) && data.amounts.includes(amount) ? ok(amount) : err(catalogErrors.giftcardAmountSelection())
}

/** Who sends and receives a gift card (commerce §3 gift card metadata). */
export type GiftcardParties = {
  delivery?: string | null
  recipientEmail?: string | null
  recipientName?: string | null
  senderName?: string | null
  senderEmail?: string | null
}

function filled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== ''
}

/**
 * Gift card recipient and sender fields (commerce §3, §5): every card names its recipient and its
 * sender; a card delivered by email (virtual cards, and combined cards unless mailed) also needs the
 * recipient's email. Missing fields give 'Invalid giftcard item' (§8).
 */
export function validateGiftcardParties(
  parties: GiftcardParties | null | undefined,
  cardType: string | undefined,
): Result<GiftcardParties, CatalogError> {
  if (!parties || !filled(parties.recipientName) || !filled(parties.senderName)) return err(catalogErrors.giftcardItem())
  const byEmail = cardType === 'virtual' || (cardType === 'combined' && parties.delivery !== 'mail')
  if (byEmail && !filled(parties.recipientEmail)) return err(catalogErrors.giftcardItem())
  return ok(parties)
}
