import type { NewsletterBody, NewsletterUnsubscribeLinkResponse } from '@ironhouse/contracts'
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
export async function subscribe(db: Db, who: Subscriber & MailOrigins, body: NewsletterBody): Promise<{ added: Array<number> }> {
  const { email, listIds } = await checkedForm(db, who.siteCode, body)
  const owner = (await accountEmail(db, who.customerId)) === email ? who.customerId : null
  return withTransaction(db, async (tx) => ({
    added: await subscribeInTransaction(tx, { email, listIds, siteCode: who.siteCode, customerId: owner, origin: who.origin, apiOrigin: who.apiOrigin }),
  }))
}

/**
 * Where a newsletter mail's links start: `origin`, the site's pages (public origin and path prefix);
 * `apiOrigin`, the site's public origin, for the one-click call a mail program makes (RFC 8058).
 */
export type MailOrigins = { origin: string; apiOrigin: string }

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
  input: { email: string; listIds: ReadonlyArray<number>; siteCode: string; customerId: number | null } & MailOrigins,
): Promise<Array<number>> {
  const { email, siteCode, customerId } = input
  const added = await repo.insertSubscriptions(
    tx,
    input.listIds.map((listId) => ({ email, listId, siteCode, customerId })),
  )
  if (customerId !== null) await repo.claimSubscriptions(tx, email, customerId)
  if (added.length > 0) {
    const lists = await repo.findSiteLists(tx, siteCode)
    const token = await repo.unsubscribeTokenOf(tx, email)
    await enqueueMail(tx, confirmationMail(email, lists.filter((list) => added.includes(list.id)), unsubscribeLinks(input, token)))
  }
  return added
}

/** The address's unsubscribe page (a person confirms there) and its one-click call (a mail program posts to it). */
function unsubscribeLinks(origins: MailOrigins, token: string) {
  return {
    settings: `${origins.origin}/account/settings`,
    page: `${origins.origin}/newsletter/unsubscribe/${token}`,
    oneClick: `${origins.apiOrigin.replace(/\/+$/, '')}/svc_ssr/newsletters/unsubscribe/${token}/one-click`,
  }
}

/**
 * The confirmation of a subscription (issue 8; the wording is ours, docs/api.md): the lists just
 * added, and how to leave them: the unsubscribe page of the address (no account needed), or the
 * account's settings. It carries the List-Unsubscribe headers of RFC 2369 and RFC 8058, so a mail
 * program can offer its own unsubscribe button. It goes out only when a list was added, so a repeated
 * sign-up mails nothing.
 */
function confirmationMail(email: string, lists: ReadonlyArray<{ label: string }>, links: ReturnType<typeof unsubscribeLinks>) {
  return {
    to: email,
    subject: 'You are subscribed to Ironhouse emails',
    text: [
      'Thanks for signing up. You will receive:',
      '',
      ...lists.map((list) => `- ${list.label}`),
      '',
      `To stop these emails, open ${links.page}`,
      `With an account, you can also change your newsletters in ${links.settings}.`,
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

/**
 * POST /svc_ssr/newsletters/unsubscribe (shell §7): only the signed-in customer's own address (a guest
 * or another address gets a 4xx, so nobody can unsubscribe someone else); lists that were not
 * subscribed are a harmless success. The site's lists are the ones removed.
 */
export async function unsubscribe(db: Db, who: Subscriber & { customerId: number }, body: NewsletterBody): Promise<void> {
  const email = body.email.trim().toLowerCase()
  if ((await accountEmail(db, who.customerId)) !== email) {
    throw new AppError('forbidden', 'You can only change the newsletters of your own email address')
  }
  const known = await repo.findSiteListIds(db, who.siteCode)
  await repo.deleteSubscriptions(db, email, body.newsletters.filter((id) => known.includes(id)))
}

const NOT_OUR_LINK = 'This unsubscribe link is not valid. Please use the link in our latest email, or log in to change your newsletters'

/** The address of an unsubscribe token, or 404 not_found for a token that is not ours. */
async function emailOfToken(db: Executor, token: string): Promise<string> {
  const email = await repo.findEmailOfUnsubscribeToken(db, token)
  if (email === null) throw new AppError('not_found', NOT_OUR_LINK)
  return email
}

/**
 * POST /svc_ssr/newsletters/unsubscribe with the `token` of a mail's link (ours): the address the link
 * was made for, without signing in. The body's email must be that address (403 otherwise); the lists
 * named are removed on whichever site they belong to, since the link covers all of the address's mail.
 */
export async function unsubscribeWithToken(db: Db, token: string, body: NewsletterBody): Promise<void> {
  const email = await emailOfToken(db, token)
  if (body.email.trim().toLowerCase() !== email) throw new AppError('forbidden', 'This unsubscribe link is for another email address')
  await repo.deleteSubscriptions(db, email, body.newsletters)
}

/** POST /svc_ssr/newsletters/unsubscribe/{token}/one-click (RFC 8058): every list of the link's address. */
export async function unsubscribeOneClick(db: Db, token: string): Promise<void> {
  await repo.deleteAllSubscriptions(db, await emailOfToken(db, token))
}

/** GET /svc_ssr/newsletters/unsubscribe/{token}: the link's address and the lists it is on, on every site. */
export async function unsubscribeLink(db: Db, token: string): Promise<NewsletterUnsubscribeLinkResponse> {
  const email = await emailOfToken(db, token)
  const rows = await repo.findSubscriptionsOfEmail(db, email)
  const labels = new Map<string, Map<number, string>>()
  for (const siteCode of new Set(rows.map((row) => row.siteCode))) {
    labels.set(siteCode, new Map((await repo.findSiteLists(db, siteCode)).map((list) => [list.id, list.label])))
  }
  return { email, lists: rows.map((row) => ({ id: row.listId, siteCode: row.siteCode, label: labels.get(row.siteCode)?.get(row.listId) ?? `List ${row.listId}` })) }
}

/** GET /svc_ssr/newsletters/site/{siteCode}/subscriptions: the account's list ids on that site. */
export async function subscriptionsOf(db: Db, customerId: number, siteCode: string): Promise<Array<number>> {
  const email = await accountEmail(db, customerId)
  if (email === null) throw new AppError('unauthorized', 'Please log in')
  return repo.findSubscribedListIds(db, email, await repo.findSiteListIds(db, siteCode))
}
