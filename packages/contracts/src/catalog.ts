import { z } from 'zod'
import { Id, IdParam, integerParam, Money, PG_INT4_MAX, PlainText } from './common.ts'

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
  priceType: z.enum(['fixed', 'percent']),
  canChangeQty: z.boolean(),
  defaultQty: z.number().int(),
  isDefault: z.boolean(),
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
  /** Children of configurable, bundle and grouped products, priced for the same store. */
  children: z.array(z.lazy((): z.ZodType<unknown> => Product)).optional(),
})
export type Product = z.infer<typeof Product>

/** GET /svc_content/catalog/product/{id} | ?sku= | ?childId= and /complete/{id}. */
export const ProductResponse = z.object({ product: Product })

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
})
export type ProductSummary = z.infer<typeof ProductSummary>

/** A category (commerce §3: categoryId, name, url, path, topLinks), with its children for menus. */
export const Category = z.object({
  categoryId: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  url: z.string(),
  path: z.string(),
  description: z.string(),
  topLinks: z.array(z.object({ label: z.string(), url: z.string() })),
  landingPageId: z.number().int().nullable(),
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

/** GET /svc_content/catalog/product/group-prices: customer prices by product id. */
export const GroupPricesResponse = z.object({ prices: z.record(z.string(), Money) })

/** GET /svc_content/catalog/product?sku= | ?childId= (one of the two). */
export const ProductLookupQuery = z
  .object({
    sku: PlainText.trim().min(1).max(64).optional(),
    childId: IdParam.optional(),
  })
  .refine((q) => q.sku !== undefined || q.childId !== undefined, { message: 'Give sku or childId' })

/** GET /svc_content/catalog/product/group-prices?groupId=&productIds=1,2 (groupId 0 or 1: no group prices). */
export const GroupPricesQuery = z.object({
  groupId: integerParam(z.number().int().min(0).max(PG_INT4_MAX)).default(0),
  productIds: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,199}$/, 'productIds must be comma-separated ids')
    .transform((s) => s.split(',').map(Number))
    .pipe(z.array(Id))
    .optional(),
})

/** GET /svc_content/catalog/product/compatibility?tag&group (shell §7: sku, name, productId). */
export const CompatibilityQuery = z.object({
  tag: PlainText.trim().min(1).max(100),
  group: PlainText.trim().min(1).max(100).optional(),
})
export const CompatibleProduct = z.object({ sku: z.string(), name: z.string(), productId: z.number().int() })
export const CompatibilityResponse = z.array(CompatibleProduct)
