import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { SupportRequestBody, SupportRequestCreated } from '@ironhouse/contracts'
import { INVALID_EMAIL_MESSAGE, isValidEmailInput } from '@ironhouse/domain'
import { AppError } from '../../lib/app-errors.ts'
import { noStore } from '../../plugins/cache.ts'
import { clientKey } from '../../plugins/rate-limit.ts'
import { getCustomer, normaliseEmail } from '../customer/public.ts'
import { DEFAULT_SUPPORT_EMAIL, mailHelpDesk, type HelpDesk } from './providers/help-desk.ts'

export type SupportOptions = {
  /** The help desk (default: the built-in one, which mails `address`). */
  helpDesk?: HelpDesk | undefined
  /** The store's support address (SUPPORT_EMAIL): where the built-in help desk sends requests. */
  address?: string | undefined
}

/** One problem of the body, named by its field: the contact form shows it under that field. */
export type SupportIssue = { field: string; message: string }

const FIELD_LABELS: Record<string, string> = {
  name: 'Your name',
  email: 'Your email',
  subject: 'The subject',
  topic: 'The topic',
  orderNumber: 'The order number',
  message: 'Your message',
  captcha: 'The robot check',
}

/** A schema message without its field ("must not contain control characters") is given the field's label. */
function readable(field: string, message: string): string {
  return /^[a-z]/.test(message) ? `${FIELD_LABELS[field] ?? field} ${message}` : message
}

/** 400 validation_error: the first problem is the message, every problem (one per field) is in details.issues. */
function invalid(issues: Array<SupportIssue>): AppError {
  const first = issues[0]
  return new AppError('validation_error', first ? first.message : 'Invalid request', { issues })
}

function issuesOf(error: unknown): Array<SupportIssue> {
  if (!hasZodFastifySchemaValidationErrors(error)) return [{ field: '', message: 'The request body must be a JSON object with the form’s fields' }]
  const issues: Array<SupportIssue> = []
  for (const v of error.validation) {
    const field = v.instancePath.split('/')[1] ?? ''
    const message = v.message ?? 'is not valid'
    // an unknown field names itself in the message (strictObject); one problem per field is enough
    if (issues.some((issue) => issue.field === field && field !== '')) continue
    issues.push({ field, message: field === '' ? `Unexpected input: ${message}` : readable(field, message) })
  }
  return issues
}

/**
 * /svc_support (ours, docs/support-requests.md): POST /requests sends a support request to the help desk.
 * Checked (400 validation_error with one issue per field), limited per client address and per email (429
 * with Retry-After), captcha action `contact` as sign-in's; a signed-in customer's name and email are
 * the account's. 201 with the reference the shopper quotes.
 */
export const supportService: FastifyPluginAsyncZod<SupportOptions> = async (app, options) => {
  const helpDesk = options.helpDesk ?? mailHelpDesk(app.db, options.address ?? DEFAULT_SUPPORT_EMAIL)
  app.post(
    '/svc_support/requests',
    { schema: { body: SupportRequestBody, response: { 201: SupportRequestCreated } }, attachValidation: true },
    async (request, reply) => {
      noStore(reply)
      if (request.validationError) throw invalid(issuesOf(request.validationError))
      const body = request.body
      const session = await request.getSession()
      const customer = session?.customerId ? await getCustomer(app.db, session.customerId) : null
      const name = customer ? `${customer.firstname} ${customer.lastname}`.trim() || body.name : body.name
      const email = customer ? customer.email : normaliseEmail(body.email)
      if (!isValidEmailInput(email)) throw invalid([{ field: 'email', message: INVALID_EMAIL_MESSAGE }])
      await app.enforceRateLimits(reply, [
        { name: 'support-ip', key: clientKey(request), limit: app.rateLimits.supportRequestPerIp },
        { name: 'support-email', key: email, limit: app.rateLimits.supportRequestPerEmail },
      ])
      await app.requireCaptcha(request, 'contact', body.captcha)
      const { reference } = await helpDesk.createRequest({
        siteCode: request.site.code,
        name,
        email,
        subject: body.subject,
        topic: body.topic || null,
        orderNumber: body.orderNumber || null,
        message: body.message,
        customerId: customer?.id ?? null,
        receivedAt: new Date(),
      })
      request.log.info({ reference, helpDesk: helpDesk.name, customerId: customer?.id ?? null }, 'support request received')
      return reply.code(201).send({ reference, email })
    },
  )
}
