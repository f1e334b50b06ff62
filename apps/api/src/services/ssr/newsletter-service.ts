import type { NewsletterBody } from '@ironhouse/contracts'
import { withTransaction, type Db, type Executor } from '@ironhouse/db'
import { selectedNewsletterIds, validateNewsletterForm } from '@ironhouse/domain'
import { AppError } from '../../lib/app-errors.ts'
import { getCustomer } from '../customer/public.ts'
import { enqueueMail } from '../mail/public.ts'
import * as repo from './newsletter-repo.ts'

type Subscriber = { siteCode: string; customerId: number | null }

/**
 * Shell §5 newsletter validation, on the server too: the email (required, valid) and at least one list
 * (validateNewsletterForm), each list one of the site's forms.newsletters.email. Returns the normalised
 * email and the list ids.
 */
async function checkedForm(db: Db, siteCode: string, body: NewsletterBody): Promise<{ email: string; listIds: Array<number> }> {
  const lists = [...new Set(body.newsletters)].map((id) => ({ id, selected: true }))
  const errors = validateNewsletterForm({ email: body.email, lists })
  const message = errors.email ?? errors.lists
  if (message !== undefined) throw new AppError('validation_error', message, { fields: errors })
  const known = await repo.findSiteListIds(db, siteCode)
  const unknown = lists.filter((list) => !known.includes(Number(list.id))).map((list) => list.id)
  if (unknown.length > 0) throw new AppError('validation_error', `Unknown newsletter list for this site: ${unknown.join(', ')}`)
  return { email: body.email.trim().toLowerCase(), listIds: selectedNewsletterIds(lists).map(Number) }
}

/** The signed-in customer's email, or null for a guest. */
async function accountEmail(db: Db, customerId: number | null): Promise<string | null> {
  if (customerId === null) return null
  return (await getCustomer(db, customerId))?.email ?? null
}

/**
 * POST /svc_ssr/newsletters/subscribe (shell §7): a row per email and list (already subscribed lists
 * stay as they are). The rows belong to the signed-in account when the email is the account's.
 */
export async function subscribe(db: Db, who: Subscriber & { origin: string }, body: NewsletterBody): Promise<{ added: Array<number> }> {
  const { email, listIds } = await checkedForm(db, who.siteCode, body)
  const owner = (await accountEmail(db, who.customerId)) === email ? who.customerId : null
  return withTransaction(db, async (tx) => ({ added: await subscribeInTransaction(tx, { email, listIds, siteCode: who.siteCode, customerId: owner, origin: who.origin }) }))
}

/**
 * The site's list ids among `ids` (shell §3: forms.newsletters.email), or validation_error naming the
 * unknown ones. No id at all is fine here (registration without newsletters).
 */
export async function checkedSiteLists(db: Executor, siteCode: string, ids: ReadonlyArray<number>): Promise<Array<number>> {
  const known = await repo.findSiteListIds(db, siteCode)
  const wanted = [...new Set(ids)]
  const unknown = wanted.filter((id) => !known.includes(id))
  if (unknown.length > 0) throw new AppError('validation_error', `Unknown newsletter list for this site: ${unknown.join(', ')}`)
  return wanted
}

/**
 * Subscribes `email` to the site's lists `listIds` (already checked) in the caller's transaction: a row
 * per list not yet subscribed, linked to the account when `customerId` is given (with the address's
 * rows made as a guest), and the confirmation mail for the lists added. Answers the list ids added.
 */
export async function subscribeInTransaction(
  tx: Executor,
  input: { email: string; listIds: ReadonlyArray<number>; siteCode: string; customerId: number | null; origin: string },
): Promise<Array<number>> {
  const { email, siteCode, customerId } = input
  const added = await repo.insertSubscriptions(
    tx,
    input.listIds.map((listId) => ({ email, listId, siteCode, customerId })),
  )
  if (customerId !== null) await repo.claimSubscriptions(tx, email, customerId)
  if (added.length > 0) {
    const lists = await repo.findSiteLists(tx, siteCode)
    await enqueueMail(tx, confirmationMail(email, lists.filter((list) => added.includes(list.id)), input.origin))
  }
  return added
}

/**
 * The confirmation of a subscription (issue 8; the wording is ours, docs/api.md): the lists just
 * added, how to leave them. It goes out only when a list was added, so a repeated sign-up mails nothing.
 */
function confirmationMail(email: string, lists: ReadonlyArray<{ label: string }>, origin: string) {
  return {
    to: email,
    subject: 'You are subscribed to Ironhouse emails',
    text: [
      'Thanks for signing up. You will receive:',
      '',
      ...lists.map((list) => `- ${list.label}`),
      '',
      `To change your newsletters, log in and open ${origin}/account/settings.`,
      'Without an account, or if you did not sign up, reply to this mail and we will remove the address.',
    ].join('\n'),
  }
}

/**
 * POST /svc_ssr/newsletters/unsubscribe (shell §7): only the signed-in customer's own address (a guest
 * or another address gets a 4xx, so nobody can unsubscribe someone else); lists that were not
 * subscribed are a harmless success.
 */
export async function unsubscribe(db: Db, who: Subscriber & { customerId: number }, body: NewsletterBody): Promise<void> {
  const email = body.email.trim().toLowerCase()
  if ((await accountEmail(db, who.customerId)) !== email) {
    throw new AppError('forbidden', 'You can only change the newsletters of your own email address')
  }
  const known = await repo.findSiteListIds(db, who.siteCode)
  await repo.deleteSubscriptions(db, email, body.newsletters.filter((id) => known.includes(id)))
}

/** GET /svc_ssr/newsletters/site/{siteCode}/subscriptions: the account's list ids on that site. */
export async function subscriptionsOf(db: Db, customerId: number, siteCode: string): Promise<Array<number>> {
  const email = await accountEmail(db, customerId)
  if (email === null) throw new AppError('unauthorized', 'Please log in')
  return repo.findSubscribedListIds(db, email, await repo.findSiteListIds(db, siteCode))
}
