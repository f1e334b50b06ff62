import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { PasswordChangeBody, ProfileBody, SegmentsBody } from '@ironhouse/contracts'
import { withTransaction } from '@ironhouse/db'
import { isSamePassword, PASSWORD_MESSAGES, requiredFieldError } from '@ironhouse/domain'
import { AppError, notFound, toAppError } from '../../lib/app-errors.ts'
import { enqueueMail } from '../mail/public.ts'
import { moveSubscriptions } from '../ssr/public.ts'
import { hashPassword, passwordProblems, verifyPassword } from './passwords.ts'
import { toCustomerRecord, type CustomerRecord } from './public.ts'
import { findCustomerByEmail, findCustomerById, updateCustomer, type CustomerChanges } from './repo.ts'
import { checkedEmail, checkedSegments } from './service.ts'

/**
 * Checks the customer's current password before a change that needs it (email, password). The tries
 * count against the account's login limit (docs/operations.md): a stolen session cannot guess the
 * password faster than a login could.
 */
async function checkCurrentPassword(app: FastifyInstance, reply: FastifyReply, customerId: number, password: string | undefined) {
  const customer = await findCustomerById(app.db, customerId)
  if (!customer) throw notFound('Customer')
  if (password === undefined) {
    const message = 'Please enter your current password'
    throw new AppError('validation_error', message, { fields: { currentPassword: message } })
  }
  await app.enforceRateLimits(reply, [{ name: 'login-account', key: customer.email, limit: app.rateLimits.loginPerAccount }])
  if (!(await verifyPassword(customer.passwordHash, password))) throw toAppError({ code: 'CURRENT_PASSWORD_WRONG' })
  return customer
}

/**
 * A name the About me form requires (platform §5 Inputs: 'Please enter your first name'), or null when
 * it is filled or not sent: a sent name cannot be blanked.
 */
function requiredName(value: string | undefined, label: string): string | null {
  return value === undefined ? null : requiredFieldError(value, { required: true, label })
}

/**
 * PATCH /svc_customer/customer/ (shell §7): firstname, lastname, telephone as sent; a new email needs
 * the current password, passes the platform §5 rule and must be free. The newsletter subscriptions
 * follow the new address, and the old address is told of the change by mail (through the outbox), in
 * the same transaction.
 */
export async function updateProfile(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, customerId: number, body: ProfileBody): Promise<CustomerRecord> {
  const current = await findCustomerById(app.db, customerId)
  if (!current) throw notFound('Customer')
  const changes: CustomerChanges = {}
  const names = { firstname: requiredName(body.firstname, 'First Name'), lastname: requiredName(body.lastname, 'Last Name') }
  const missing = Object.fromEntries(Object.entries(names).filter((entry): entry is [string, string] => entry[1] !== null))
  if (Object.keys(missing).length > 0) throw new AppError('validation_error', Object.values(missing).join('. '), { fields: missing })
  if (body.firstname !== undefined) changes.firstname = body.firstname
  if (body.lastname !== undefined) changes.lastname = body.lastname
  if (body.telephone !== undefined) changes.telephone = body.telephone
  if (body.email !== undefined) {
    const email = checkedEmail(body.email)
    if (!email.ok) throw toAppError(email.error)
    if (email.value !== current.email) {
      await checkCurrentPassword(app, reply, customerId, body.currentPassword)
      if (await findCustomerByEmail(app.db, email.value)) throw toAppError({ code: 'EMAIL_TAKEN' })
      changes.email = email.value
    }
  }
  if (Object.keys(changes).length === 0) return toCustomerRecord(current)
  const origin = app.siteBaseUrl(request.site.code)
  return withTransaction(app.db, async (tx) => {
    const row = await updateCustomer(tx, customerId, changes)
    if (!row) throw notFound('Customer')
    if (changes.email !== undefined) {
      await moveSubscriptions(tx, current.email, changes.email, customerId)
      await enqueueMail(tx, {
        to: current.email,
        subject: 'The email of your Ironhouse account was changed',
        text: [
          `Hello${row.firstname ? ` ${row.firstname}` : ''},`,
          '',
          `The email of your Ironhouse account is now ${row.email}. From now on, log in with it.`,
          `If you did not change it, contact us right away and reset your password at ${origin}/forgot-password.`,
        ].join('\n'),
      })
    }
    return toCustomerRecord(row)
  })
}

/**
 * PUT /svc_customer/customer/segments (shell §3, §7): the interest segments and the site's occupation
 * segments (packages/domain segmentChoiceProblems), and a primary segment among them.
 */
export async function changeSegments(app: FastifyInstance, siteCode: string, customerId: number, body: SegmentsBody): Promise<void> {
  const segments = checkedSegments(siteCode, body.segments, body.primarySegment)
  const row = await updateCustomer(app.db, customerId, { segments, primarySegment: body.primarySegment ?? null })
  if (!row) throw notFound('Customer')
}

/**
 * PUT /svc_customer/customer/password (ours, docs/api.md): the current password, then the new one,
 * which must differ from it (a "change" to the same password would end the other sessions and tell
 * the customer it changed, while nothing did) and pass the identity policy (passwordProblems: length,
 * email, guessability). The customer's other sessions end (this one stays) and a notice goes to the
 * account's email, in one transaction.
 */
export async function changePassword(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, customerId: number, body: PasswordChangeBody): Promise<void> {
  const customer = await checkCurrentPassword(app, reply, customerId, body.currentPassword)
  if (isSamePassword(body.password, body.currentPassword)) {
    throw toAppError({ code: 'PASSWORD_UNCHANGED', details: { fields: { password: PASSWORD_MESSAGES.sameAsCurrent } } })
  }
  const problems = await passwordProblems(body.password, customer.email)
  if (problems.length > 0) throw toAppError({ code: 'WEAK_PASSWORD', details: { problems } })
  const passwordHash = await hashPassword(body.password)
  const session = await request.getSession()
  const origin = app.siteBaseUrl(request.site.code)
  await withTransaction(app.db, async (tx) => {
    await updateCustomer(tx, customerId, { passwordHash })
    await app.sessions.store.destroyForCustomer(customerId, session?.id ?? null, tx)
    await enqueueMail(tx, {
      to: customer.email,
      subject: 'Your Ironhouse password was changed',
      text: [
        `Hello${customer.firstname ? ` ${customer.firstname}` : ''},`,
        '',
        'The password of your Ironhouse account was just changed, and every other device was logged out.',
        `If you did not change it, reset your password at ${origin}/forgot-password and contact us.`,
      ].join('\n'),
    })
  })
}
