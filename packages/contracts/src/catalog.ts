import { z } from 'zod'
import { Id, IdParam, integerParam, Money, PlainText } from './common.ts'

export const ProductType = z.enum(['simple', 'configurable', 'bundle', 'grouped', 'giftcard', 'virtual'])

export const Inventory = z.object({
  min: z.number().int(),
  max: z.number().int(),
  bin: z.boolean(),
  backorder: z.boolean(),
  qoh: z.number().int(),
  leadTime: z.string().nullable(),
  restockStatus: z.string().nullable(),
  promoQty: z.number().int().nullable(),
  ms: z.string().nullable(), // stock status message: not described by the spec, free text
})

export const BundleOptionValue = z.object({
  productId: z.number().int(),
  price: Money,
  /** fixed: the value's price; dynamic: the chosen child at its own price (domain unitPriceOfBuyRequest). */
  priceType: z.enum(['fixed', 'percent', 'dynamic']),
  canChangeQty: z.boolean(),
  defaultQty: z.number().int(),
  isDefault: z.boolean(),
  /**
   * What choosing this value adds to the package (ours, commerce §5 as the cart prices it: the option's
   * fixed price or the child's price for the shopper, times the default quantity). In the complete
   * product answer only; null when the child is not sold in the store.
   */
  adds: Money.nullable().optional(),
})
export const BundleOption = z.object({
  id: z.number().int(),
  title: z.string(),
  isRequired: z.boolean(),
  includedProductId: z.number().int().nullable(),
  values: z.array(BundleOptionValue),
})

export const CustomOption = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(['radio', 'drop_down', 'checkbox', 'multiple', 'area', 'field']),
  isRequired: z.boolean(),
  price: Money,
  sku: z.string().nullable(),
  values: z.array(z.object({ id: z.number().int(), price: Money, sku: z.string().nullable(), title: z.string() })),
})

export const GiftcardData = z.object({
  type: z.enum(['virtual', 'physical', 'combined']),
  amounts: z.array(Money),
  isOpenAmountAllowed: z.boolean(),
  openAmountMin: Money.nullable(),
  openAmountMax: Money.nullable(),
})

/** Promo status of a product (commerce §4); 'missed' is a client-side state of a refresh, never decided here. */
export const PromoStatus = z.enum(['none', 'upcoming', 'expired', 'active'])

/**
 * The price of a product decided on the server for one store, customer group and moment (commerce §4,
 * §9; docs/architecture.md "Prices"). Every figure is in minor units of `currency`; the storefront
 * formats them and never recomputes. On the EUR and GBR sites the amounts are VAT-inclusive and `vat`
 * carries the excluding-VAT figures (shell §9); elsewhere `vat` is null.
 */
export const ProductPricing = z.object({
  currency: z.string(),
  /** List price in the store. */
  list: Money,
  /** What the shopper pays for one: the precedence of commerce §4, then the earned-ticket discount. */
  final: Money,
  /** Which price won the precedence (before the earned discount). */
  source: z.enum(['list', 'promo', 'customerGroup', 'special']),
  special: Money.nullable(),
  /** The customer group's price, loaded only for a group above 1 (commerce §4). */
  groupPrice: Money.nullable(),
  promo: z.object({ status: PromoStatus, price: Money.nullable(), qty: z.number().int().nullable() }),
  /** Earned-ticket discount taken off one unit (0 without a ticket for the product). */
  earnedDiscount: Money,
  /** An earned ticket for the product ships it free. */
  freeShipping: z.boolean(),
  /** Promo status active (commerce §4). */
  hotDeal: z.boolean(),
  /** Quoted product: no price is shown (platform §3, product 91377 priced 0). */
  quoted: z.boolean(),
  vat: z
    .object({
      /** The country whose rate the display uses: the site's default country (IE for EUR, GB for GBR). */
      countryId: z.string(),
      ratePercent: z.number(),
      finalExcludingVat: Money,
      listExcludingVat: Money,
    })
    .nullable(),
})
export type ProductPricing = z.infer<typeof ProductPricing>

export const GalleryImage = z.object({ link: z.string(), label: z.string(), width: z.number(), height: z.number() })

/** A product (commerce §3), priced for one store. Money fields are minor units. */
export const Product = z.object({
  productId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  type: ProductType,
  price: Money,
  special_price: Money.nullable(),
  url: z.string(),
  visibility: z.number().int(),
  thumbnail: z.string().nullable(),
  gallery: z.array(GalleryImage),
  description: z.string(),
  weight: z.number(),
  inventory: Inventory.nullable(),
  childrenIds: z.array(z.number().int()),
  relatedIds: z.array(z.number().int()),
  bundleOptions: z.array(BundleOption),
  customOptions: z.array(CustomOption),
  giftcardData: GiftcardData.nullable(),
  hundoPricing: z.array(z.object({ ruleWeight: z.number(), discountPerLb: Money })),
  isProgram: z.boolean(),
  storeId: z.number().int(),
  currency: z.string(),
  primaryCategoryId: z.number().int().nullable(),
  attributes: z.record(z.string(), z.unknown()),
  hasPromo: z.boolean(),
  shipDirect: z.boolean(),
  /** The decided price (money fields above are the store's too: options, gift card amounts, hundo). */
  pricing: ProductPricing,
  /** Children of configurable, bundle and grouped products, priced for the same store. */
  children: z.array(z.lazy((): z.ZodType<unknown> => Product)).optional(),
})
export type Product = z.infer<typeof Product>

