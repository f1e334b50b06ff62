import { isReturnsAvailable } from '@ironhouse/domain'
import { ApiError } from '../../platform/api-error.ts'
import { guardEntry, notFound, pageContext, serverFlagOn, type PageContext } from '../../platform/page.server.ts'

type Args = { request: Request; context: unknown; pattern?: string | undefined }

/**
 * The page of a returns route: the entry's guards, then returns must be open on this site (commerce
 * §2: USA, APO and CAN, elsewhere only with enable-eu-returns), else the not-found page.
 */
export async function returnsPage(args: Args): Promise<PageContext> {
  const page = pageContext(args)
  guardEntry(page)
  if (!isReturnsAvailable(page.ref.code, await serverFlagOn(page, 'enable-eu-returns'))) notFound()
  return page
}

/** What a shopper reads when a returns call fails (ours: commerce §2 "Returns errors: not shown"). */
export const RETURNS_MESSAGES = {
  missing: 'Please enter your order number and the email address you used for the order',
  tooMany: 'Too many lookups from your connection. Please wait a few minutes and try again.',
  failed: 'We could not reach our returns service just now. Please try again.',
  findFirst: 'Please find your order first.',
  nothingChosen: 'Please choose at least one item and a reason for it.',
  reasonMissing: 'Please choose a reason for each item you return.',
} as const

/** The shopper's message and the status to answer for a failed call; other failures are thrown on. */
export function returnsFailure(error: unknown): { message: string; status: number } {
  if (!(error instanceof ApiError)) throw error
  if (error.status === 429) return { message: RETURNS_MESSAGES.tooMany, status: 429 }
  if (error.status >= 400 && error.status < 500) return { message: error.message, status: error.status }
  return { message: RETURNS_MESSAGES.failed, status: 503 }
}

/** The items a select-items form sent: qty.{listItemId} and reason.{listItemId}, those with a quantity. */
export function chosenItems(params: URLSearchParams): Array<{ listItemId: string; qty: number; reason: string }> {
  const items: Array<{ listItemId: string; qty: number; reason: string }> = []
  for (const [key, value] of params) {
    if (!key.startsWith('qty.')) continue
    const qty = Number(value)
    if (!Number.isInteger(qty) || qty <= 0) continue
    const listItemId = key.slice(4)
    items.push({ listItemId, qty: Math.min(qty, 1000), reason: params.get(`reason.${listItemId}`) ?? '' })
  }
  return items.slice(0, 100)
}
