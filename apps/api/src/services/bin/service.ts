import type { Bin } from '@ironhouse/contracts'
import type { Db } from '@ironhouse/db'
import { AppError, notFound } from '../../lib/app-errors.ts'
import { withTransaction, type Executor } from '@ironhouse/db'
import { BIN_ALREADY_SUBSCRIBED_ERROR, INVALID_EMAIL_MESSAGE, isValidEmailInput } from '@ironhouse/domain'
import { queueBackInStockMail } from './mail.ts'
import { notifyBackInStock } from '../push/public.ts'
import * as repo from './repo.ts'
import type { BinOwner, BinRow } from './repo.ts'

function toBin(row: BinRow): Bin {
  return { id: row.id, product_id: row.productId, email: row.email, parent_id: row.parentId }
}

export async function listBins(db: Db, owner: BinOwner): Promise<Array<Bin>> {
  return (await repo.findWaitingBins(db, owner)).map(toBin)
}

/**
 * Notify-me sign-up (shell §3 Bin, §5): needs a valid email (platform §5) and a known product; the same
 * email waiting for the same product answers validation_error_already_subscribed, which the storefront
 * ignores.
 */
export async function createBin(db: Db, owner: BinOwner, storeId: number, input: { product_id: number; email: string; parent_id?: number | null | undefined }): Promise<Array<Bin>> {
  // platform §5 Inputs: the email field's rule (at most 64 characters before the @, a real domain)
  if (!isValidEmailInput(input.email)) throw new AppError('validation_error', INVALID_EMAIL_MESSAGE, { fields: { email: INVALID_EMAIL_MESSAGE } })
  const product = await repo.findProduct(db, input.product_id)
  if (!product) throw notFound(`Product ${input.product_id}`)
  if (input.parent_id != null) {
    const parent = await repo.findProduct(db, input.parent_id)
    if (!parent || !parent.childrenIds.includes(input.product_id)) throw new AppError('validation_error', 'parent_id is not the parent of product_id')
  }
  const created = await repo.insertBin(db, {
    productId: input.product_id,
    parentId: input.parent_id ?? null,
    email: input.email,
    customerId: owner.customerId,
    guestId: owner.customerId === null ? owner.guestId : null,
    storeId,
  })
  if (!created) throw new AppError(BIN_ALREADY_SUBSCRIBED_ERROR, 'This email is already signed up for this product')
  return listBins(db, owner)
}

export async function deleteBin(db: Db, owner: BinOwner, id: number): Promise<Array<Bin>> {
  if (!(await repo.deleteOwnedBin(db, owner, id))) throw notFound(`Bin ${id}`)
  return listBins(db, owner)
}

/**
 * Back-in-stock notices: every waiting sign-up whose product has stock again gets one mail, queued as an
 * outbox job in the same transaction that marks the sign-up notified. Safe to run from many processes.
 */
export async function sweepBackInStock(db: Db, options: { batch?: number; siteBaseUrlOf: (storeId: number) => string }): Promise<number> {
  return withTransaction(db, async (tx: Executor) => {
    const due = await repo.claimBackInStock(tx, options.batch ?? 100)
    for (const { bin, name, urlKey } of due) {
      await queueBackInStockMail(tx, { to: bin.email, productName: name, productUrl: `${options.siteBaseUrlOf(bin.storeId)}/${urlKey.replace(/^\/+/, '')}` })
      await repo.markNotified(tx, bin.id)
      await notifyBackInStock(tx, bin, { name, urlKey })
    }
    return due.length
  })
}
