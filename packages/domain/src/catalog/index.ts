// Catalog: buy-request validation (gift cards, custom options, bundles, configurables, grouped) and unit prices.
export type {
  BundleOption,
  BundleOptionValue,
  BuyRequestChild,
  CatalogBuyRequest,
  CatalogProduct,
  CatalogProductType,
  CustomOption,
  CustomOptionType,
  CustomOptionValue,
  GiftcardData,
  GiftcardSelection,
  ProductLookup,
} from './types.ts'
export { brandOfSlug } from './brand-slug.ts'
export { slugOf } from './slug.ts'
export { productRating } from './product-rating.ts'
export { childColorLabelOf, childColorOf } from './child-color.ts'
export type { ProductRating } from './product-rating.ts'
export { catalogErrors } from './errors.ts'
export type { CatalogError, CatalogErrorCode } from './errors.ts'
export { validateGiftcardParties, validateGiftcardSelection } from './validate-giftcard.ts'
export { validateCustomOptions } from './validate-options.ts'
export type { ChosenCustomOption } from './validate-options.ts'
export type { GiftcardParties } from './validate-giftcard.ts'
export { validateBundleChildren } from './validate-bundle.ts'
export type { ChosenBundleChild } from './validate-bundle.ts'
export { validateBuyRequest } from './validate-buy-request.ts'
export type { ValidBuyRequest } from './validate-buy-request.ts'
export { unitPriceOfBuyRequest } from './unit-price.ts'
export { bundleValueUnitMinor } from './bundle-price.ts'
export { EMPTY_BUNDLE_CHOICE, bundleValueOfChoice, parseChoiceIds } from './choice-ids.ts'
export type { BasePriceOf } from './unit-price.ts'