/** GET /svc_content/catalog/product/{id} | ?sku= | ?childId= and /complete/{id}. */
/**
 * A bundle package as the server prices it (ours, commerce §5): the chosen product of each option (the
 * `b` ids that are values of an option, else its default; free products are not listed) and the
 * package's pricing, the sum of the chosen values as the cart charges it; null when nothing is chosen.
 */
export const BundlePackage = z.object({ choice: z.array(z.number().int()), pricing: ProductPricing.nullable() })
export type BundlePackage = z.infer<typeof BundlePackage>

/** `package`: for GET /catalog/product/complete/{id}?b= of a bundle, its package for that choice. */
export const ProductResponse = z.object({ product: Product, package: BundlePackage.optional() })

/** GET /svc_content/catalog/product/{id}/package?b=12-22: the package of a bundle for a choice. */
export const BundlePackageQuery = z.object({ b: z.string().max(200).optional() })

/** A product as a grid tile needs it (category page; search maps to the same shape later). */
export const ProductSummary = z.object({
  productId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  type: ProductType,
  url: z.string(),
  thumbnail: z.string().nullable(),
  price: Money,
  special_price: Money.nullable(),
  currency: z.string(),
  attributes: z.record(z.string(), z.unknown()),
  inventory: Inventory.nullable(),
  hasPromo: z.boolean(),
  quoted: z.boolean(),
  pricing: ProductPricing,
})
export type ProductSummary = z.infer<typeof ProductSummary>

/** A category (commerce §3: categoryId, name, url, path, topLinks), with its ancestors for breadcrumbs and its children for menus. */
export const Category = z.object({
  categoryId: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  url: z.string(),
  path: z.string(),
  description: z.string(),
  topLinks: z.array(z.object({ label: z.string(), url: z.string() })),
  landingPageId: z.number().int().nullable(),
  /**
   * The categories above it along its path, top first, below the catalogue's root (ours: a subcategory's
   * breadcrumb reads Home > its parent > it). Empty for a top-level category and the root; an answer
   * kept from before the field (a cache) reads as empty, a breadcrumb without the parent.
   */
  ancestors: z.array(z.object({ categoryId: z.number().int(), name: z.string(), url: z.string() })).default([]),
  children: z.array(z.object({ categoryId: z.number().int(), name: z.string(), url: z.string() })),
})
export type Category = z.infer<typeof Category>

/** GET /svc_content/catalog/category/{id} (cached 5 minutes). */
export const CategoryResponse = z.object({ category: Category })

/** GET /svc_content/catalog/category/{id}/products?page&limit (ours, until the search service). */
export const CategoryProductsQuery = z.object({
  page: integerParam(z.number().int().min(1).max(10_000)).default(1),
  limit: integerParam(z.number().int().min(1).max(200)).default(80),
})
export const CategoryProductsResponse = z.object({
  products: z.array(ProductSummary),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
})

/** The Shop mega-menu: the category tree (ours: GET /svc_content/catalog/menu). */
export type MenuNode = { categoryId: number; name: string; url: string; children: Array<MenuNode> }
export const MenuNode: z.ZodType<MenuNode> = z.object({
  categoryId: z.number().int(),
  name: z.string(),
  url: z.string(),
  children: z.array(z.lazy(() => MenuNode)),
})
export const MenuResponse = z.object({ menu: z.array(MenuNode) })

/** GET /svc_content/hot/active (cached 5 minutes). */
export const HotActiveResponse = z.object({
  products: z.array(z.object({ productId: z.number().int(), status: z.enum(['active', 'missed']), price: Money, qty: z.number().int().nullable() })),
  hundoProductIds: z.array(z.number().int()),
})

/**
 * GET /svc_content/catalog/product/group-prices: customer prices by product id, for the group of the
 * caller's session (none for a guest or group 1).
 */
export const GroupPricesResponse = z.object({ prices: z.record(z.string(), Money) })

/** GET /svc_content/catalog/product?sku= | ?childId= (one of the two). */
export const ProductLookupQuery = z
  .object({
    sku: PlainText.trim().min(1).max(64).optional(),
    childId: IdParam.optional(),
  })
  .refine((q) => q.sku !== undefined || q.childId !== undefined, { message: 'Give sku or childId' })

/**
 * GET /svc_content/catalog/product/group-prices?productIds=1,2. The group comes from the session, never
 * from the query: a groupId parameter is ignored.
 */
export const GroupPricesQuery = z.object({
  productIds: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,199}$/, 'productIds must be comma-separated ids')
    .transform((s) => s.split(',').map(Number))
    .pipe(z.array(Id))
    .optional(),
})

/** The most products one GET /svc_content/catalog/products?ids= reads (a page's tabs and bundles ask for a few). */
export const PRODUCTS_PER_BATCH = 50

/**
 * GET /svc_content/catalog/products?ids=1,2 (ours): several products in one read, priced together for the
 * session's group, in the order asked. An id asked twice answers once; an unknown id, or a product not
 * sold on the site, is left out instead of failing the others.
 */
export const ProductsQuery = z.object({
  ids: z
    .string()
    .regex(new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${PRODUCTS_PER_BATCH - 1}}$`), `ids must be 1 to ${PRODUCTS_PER_BATCH} comma-separated ids`)
    .transform((s) => s.split(',').map(Number))
    .pipe(z.array(Id)),
})
export const ProductsResponse = z.object({ products: z.array(Product) })

/** GET /svc_content/catalog/product/compatibility?tag&group (shell §7: sku, name, productId). */
export const CompatibilityQuery = z.object({
  tag: PlainText.trim().min(1).max(100),
  group: PlainText.trim().min(1).max(100).optional(),
})
export const CompatibleProduct = z.object({ sku: z.string(), name: z.string(), productId: z.number().int() })
export const CompatibilityResponse = z.array(CompatibleProduct)
