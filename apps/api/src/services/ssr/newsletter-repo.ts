import { and, eq, inArray, isNull } from 'drizzle-orm'
import { randomBytes } from 'node:crypto'
import { newsletterSubscriptions, newsletterUnsubscribeLinks, sites, type Executor } from '@ironhouse/db'

/** The lists of a site's forms.newsletters.email (shell §1); empty for an unknown site. */
export async function findSiteLists(executor: Executor, siteCode: string): Promise<Array<{ id: number; label: string }>> {
  const rows = await executor.select({ lists: sites.newsletterEmail }).from(sites).where(eq(sites.code, siteCode)).limit(1)
  return (rows[0]?.lists ?? []).map((list) => ({ id: list.id, label: list.label }))
}

/** The list ids of a site's forms.newsletters.email (shell §1); empty for an unknown site. */
export async function findSiteListIds(executor: Executor, siteCode: string): Promise<Array<number>> {
  return (await findSiteLists(executor, siteCode)).map((list) => list.id)
}

/** Inserts one row per new (email, list); returns the list ids that were not subscribed before. */
export async function insertSubscriptions(
  executor: Executor,
  rows: ReadonlyArray<{ email: string; listId: number; siteCode: string; customerId: number | null }>,
): Promise<Array<number>> {
  if (rows.length === 0) return []
  const inserted = await executor
    .insert(newsletterSubscriptions)
    .values([...rows])
    .onConflictDoNothing({ target: [newsletterSubscriptions.email, newsletterSubscriptions.listId] })
    .returning({ listId: newsletterSubscriptions.listId })
  return inserted.map((row) => row.listId)
}

/** Links an address's rows made as a guest to the account with that address. */
export async function claimSubscriptions(executor: Executor, email: string, customerId: number): Promise<void> {
  await executor
    .update(newsletterSubscriptions)
    .set({ customerId })
    .where(and(eq(newsletterSubscriptions.email, email), isNull(newsletterSubscriptions.customerId)))
}

export async function deleteSubscriptions(executor: Executor, email: string, listIds: ReadonlyArray<number>): Promise<number> {
  if (listIds.length === 0) return 0
  const deleted = await executor
    .delete(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.email, email), inArray(newsletterSubscriptions.listId, [...listIds])))
    .returning({ id: newsletterSubscriptions.id })
  return deleted.length
}

export async function findSubscribedListIds(executor: Executor, email: string, listIds: ReadonlyArray<number>): Promise<Array<number>> {
  if (listIds.length === 0) return []
  const rows = await executor
    .select({ listId: newsletterSubscriptions.listId })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.email, email), inArray(newsletterSubscriptions.listId, [...listIds])))
  return rows.map((row) => row.listId).sort((a, b) => a - b)
}

/** Every list an address is subscribed to, on any site (list ids are the site's own). */
export async function findSubscriptionsOfEmail(executor: Executor, email: string): Promise<Array<{ listId: number; siteCode: string }>> {
  return executor
    .select({ listId: newsletterSubscriptions.listId, siteCode: newsletterSubscriptions.siteCode })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .orderBy(newsletterSubscriptions.siteCode, newsletterSubscriptions.listId)
}

/** Deletes every subscription of an address; answers how many there were. */
export async function deleteAllSubscriptions(executor: Executor, email: string): Promise<number> {
  const deleted = await executor.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).returning({ id: newsletterSubscriptions.id })
  return deleted.length
}

/** The unsubscribe token of an address, made (32 random bytes) the first time it is asked for. */
export async function unsubscribeTokenOf(executor: Executor, email: string): Promise<string> {
  await executor
    .insert(newsletterUnsubscribeLinks)
    .values({ email, token: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: newsletterUnsubscribeLinks.email })
  const rows = await executor.select({ token: newsletterUnsubscribeLinks.token }).from(newsletterUnsubscribeLinks).where(eq(newsletterUnsubscribeLinks.email, email)).limit(1)
  const token = rows[0]?.token
  if (token === undefined) throw new Error(`no unsubscribe token for ${email}`)
  return token
}

/** The address an unsubscribe token was made for, or null for a token that is not ours. */
export async function findEmailOfUnsubscribeToken(executor: Executor, token: string): Promise<string | null> {
  const rows = await executor.select({ email: newsletterUnsubscribeLinks.email }).from(newsletterUnsubscribeLinks).where(eq(newsletterUnsubscribeLinks.token, token)).limit(1)
  return rows[0]?.email ?? null
}
