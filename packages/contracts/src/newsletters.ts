import { z } from 'zod'
import { Id, PlainText } from './common.ts'
import { EmailInput } from './account.ts'

/**
 * POST /svc_ssr/newsletters/subscribe and /unsubscribe (shell §7): email, userId, newsletters[] (list
 * ids of the site's forms.newsletters.email). userId is accepted for the call's shape and never trusted:
 * the account is the session's.
 */
export const NewsletterBody = z.strictObject({
  email: EmailInput,
  userId: z.union([Id, PlainText.pipe(z.string().max(64))]).nullable().optional(),
  newsletters: z.array(Id).max(50),
})
export type NewsletterBody = z.infer<typeof NewsletterBody>

/** GET /svc_ssr/newsletters/site/{siteCode}/subscriptions: the signed-in customer's list ids on that site. */
export const NewsletterSubscriptionsResponse = z.object({ emailListIds: z.array(z.number().int()) })
export type NewsletterSubscriptionsResponse = z.infer<typeof NewsletterSubscriptionsResponse>
