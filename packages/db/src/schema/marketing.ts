import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * What the built-in marketing consumers record (platform §6; docs/marketing.md). Rows are written only
 * for a shopper whose consent allowed the consumer when the call was made. Money is minor units of
 * the row's currency.
 */

/** A sale registered with the built-in affiliate tracker: the order's included lines (affiliateSale). */
export const affiliateSales = pgTable(
  'affiliate_sales',
  {
    id: serial('id').primaryKey(),
    affiliateCode: text('affiliate_code').notNull(),
    orderNumber: text('order_number').notNull().unique(),
    storeId: integer('store_id').notNull(),
    currency: text('currency').notNull(),
    /** Unit list price × qty of the included lines (affiliateSale). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The order's discount (a hundo-grouped line is left out when it is not 0). */
    orderDiscount: bigint('order_discount', { mode: 'number' }).notNull(),
    items: jsonb('items').$type<Array<{ productId: number; sku: string; qty: number; price: number }>>().notNull(),
    excluded: jsonb('excluded').$type<Array<{ productId: number; sku: string; qty: number; reason: string }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('affiliate_sales_code_idx').on(t.affiliateCode, t.createdAt)],
)

/** An item as the email marketing provider receives it (platform §7 updateCart, trackPurchase). */
export type EmailMarketingItem = { id: string; sku: string; name: string; categories: Array<string>; price: number; quantity: number; imageUrl: string | null; url: string }

/**
 * The built-in email marketing provider's last cart of each user (updateCart), keyed by email. The
 * abandoned-cart mail is sent at most once per cart (`reminded_at`), never for a bought one.
 */
export const emailMarketingCarts = pgTable('email_marketing_carts', {
  email: text('email').primaryKey(),
  userId: text('user_id'),
  listId: uuid('list_id').notNull(),
  storeId: integer('store_id').notNull(),
  currency: text('currency').notNull(),
  items: jsonb('items').$type<Array<EmailMarketingItem>>().notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
  campaignId: integer('campaign_id'),
  templateId: integer('template_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  purchasedAt: timestamp('purchased_at', { withTimezone: true, mode: 'string' }),
  remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'string' }),
})

/** A purchase tracked by the built-in email marketing provider (trackPurchase). */
export const emailMarketingPurchases = pgTable(
  'email_marketing_purchases',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    email: text('email').notNull(),
    userId: text('user_id'),
    storeId: integer('store_id').notNull(),
    currency: text('currency').notNull(),
    items: jsonb('items').$type<Array<EmailMarketingItem>>().notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    campaignId: integer('campaign_id'),
    templateId: integer('template_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('email_marketing_purchases_email_idx').on(t.email, t.createdAt)],
)

/** A conversion recorded by the built-in ad tracker: the normalised buyer data (platform §5). */
export const adConversions = pgTable('ad_conversions', {
  id: serial('id').primaryKey(),
  orderNumber: text('order_number').notNull().unique(),
  storeId: integer('store_id').notNull(),
  currency: text('currency').notNull(),
  value: bigint('value', { mode: 'number' }).notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
})
