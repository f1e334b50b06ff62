/** Product types (commerce §3). */
export type CatalogProductType = 'simple' | 'configurable' | 'bundle' | 'grouped' | 'giftcard' | 'virtual'

/** A value of a bundle option (commerce §3 Bundle option); price in minor units. */
export type BundleOptionValue = {
  productId: number
  priceMinor: number
  /** 'fixed' uses priceMinor; any other type prices the chosen child at its own price. */
  priceType: string
  canChangeQty?: boolean
  defaultQty?: number
  isDefault?: boolean
}

export type BundleOption = {
  id: number
  title?: string
  isRequired: boolean
  /** A free product that comes with the bundle through this option. */
  includedProductId?: number | null
  values: ReadonlyArray<BundleOptionValue>
}

/** Custom option types (commerce §3); 'area' and 'other' take free text. */
export type CustomOptionType = 'radio' | 'drop_down' | 'checkbox' | 'multiple' | 'area' | 'other'

export type CustomOptionValue = { id: number | string; priceMinor?: number; sku?: string; title?: string }

export type CustomOption = {
  id: number | string
  title?: string
  type: CustomOptionType
  isRequired: boolean
  /** Price of a free-text option when filled in. */
  priceMinor?: number
  sku?: string
  values?: ReadonlyArray<CustomOptionValue>
}

/** Gift card data on the product (commerce §3); amounts in minor units. */
export type GiftcardData = {
  type?: string
  amounts: ReadonlyArray<number>
  isOpenAmountAllowed: boolean
  openAmountMin?: number | null
  openAmountMax?: number | null
}

/** The product fields the catalogue rules read (commerce §3 Product); price in minor units. */
export type CatalogProduct = {
  productId: number
  sku: string
  type: CatalogProductType
  priceMinor: number
  childrenIds?: ReadonlyArray<number>
  bundleOptions?: ReadonlyArray<BundleOption>
  customOptions?: ReadonlyArray<CustomOption>
  giftcardData?: GiftcardData | null
}

/** A chosen child of a bundle or configurable (commerce §3 cart item children). */
export type BuyRequestChild = {
  productId: number
  qty: number
  /** A price the client claims for the child; a free product must carry 0 when present. */
  priceMinor?: number
  metadata?: { bundleOptionId?: number; freeBundleOptionId?: number }
}

/** Gift card metadata on a cart item (commerce §3); amounts in minor units. */
export type GiftcardSelection = { amount?: number | null; customAmount?: number | null }

/** A cart item as a buy request (commerce §3): options map custom option id to the chosen value(s). */
export type CatalogBuyRequest = {
  productId: number
  qty: number
  options?: Readonly<Record<string, unknown>>
  children?: ReadonlyArray<BuyRequestChild>
  metadata?: { giftcard?: GiftcardSelection | null }
}

/** Finds a loaded product by id; undefined when it is not loaded. */
export type ProductLookup = (productId: number) => CatalogProduct | undefined
