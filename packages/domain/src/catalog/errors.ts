/**
 * Pricing and validation failures with the exact messages of the commerce error catalogue (§8). The
 * wording of the option-value and grouped messages is ours where §8 elides it ("Invalid value ...
 * selected for option ...", grouped "cannot be priced directly").
 */
export type CatalogError =
  | { code: 'GIFTCARD_CUSTOM_AMOUNT_INVALID'; message: 'Invalid giftcard item custom amount' }
  | { code: 'GIFTCARD_AMOUNT_SELECTION_INVALID'; message: 'Invalid giftcard item amount selection' }
  | { code: 'GIFTCARD_PRODUCT_INVALID'; message: 'Invalid giftcard product' }
  | { code: 'GIFTCARD_ITEM_INVALID'; message: 'Invalid giftcard item' }
  | { code: 'OPTIONS_UNKNOWN'; message: string; optionIds: Array<string> }
  | { code: 'OPTION_REQUIRED'; message: string; optionId: string }
  | { code: 'OPTION_VALUE_INVALID'; message: string; optionId: string; value: string }
  | { code: 'BUNDLE_OPTION_MISSING'; message: string; optionId: number }
  | { code: 'BUNDLE_CHILD_UNKNOWN'; message: 'Unknown bundle child'; productId: number }
  | { code: 'BUNDLE_CHILD_INVALID'; message: 'Invalid bundle child'; productId: number }
  | { code: 'BUNDLE_FREE_PRODUCT_MISSING'; message: 'Required free product not found in bundle'; optionId: number }
  | { code: 'BUNDLE_FREE_PRODUCT_INCORRECT'; message: 'Incorrect free product'; productId: number }
  | { code: 'CONFIGURABLE_CHILD_UNKNOWN'; message: 'Unknown configurable child' }
  | { code: 'CONFIGURABLE_WITHOUT_CHILDREN'; message: 'configurable with no children' }
  | { code: 'CART_ITEM_INVALID'; message: 'Invalid cart item' }
  | { code: 'PRODUCT_NOT_LOADED'; message: 'Trying to get price for not loaded product'; productId: number }
  | { code: 'GROUPED_NOT_PRICEABLE'; message: 'Grouped items cannot be priced directly' }

export type CatalogErrorCode = CatalogError['code']

/** Builders for each failure, so the messages live in one place. */
export const catalogErrors = {
  giftcardCustomAmount: (): CatalogError => ({
    code: 'GIFTCARD_CUSTOM_AMOUNT_INVALID',
    message: 'Invalid giftcard item custom amount',
  }),
  giftcardAmountSelection: (): CatalogError => ({
    code: 'GIFTCARD_AMOUNT_SELECTION_INVALID',
    message: 'Invalid giftcard item amount selection',
  }),
  giftcardProduct: (): CatalogError => ({ code: 'GIFTCARD_PRODUCT_INVALID', message: 'Invalid giftcard product' }),
  giftcardItem: (): CatalogError => ({ code: 'GIFTCARD_ITEM_INVALID', message: 'Invalid giftcard item' }),
  unknownOptions: (optionIds: Array<string>): CatalogError => ({
    code: 'OPTIONS_UNKNOWN',
    message: `Invalid options selected: ${optionIds.join(', ')}`,
    optionIds,
  }),
  optionRequired: (optionId: string): CatalogError => ({
    code: 'OPTION_REQUIRED',
    message: `Option ${optionId} is required`,
    optionId,
  }),
  optionValue: (optionId: string, value: string): CatalogError => ({
    code: 'OPTION_VALUE_INVALID',
    message: `Invalid value ${value} selected for option ${optionId}`,
    optionId,
    value,
  }),
  bundleOptionMissing: (optionId: number): CatalogError => ({
    code: 'BUNDLE_OPTION_MISSING',
    message: `Invalid bundle - missing required option ${optionId}`,
    optionId,
  }),
  bundleChildUnknown: (productId: number): CatalogError => ({
    code: 'BUNDLE_CHILD_UNKNOWN',
    message: 'Unknown bundle child',
    productId,
  }),
  bundleChildInvalid: (productId: number): CatalogError => ({
    code: 'BUNDLE_CHILD_INVALID',
    message: 'Invalid bundle child',
    productId,
  }),
  freeProductMissing: (optionId: number): CatalogError => ({
    code: 'BUNDLE_FREE_PRODUCT_MISSING',
    message: 'Required free product not found in bundle',
    optionId,
  }),
  freeProductIncorrect: (productId: number): CatalogError => ({
    code: 'BUNDLE_FREE_PRODUCT_INCORRECT',
    message: 'Incorrect free product',
    productId,
  }),
  configurableChildUnknown: (): CatalogError => ({
    code: 'CONFIGURABLE_CHILD_UNKNOWN',
    message: 'Unknown configurable child',
  }),
  configurableWithoutChildren: (): CatalogError => ({
    code: 'CONFIGURABLE_WITHOUT_CHILDREN',
    message: 'configurable with no children',
  }),
  cartItem: (): CatalogError => ({ code: 'CART_ITEM_INVALID', message: 'Invalid cart item' }),
  notLoaded: (productId: number): CatalogError => ({
    code: 'PRODUCT_NOT_LOADED',
    message: 'Trying to get price for not loaded product',
    productId,
  }),
  groupedNotPriceable: (): CatalogError => ({
    code: 'GROUPED_NOT_PRICEABLE',
    message: 'Grouped items cannot be priced directly',
  }),
} as const
