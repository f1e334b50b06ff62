import { z } from 'zod'
import { Id, PlainText } from './common.ts'
import { EmailInput } from './account.ts'

/** The token of a newsletter mail's unsubscribe link (URL-safe, made by the store). */
export const UnsubscribeToken = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'Not an unsubscribe link of ours')

/**
 * POST /svc_ssr/newsletters/subscribe and /unsubscribe (shell §7): email, userId, newsletters[] (list
 * ids of the site's forms.newsletters.email). userId is accepted for the call's shape and never trusted:
 * the account is the session's. `token` (ours, docs/api.md): the unsubscribe link of a newsletter mail,
 * which lets the address it was sent to leave without signing in.
 */
export const NewsletterBody = z.strictObject({
  email: EmailInput,
  userId: z.union([Id, PlainText.pipe(z.string().max(64))]).nullable().optional(),
  newsletters: z.array(Id).max(50),
  token: UnsubscribeToken.optional(),
})
export type NewsletterBody = z.infer<typeof NewsletterBody>

/** GET /svc_ssr/newsletters/site/{siteCode}/subscriptions: the signed-in customer's list ids on that site. */
export const NewsletterSubscriptionsResponse = z.object({ emailListIds: z.array(z.number().int()) })
export type NewsletterSubscriptionsResponse = z.infer<typeof NewsletterSubscriptionsResponse>

/**
 * GET /svc_ssr/newsletters/unsubscribe/{token} (ours): the address a mail's unsubscribe link was made
 * for, and the lists it is subscribed to on every site (id, label, site code).
 */
export const NewsletterUnsubscribeLinkResponse = z.object({
  email: z.string(),
  lists: z.array(z.object({ id: z.number().int(), label: z.string(), siteCode: z.string() })),
})
export type NewsletterUnsubscribeLinkResponse = z.infer<typeof NewsletterUnsubscribeLinkResponse>
