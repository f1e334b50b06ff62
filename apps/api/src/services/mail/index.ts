import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { MAIL_JOB } from './public.ts'
import type { MailTransport } from './providers/mail-transport.ts'

const QueuedMail = z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string().optional(), headers: z.record(z.string(), z.string()).optional(), messageId: z.string() })

export type MailOptions = { transport: MailTransport; from: string }

/** Mail: the mail.send job hands queued messages to the configured transport. */
export const mailService: FastifyPluginAsync<MailOptions> = async (app, options) => {
  app.jobs.register(MAIL_JOB, async (job) => {
    const message = QueuedMail.parse(job.payload)
    await options.transport.send({ ...message, from: options.from })
  })
}
