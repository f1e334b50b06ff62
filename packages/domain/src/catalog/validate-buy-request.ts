import { err, ok } from '../result.ts'
import type { Result } from '../result.ts'
import { catalogErrors } from './errors.ts'
import type { CatalogError } from './errors.ts'
import { validateBundleChildren } from './validate-bundle.ts'
import type { ChosenBundleChild } from './validate-bundle.ts'
import { validateGiftcardSelection } from './validate-giftcard.ts'
import { validateCustomOptions } from './validate-options.ts'
import type { ChosenCustomOption } from './validate-options.ts'
import type { BuyRequestChild, CatalogBuyRequest, CatalogProduct } from './types.ts'

/** What a valid buy request chose, by product type; the pricing step reads it. */
export type ValidBuyRequest = {
  request: CatalogBuyRequest
  product: CatalogProduct
  customOptions: Array<ChosenCustomOption>
  selection:
    | { type: 'simple' | 'virtual' }
    | { type: 'giftcard'; amountMinor: number }
    | { type: 'configurable'; child: BuyRequestChild }
    | { type: 'bundle'; children: Array<ChosenBundleChild> }
}

/** Configurable rule (commerce §5): the item needs a child that belongs to the product. */
function validateConfigurableChild(
  request: CatalogBuyRequest,
  product: CatalogProduct,
): Result<BuyRequestChild, CatalogError> {
  if (!product.childrenIds || product.childrenIds.length === 0) return err(catalogErrors.configurableWithoutChildren())
  const children = request.children ?? []
  if (children.length > 1) return err(catalogErrors.cartItem())
  const child = children[0]
  if (!child || !product.childrenIds.includes(child.productId)) return err(catalogErrors.configurableChildUnknown())
  return ok(child)
}

/**
 * Validates a buy request against its product (commerce §5 gift card, custom options, bundle,
 * configurable and grouped rules), returning the §8 message on failure. `product` undefined means it
 * was not loaded.
 */
export function validateBuyRequest(
  request: CatalogBuyRequest,
  product: CatalogProduct | undefined,
): Result<ValidBuyRequest, CatalogError> {
  if (!product) return err(catalogErrors.notLoaded(request.productId))
  if (request.productId !== product.productId || !Number.isInteger(request.qty) || request.qty <= 0) {
    return err(catalogErrors.cartItem())
  }
  let selection: ValidBuyRequest['selection']
  switch (product.type) {
    case 'grouped':
      return err(catalogErrors.groupedNotPriceable())
    case 'giftcard': {
      const amount = validateGiftcardSelection(request, product)
      if (!amount.ok) return amount
      selection = { type: 'giftcard', amountMinor: amount.value }
      break
    }
    case 'configurable': {
      const child = validateConfigurableChild(request, product)
      if (!child.ok) return child
      selection = { type: 'configurable', child: child.value }
      break
    }
    case 'bundle': {
      const children = validateBundleChildren(request.children, product)
      if (!children.ok) return children
      selection = { type: 'bundle', children: children.value }
      break
    }
    case 'simple':
    case 'virtual':
      selection = { type: product.type }
      break
    default:
      return err(catalogErrors.cartItem())
  }
  const customOptions = validateCustomOptions(request.options, product.customOptions)
  if (!customOptions.ok) return customOptions
  return ok({ request, product, customOptions: customOptions.value, selection })
}
