/**
 * The mail that tells a review's author the store replied to it in public (docs/reviews.md "Replies"):
 * queued in the outbox with the reply, so it leaves after the commit and is retried.
 */
import { siteByStoreId } from '@ironhouse/domain'
import type { Executor } from '@ironhouse/db'
import { enqueueMail } from '../mail/public.ts'

type RepliedReview = { email: string; authorName: string; title: string; body: string; storeId: number }

/** The review's opening words as the mail quotes them: its title, else its text up to 80 characters. */
function quoteOf(review: RepliedReview): string {
  if (review.title) return review.title
  return review.body.length > 80 ? `${review.body.slice(0, 79).trimEnd()}…` : review.body
}

/**
 * Queues the mail to the author's email (the address the review was written with). `origin` is the
 * configured public origin of the review's site, never a request's Host; the link opens the product's
 * reviews on that site.
 */
export async function mailReplyToAuthor(tx: Executor, review: RepliedReview, product: { name: string; urlKey: string }, reply: string, origin: (storeId: number) => string): Promise<void> {
  const prefix = siteByStoreId(review.storeId)?.pathPrefix ?? ''
  const firstName = review.authorName.split(' ')[0] || 'there'
  await enqueueMail(tx, {
    to: review.email,
    subject: `Ironhouse replied to your review of ${product.name}`,
    text: [
      `Hi ${firstName},`,
      '',
      `Thank you for reviewing ${product.name}. We replied to your review, "${quoteOf(review)}":`,
      '',
      reply,
      '',
      `Read it on the product's page: ${origin(review.storeId)}${prefix}${product.urlKey}#reviews`,
    ].join('\n'),
  })
}
