import { z } from 'zod'
import { Id, IdParam, Money, PlainText, Text } from './common.ts'

/** Commerce §3 List.type. */
export const ListType = z.enum(['cart', 'quote', 'sfl', 'buyNow', 'wishlist', 'registry', 'registryPurchase'])
export type ListType = z.infer<typeof ListType>

const ProductId = Id
/** A quantity in a buy request: a whole number; 0 lines are dropped (commerce §4). */
const Qty = z.number().int().min(0).max(9999)
const ShortText = PlainText.max(200)
const Email = PlainText.pipe(z.string().trim().toLowerCase().max(254).email())

/** Gift card metadata on a cart item (commerce §3); amounts in minor units of the store's currency. */
export const GiftcardMetadata = z.object({
  delivery: z.enum(['email', 'mail']).optional(),
  amount: Money.min(0).max(100_000_000).nullable().optional(),
  customAmount: Money.min(0).max(100_000_000).nullable().optional(),
  message: Text.max(500).optional(),
  recipientEmail: Email.optional(),
  recipientName: ShortText.optional(),
  senderEmail: Email.optional(),
  senderName: ShortText.optional(),
  design: ShortText.optional(),
})

/** Registry metadata of an item (commerce §3 metadata.registry). */
export const ItemRegistryMetadata = z.object({
  registryId: z.string().uuid().optional(),
  itemId: z.string().uuid().optional(),
  wanted: Qty.optional(),
  purchased: Qty.optional(),
  priority: z.enum(['low', 'medium', 'high']).optional(),
})

export const BuyRequestMetadata = z.object({
  giftcard: GiftcardMetadata.optional(),
  registry: ItemRegistryMetadata.optional(),
  recipeId: ShortText.optional(),
})

export const BuyRequestChild = z.object({
  productId: ProductId,
  qty: Qty,
  price: Money.optional(),
  metadata: z
    .object({ bundleOptionId: ProductId.optional(), freeBundleOptionId: ProductId.optional() })
    .optional(),
})

const OptionValue = z.union([Text.max(500), Id, z.array(z.union([PlainText.max(100), Id])).max(50)])

/** A cart item as a buy request (commerce §3): productId, qty, options, metadata, children, type group. */
export const BuyRequest = z.object({
  productId: ProductId,
  qty: Qty,
  options: z.record(PlainText.max(20), OptionValue).optional(),
  metadata: BuyRequestMetadata.optional(),
  children: z.array(BuyRequestChild).max(50).optional(),
  type: z.literal('group').optional(),
})
export type BuyRequest = z.infer<typeof BuyRequest>

/** List metadata (commerce §3: isActive, email, activeCartTs, rsAnonId, registry) and our name. */
export const ListMetadataInput = z.object({
  name: ShortText.optional(),
  email: Email.optional(),
  activeCartTs: z.number().int().nonnegative().optional(),
  rsAnonId: ShortText.optional(),
  registry: z
    .object({
      registryId: z.string().uuid().optional(),
      eventType: ShortText.optional(),
      eventDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
      message: Text.max(1000).optional(),
    })
    .optional(),
  registrantName: ShortText.optional(),
})
export type ListMetadataInput = z.infer<typeof ListMetadataInput>

export const CreateListBody = z.object({ type: ListType, metadata: ListMetadataInput.optional() })
export const UpdateListMetadataBody = z.object({ metadata: ListMetadataInput })
export const AddListItemsBody = z.object({ items: z.array(BuyRequest).min(1).max(50) })
export const UpdateListItemBody = z.object({
  qty: Qty.optional(),
  options: z.record(PlainText.max(20), OptionValue).optional(),
  metadata: BuyRequestMetadata.optional(),
})
export const MoveListItemsBody = z.object({ itemIds: z.array(z.string().uuid()).min(1).max(100), toListId: z.string().uuid() })
export const ListsQuery = z.object({
  active: z.enum(['true', 'false']).optional(),
  /** The page the shopper is on: buyNow lists are deleted outside checkout, login and preloader (commerce §4). */
  path: PlainText.max(500).optional(),
})
export const ListIdParams = z.object({ id: z.string().uuid() })
export const ListItemParams = z.object({ id: z.string().uuid(), itemId: z.string().uuid() })
export const UrlKeyParams = z.object({ urlKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) })
export const RegistrySearchQuery = z.object({ name: PlainText.trim().min(2).max(100) })

export const StockStatus = z.enum(['inStock', 'bin', 'oos'])
/** A line's promo (commerce §4), missed when it was added under a promo that has since ended. */
export const LinePromoStatus = z.enum(['none', 'upcoming', 'expired', 'active', 'missed'])

/** Commerce §3 List message: type, productId, text, status, destination. */
export const ListMessage = z.object({
  type: z.enum(['success', 'error', 'warning', 'info']),
  productId: z.number().int().nullable(),
  text: z.string(),
  status: z.string(),
  destination: z.string().nullable(),
})
export type ListMessage = z.infer<typeof ListMessage>

export const ListItemProblem = z.object({ code: z.string(), message: z.string(), limit: z.number().int().optional() })

