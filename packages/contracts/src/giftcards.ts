import { z } from 'zod'
import { CurrencyCode, Money, PlainText } from './common.ts'

/** POST /svc_gc/giftcard/balance (ours: commerce §7 leaves the balance lookup "not shown"; docs/api.md). */
export const GiftCardBalanceRequest = z.object({ code: PlainText.pipe(z.string().trim().min(1).max(40)) })
export type GiftCardBalanceRequest = z.infer<typeof GiftCardBalanceRequest>

/** The card's code masked to its last four characters, and what is left on it in the card's currency. */
export const GiftCardBalance = z.object({ code: z.string(), balance: Money, currency: CurrencyCode })
export type GiftCardBalance = z.infer<typeof GiftCardBalance>
