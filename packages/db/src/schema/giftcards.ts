import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Gift cards (commerce §3 giftcards entries: code, balance, amount). A code is a bearer secret: only
 * its SHA-256 and its last four characters are stored. Balances are minor units of the card's currency.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull().unique(),
    last4: text('last4').notNull(),
    currency: text('currency').notNull(),
    initialBalance: bigint('initial_balance', { mode: 'number' }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull(),
    /** The order that bought it (null for demo and issued cards). */
    orderNumber: text('order_number'),
    recipientEmail: text('recipient_email'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('gift_cards_order_idx').on(t.orderNumber)],
)

/** Every debit and credit of a gift card, so a balance can always be explained. */
export const giftCardMovements = pgTable(
  'gift_card_movements',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    /** Negative when spent, positive when given back. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('gift_card_movements_card_idx').on(t.giftCardId)],
)
