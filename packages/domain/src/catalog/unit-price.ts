import { err, ok } from '../result.ts'
import { bundleValueUnitMinor } from './bundle-price.ts'
import type { Result } from '../result.ts'
import { catalogErrors } from './errors.ts'
import type { CatalogError } from './errors.ts'
import { validateBuyRequest } from './validate-buy-request.ts'
import type { ValidBuyRequest } from './validate-buy-request.ts'
import type { CatalogBuyRequest, CatalogProduct, ProductLookup } from './types.ts'

/** The price a product sells at; defaults to its list price. Pass a customer price rule to use one. */
export type BasePriceOf = (product: CatalogProduct) => number

const listPrice: BasePriceOf = (product) => product.priceMinor

function loadedPrice(productId: number, lookup: ProductLookup, priceOf: BasePriceOf): Result<number, CatalogError> {
  const product = lookup(productId)
  return product ? ok(priceOf(product)) : err(catalogErrors.notLoaded(productId))
}

function selectionPrice(
  valid: ValidBuyRequest,
  lookup: ProductLookup,
  priceOf: BasePriceOf,
): Result<number, CatalogError> {
  const { selection, product } = valid
  switch (selection.type) {
    case 'giftcard':
      return ok(selection.amountMinor)
    case 'configurable':
      return loadedPrice(selection.child.productId, lookup, priceOf)
    case 'bundle': {
      // Sum of chosen values by price type: fixed uses the option value's price, any other type the
      // child's own price; free products add nothing. The bundle's own price is only its display price.
      let sum = 0
      for (const chosen of selection.children) {
        if (chosen.kind === 'free' || chosen.child.qty === 0) continue
        const childPrice = chosen.value.priceType === 'fixed' ? ok(0) : loadedPrice(chosen.child.productId, lookup, priceOf)
        if (!childPrice.ok) return childPrice
        sum += bundleValueUnitMinor(chosen.value, childPrice.value) * chosen.child.qty
      }
      return ok(sum)
    }
    default:
      return ok(priceOf(product))
  }
}

/** Price of the chosen custom options: each selected value's price, or the option's price for free text. */
function customOptionsPrice(valid: ValidBuyRequest): number {
  return valid.customOptions.reduce(
    (sum, { option, values }) =>
      sum + (values.length > 0 ? values.reduce((s, v) => s + (v.priceMinor ?? 0), 0) : (option.priceMinor ?? 0)),
    0,
  )
}

/**
 * Unit price (minor units) of a buy request: simple product price, configurable child price, bundle sum of
 * chosen values, or gift card amount, plus custom option prices. Validates first (commerce §5) and returns
 * the same errors; a product or child that is not loaded gives 'Trying to get price for not loaded product'.
 */
export function unitPriceOfBuyRequest(
  request: CatalogBuyRequest,
  lookup: ProductLookup,
  priceOf: BasePriceOf = listPrice,
): Result<number, CatalogError> {
  const valid = validateBuyRequest(request, lookup(request.productId))
  if (!valid.ok) return valid
  const base = selectionPrice(valid.value, lookup, priceOf)
  if (!base.ok) return base
  return ok(base.value + customOptionsPrice(valid.value))
}
