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
