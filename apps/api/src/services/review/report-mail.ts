/**
 * The mail that tells the signed-in shoppers who reported a review what staff decided (docs/reviews.md
 * "Reports"): queued in the outbox with the hiding, so it leaves after the commit and is retried. Guests
 * reported without an address the store knows, so they are not told.
 */
import { and, eq, isNotNull } from 'drizzle-orm'
import { customers, reviewReports, type Executor } from '@ironhouse/db'
import { enqueueMail } from '../mail/public.ts'

/** Queues one mail to each customer who reported the review (their account's email), when staff hide it the first time. */
export async function mailReportersOfHidden(tx: Executor, reviewId: number, productName: string): Promise<number> {
  const reporters = await tx
    .select({ email: customers.email, firstname: customers.firstname })
    .from(reviewReports)
    .innerJoin(customers, eq(customers.id, reviewReports.customerId))
    .where(and(eq(reviewReports.reviewId, reviewId), isNotNull(reviewReports.customerId)))
  for (const reporter of reporters) {
    await enqueueMail(tx, {
      to: reporter.email,
      subject: `Thank you for reporting a review of ${productName}`,
      text: [
        `Hi ${reporter.firstname || 'there'},`,
        '',
        `You reported a review of ${productName} on Ironhouse. Our team looked at it and has taken it down: it no longer shows on the product's page.`,
        '',
        'Thank you for helping keep our reviews useful to other athletes.',
      ].join('\n'),
    })
  }
  return reporters.length
}
