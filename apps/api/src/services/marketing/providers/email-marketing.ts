import { eq, sql } from 'drizzle-orm'
import { emailMarketingCarts, emailMarketingPurchases, lists, withTransaction, type EmailMarketingItem, type Executor } from '@ironhouse/db'
import { formatPrice, multiplyMinor, siteCodeOfStore, type CurrencyCode } from '@ironhouse/domain'
import { enqueueJob } from '../../../jobs/outbox.ts'
import { enqueueMail } from '../../mail/public.ts'

export type { EmailMarketingItem }

/** Platform §7: `user (userId, {email})` of the email marketing calls. */
export type EmailMarketingUser = { userId: string | null; email: string }

/** The fields every call carries (platform §7): user, items, total, campaignId, templateId. */
type Call = { user: EmailMarketingUser; items: Array<EmailMarketingItem>; total: number; campaignId: number | null; templateId: number | null }

/** updateCart: the user's cart as it is now (the list it is, for the built-in provider's reminder). */
export type UpdateCartCall = Call & { cart: { listId: string; storeId: number; currency: string } }

/** trackPurchase: an order the user paid for. */
export type TrackPurchaseCall = Call & { order: { orderNumber: string; listId: string; storeId: number; currency: string } }

/** The seam to the email marketing provider (platform §6: cart update and purchase tracking). */
export type EmailMarketingProvider = {
  readonly name: string
  updateCart: (db: Executor, call: UpdateCartCall) => Promise<void>
  trackPurchase: (db: Executor, call: TrackPurchaseCall) => Promise<void>
  /** The user changed their cart with marketing refused: what is kept of their cart is dropped (no reminder follows). */
  forgetCart: (db: Executor, email: string) => Promise<void>
}

/** The built-in provider's abandoned-cart check, queued with every cart update. */
export const ABANDONED_CART_JOB = 'marketing.abandoned-cart'

/** A cart left this long without a purchase gets one reminder mail (docs/marketing.md). */
export const DEFAULT_ABANDONED_CART_AFTER_MS = 4 * 60 * 60 * 1000

export type AbandonedCartCheck = { email: string; listId: string; updatedAt: string }

/**
 * The built-in provider: it keeps each user's last cart (email_marketing_carts) and their purchases
 * (email_marketing_purchases), and mails a reminder (the store's mail service) for a cart left
 * `abandonedAfterMs` without a purchase: once per cart, never for a cart that was bought or emptied.
 */
export function builtInEmailMarketing(options: { abandonedAfterMs: number }): EmailMarketingProvider {
  return {
    name: 'built-in',
    updateCart: async (db, call) => {
      await withTransaction(db, async (tx) => {
        const values = {
          email: call.user.email,
          userId: call.user.userId,
          listId: call.cart.listId,
          storeId: call.cart.storeId,
          currency: call.cart.currency,
          items: call.items,
          total: call.total,
          campaignId: call.campaignId,
          templateId: call.templateId,
        }
        // an update that arrives after its cart's order (the two are delivered independently) finds the cart closed: bought
        const [list] = await tx.select({ isActive: lists.isActive }).from(lists).where(eq(lists.id, call.cart.listId))
        const bought = list !== undefined && !list.isActive
        // another cart starts afresh (its own reminder); the same cart keeps whether it was bought or reminded
        const sameCart = sql`${emailMarketingCarts.listId} = excluded.list_id`
        const [row] = await tx
          .insert(emailMarketingCarts)
          .values({ ...values, ...(bought ? { purchasedAt: sql`now()` } : {}) })
          .onConflictDoUpdate({
            target: emailMarketingCarts.email,
            set: {
              ...values,
              updatedAt: sql`now()`,
              purchasedAt: bought ? sql`now()` : sql`case when ${sameCart} then ${emailMarketingCarts.purchasedAt} end`,
              remindedAt: sql`case when ${sameCart} then ${emailMarketingCarts.remindedAt} end`,
            },
          })
          .returning({ updatedAt: emailMarketingCarts.updatedAt })
        if (!row || bought || call.items.length === 0) return
        const check: AbandonedCartCheck = { email: call.user.email, listId: call.cart.listId, updatedAt: row.updatedAt }
        await enqueueJob(tx, { type: ABANDONED_CART_JOB, payload: check, runAt: new Date(Date.now() + options.abandonedAfterMs) })
      })
    },
    forgetCart: async (db, email) => {
      await db.delete(emailMarketingCarts).where(eq(emailMarketingCarts.email, email))
    },
    trackPurchase: async (db, call) => {
      await withTransaction(db, async (tx) => {
        await tx
          .insert(emailMarketingPurchases)
          .values({
            orderNumber: call.order.orderNumber,
            email: call.user.email,
            userId: call.user.userId,
            storeId: call.order.storeId,
            currency: call.order.currency,
            items: call.items,
            total: call.total,
            campaignId: call.campaignId,
            templateId: call.templateId,
          })
          .onConflictDoNothing({ target: emailMarketingPurchases.orderNumber })
        // the bought cart is no longer abandoned, whoever's last cart it is
        await tx.update(emailMarketingCarts).set({ purchasedAt: sql`now()` }).where(eq(emailMarketingCarts.listId, call.order.listId))
      })
    },
  }
}

/**
 * The abandoned-cart check (ABANDONED_CART_JOB): the reminder goes out only when the cart is still the
 * user's last one as it was then (a later change queued its own check), was neither bought nor reminded,
 * has items, and is still an open cart of the store (an order placed without tracking closes it too).
 * The mail and the mark are written together, so a second run sends nothing.
 */
export async function remindAbandonedCart(db: Executor, check: AbandonedCartCheck, cartUrl: (storeId: number) => string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [cart] = await tx.select().from(emailMarketingCarts).where(eq(emailMarketingCarts.email, check.email)).for('update')
    if (!cart || cart.listId !== check.listId || cart.updatedAt !== check.updatedAt) return
    if (cart.purchasedAt !== null || cart.remindedAt !== null || cart.items.length === 0) return
    const [list] = await tx.select({ isActive: lists.isActive }).from(lists).where(eq(lists.id, cart.listId))
    if (!list?.isActive) return
    const siteCode = siteCodeOfStore(cart.storeId)
    const money = (amount: number) => formatPrice(amount, { currency: cart.currency as CurrencyCode, siteCode })
    await enqueueMail(tx, {
      to: cart.email,
      subject: 'You left something in your Ironhouse cart',
      text: [
        'Hi,',
        '',
        'Your cart is waiting for you:',
        '',
        ...cart.items.map((item) => `  ${item.quantity} × ${item.name}  ${money(multiplyMinor(item.price, item.quantity))}`),
        '',
        `Total: ${money(cart.total)}`,
        '',
        `Check out when you are ready: ${cartUrl(cart.storeId)}`,
        '',
        'You get this mail because you allowed marketing on our store. To stop it, turn Marketing off in Cookie settings at the foot of any page.',
      ].join('\n'),
    })
    await tx.update(emailMarketingCarts).set({ remindedAt: sql`now()` }).where(eq(emailMarketingCarts.email, check.email))
  })
}
