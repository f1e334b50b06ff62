import { and, eq, sql } from 'drizzle-orm'
import { giftCardMovements, giftCards, type Executor } from '@ironhouse/db'
import { giftCardCodeHash, normalizeGiftCardCode } from './codes.ts'

export type GiftCardRow = typeof giftCards.$inferSelect

export async function findGiftCard(db: Executor, code: string): Promise<GiftCardRow | undefined> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.codeHash, giftCardCodeHash(code)))
  return row
}

export async function insertGiftCard(db: Executor, code: string, input: { currency: string; balance: number; orderNumber?: string | null; recipientEmail?: string | null }) {
  const normalized = normalizeGiftCardCode(code)
  await db
    .insert(giftCards)
    .values({ codeHash: giftCardCodeHash(code), last4: normalized.slice(-4), currency: input.currency, initialBalance: input.balance, balance: input.balance, orderNumber: input.orderNumber ?? null, recipientEmail: input.recipientEmail ?? null })
    .onConflictDoNothing({ target: giftCards.codeHash })
}

/** Spends `amount` if the card still holds it (a conditional update: a balance is never spent twice). */
export async function debitGiftCard(db: Executor, id: number, amount: number, orderNumber: string): Promise<boolean> {
  const rows = await db
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} - ${amount}` })
    .where(and(eq(giftCards.id, id), sql`${giftCards.balance} >= ${amount}`))
    .returning({ id: giftCards.id })
  if (rows.length !== 1) return false
  await db.insert(giftCardMovements).values({ giftCardId: id, orderNumber, amount: -amount })
  return true
}

export async function creditGiftCard(db: Executor, id: number, amount: number, orderNumber: string): Promise<void> {
  await db.update(giftCards).set({ balance: sql`${giftCards.balance} + ${amount}` }).where(eq(giftCards.id, id))
  await db.insert(giftCardMovements).values({ giftCardId: id, orderNumber, amount })
}