export const ListItem = z.object({
  _id: z.string(),
  listItemId: z.string(),
  productId: z.number().int(),
  qty: z.number().int(),
  options: z.record(z.string(), z.unknown()),
  metadata: z.record(z.string(), z.unknown()),
  children: z.array(z.object({ productId: z.number().int(), qty: z.number().int(), name: z.string(), sku: z.string() }).loose()),
  product: z.object({
    name: z.string(),
    sku: z.string(),
    url: z.string(),
    thumbnail: z.string().nullable(),
    type: z.string(),
    weight: z.number(),
  }),
  /** Option labels for display: "Color: Black", "Size: M". */
  optionLabels: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Unit price now, from the catalogue (commerce §4 precedence), minor units. */
  price: Money,
  /** Unit list price now. */
  listPrice: Money,
  /** Unit price when the line was added (kept for display of changes). */
  priceAtAdd: Money,
  rowTotal: Money,
  /** Earned-ticket discount taken off one unit (already in `price`; commerce §4), minor units. */
  earnedDiscount: Money,
  /** An earned ticket ships this line free (commerce §3 Ticket freeShipping). */
  freeShipping: z.boolean(),
  promo: z.object({ status: LinePromoStatus, price: Money.nullable(), qty: z.number().int().nullable() }),
  stock: z.object({ status: StockStatus, maxQty: z.number().int(), backorder: z.boolean(), leadTime: z.string().optional(), restockStatus: z.string().optional() }),
  problems: z.array(ListItemProblem),
  addonType: z.string().nullable(),
})
export type ListItem = z.infer<typeof ListItem>

export const ListTotals = z.object({
  subtotal: Money,
  /** Bulk-weight (hundo) discount of the list (commerce §4), minor units. */
  hundoDiscount: Money,
  discount: Money,
  /** What the lines come to after the discount (subtotal − discount), before shipping and tax. */
  total: Money,
  /** Items shown on the cart link: quantities without hardware add-ons (commerce §5). */
  count: z.number().int(),
})

export const List = z.object({
  _id: z.string(),
  type: ListType,
  name: z.string(),
  items: z.array(ListItem),
  messages: z.array(ListMessage),
  metadata: z.record(z.string(), z.unknown()),
  urlKey: z.string().nullable(),
  storeId: z.number().int(),
  currency: z.string(),
  totals: ListTotals,
  updatedAt: z.string(),
})
export type List = z.infer<typeof List>

export const ListResponse = z.object({ list: List })
export const ListsResponse = z.object({ lists: z.array(List) })
export const OkResponse = z.object({ ok: z.literal(true) })

/** A shared wishlist or registry as anyone with its link sees it (no owner ids). */
export const RegistrySearchResponse = z.object({
  registries: z.array(
    z.object({ urlKey: z.string(), name: z.string(), registrantName: z.string(), eventType: z.string().nullable(), eventDate: z.string().nullable() }),
  ),
})

/** Shell §3 Bin: id, product_id, email, parent_id. */
export const Bin = z.object({ id: z.number().int(), product_id: z.number().int(), email: z.string(), parent_id: z.number().int().nullable() })
export type Bin = z.infer<typeof Bin>
export const BinsResponse = z.object({ bins: z.array(Bin) })
export const CreateBinBody = z.object({
  product_id: ProductId,
  email: Email,
  parent_id: ProductId.nullable().optional(),
})
export const BinIdParams = z.object({ id: IdParam })

/**
 * Quotes built by staff on /order-manager-quote (shell §2; ours, docs/lists.md "Quotes built by staff"):
 * the customer's account email, the quote's name and a note for the mail, and lines by SKU.
 * POST /svc_list/operator/quotes/price answers what they cost the customer; POST /svc_list/operator/quotes
 * makes the customer's quote list and mails them its link. Both need the operator token.
 */
export const StaffQuoteLine = z.object({ sku: PlainText.trim().min(1, 'Enter a SKU').max(64), qty: z.number().int().min(1).max(9999) })
export const StaffQuoteBody = z.object({
  email: Email,
  name: ShortText.trim().min(1).max(100).optional(),
  note: Text.max(1000).optional(),
  items: z.array(StaffQuoteLine).min(1, 'Add at least one product').max(50),
})
export type StaffQuoteBody = z.infer<typeof StaffQuoteBody>
export const StaffQuotePriceLine = z.object({
  productId: Id,
  sku: z.string(),
  name: z.string(),
  qty: z.number().int(),
  /** The customer's price of one (their group's, commerce §4), minor units. */
  unitPrice: Money,
  /** The list price of one, minor units. */
  listPrice: Money,
  lineTotal: Money,
})
export const StaffQuotePriceResponse = z.object({
  customer: z.object({ email: z.string(), firstname: z.string(), lastname: z.string(), groupId: z.number().int() }),
  currency: z.string(),
  lines: z.array(StaffQuotePriceLine),
  subtotal: Money,
})
export type StaffQuotePrice = z.infer<typeof StaffQuotePriceResponse>
export const StaffQuoteResponse = z.object({ list: List, link: z.string() })
