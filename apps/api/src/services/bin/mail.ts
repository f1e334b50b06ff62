import type { Executor } from '@ironhouse/db'
import { enqueueMail } from '../mail/public.ts'

export type BackInStockMail = { to: string; productName: string; productUrl: string }

/** The back-in-stock notice (shell §3 Bin), queued in the outbox with the change that announces it. */
export async function queueBackInStockMail(tx: Executor, mail: BackInStockMail): Promise<void> {
  await enqueueMail(tx, {
    to: mail.to,
    subject: `Back in stock: ${mail.productName}`,
    text: `Good news: ${mail.productName} is back in stock.\n\nShop it now: ${mail.productUrl}\n\nYou asked us to tell you when it came back. This was a one-time notice.\n\nIronhouse`,
  })
}
