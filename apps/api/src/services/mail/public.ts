import { randomUUID } from 'node:crypto'
import type { Executor } from '@ironhouse/db'
import { enqueueJob } from '../../jobs/outbox.ts'
import type { MailMessage } from './providers/mail-transport.ts'

export const MAIL_JOB = 'mail.send'

export type { MailMessage }

/**
 * Queues a mail in the caller's transaction: it is sent only if the change commits, and retried with
 * back-off until the transport takes it (the same messageId on every attempt).
 */
export async function enqueueMail(db: Executor, message: MailMessage): Promise<number> {
  return enqueueJob(db, { type: MAIL_JOB, payload: { ...message, messageId: `<${randomUUID()}@ironhouse.local>` } })
}
