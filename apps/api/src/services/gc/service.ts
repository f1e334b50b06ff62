import { eq } from 'drizzle-orm'
import { CurrencyCode, type GiftCardBalance } from '@ironhouse/contracts'
import { giftCardMovements, seedInfo, type Executor } from '@ironhouse/db'
import { AppError } from '../../lib/app-errors.ts'
import { isWellFormedGiftCardCode, normalizeGiftCardCode } from './codes.ts'
import { creditGiftCard, debitGiftCard, findGiftCard, insertGiftCard } from './repo.ts'

/** Gift cards of the demo store (docs/demo-store.md). */
export const DEMO_GIFT_CARDS = [
  { code: 'BARS-RACK-SNAP-CHKS', currency: 'USD', balance: 5_000 },
  { code: 'DEAD-PRSS-SQAT-2325', currency: 'USD', balance: 25_000 },
  { code: 'EMTY-CARD-TEST-3333', currency: 'USD', balance: 0 },
  { code: 'EURS-CARD-TEST-4444', currency: 'EUR', balance: 10_000 },
] as const

/** Puts the demo gift cards in a store that holds the demo catalogue (once; never in another store). */
export async function ensureDemoGiftCards(db: Executor): Promise<void> {
  const [demo] = await db.select().from(seedInfo).where(eq(seedInfo.name, 'demo'))
  if (!demo) return
  for (const card of DEMO_GIFT_CARDS) await insertGiftCard(db, card.code, card)
}

export type UsableGiftCard = { id: number; code: string; balance: number }

function masked(code: string): string {
  return `••••-${normalizeGiftCardCode(code).slice(-4)}`
}

/** commerce §8: an unknown code (or one of another currency) is giftcard_not_exist. */
export async function findUsableGiftCards(db: Executor, codes: ReadonlyArray<string>, currency: string): Promise<Array<UsableGiftCard>> {
  const seen = new Set<string>()
  const cards: Array<UsableGiftCard> = []
  for (const code of codes) {
    const normalized = normalizeGiftCardCode(code)
    if (seen.has(normalized)) continue
    seen.add(normalized)
    const card = isWellFormedGiftCardCode(code) ? await findGiftCard(db, code) : undefined
    if (!card || card.currency !== currency) throw new AppError('giftcard_not_exist', 'giftcard_not_exist', { code: masked(code) })
    if (card.balance <= 0) throw new AppError('giftcard_balance_error', 'giftcard_balance_error', { code: masked(code) })
    cards.push({ id: card.id, code: masked(code), balance: card.balance })
  }
  return cards
}

/** Spends the applied amounts inside the placement transaction; a balance spent meanwhile is giftcard_balance_error. */
export async function spendGiftCards(tx: Executor, applied: ReadonlyArray<{ id: number; amount: number; code: string }>, orderNumber: string): Promise<void> {
  for (const card of applied) {
    if (card.amount <= 0) continue
    if (!(await debitGiftCard(tx, card.id, card.amount, orderNumber))) throw new AppError('giftcard_balance_error', 'giftcard_balance_error', { code: card.code })
  }
}

/** Gives back what an order spent (its payment failed or it was cancelled). */
export async function refundGiftCards(tx: Executor, orderNumber: string): Promise<void> {
  const movements = await tx.select().from(giftCardMovements).where(eq(giftCardMovements.orderNumber, orderNumber))
  const net = new Map<number, number>()
  for (const movement of movements) net.set(movement.giftCardId, (net.get(movement.giftCardId) ?? 0) + movement.amount)
  for (const [id, amount] of net) if (amount < 0) await creditGiftCard(tx, id, -amount, orderNumber)
}

/** The balance of a code, for the balance lookup (the code itself is never echoed whole). */
export async function giftCardBalance(db: Executor, code: string): Promise<GiftCardBalance> {
  const card = isWellFormedGiftCardCode(code) ? await findGiftCard(db, code) : undefined
  if (!card) throw new AppError('giftcard_not_exist', 'giftcard_not_exist')
  return { code: masked(code), balance: card.balance, currency: CurrencyCode.parse(card.currency) }
}
