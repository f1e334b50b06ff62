import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ForgotPasswordBody, ResetPasswordBody } from '@ironhouse/contracts'
import { withTransaction } from '@ironhouse/db'
import { err, ok, type Result } from '@ironhouse/domain'
import type { DomainError } from '../../lib/app-errors.ts'
import { enqueueMail } from '../mail/public.ts'
import { hashPassword, passwordProblems } from './passwords.ts'
import { findCustomerByEmail, findCustomerById, findLiveReset, insertPasswordReset, spendReset, updatePasswordHash } from './repo.ts'
import { checkedEmail } from './service.ts'

/** A reset link works for one hour, once (docs/api.md). */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60_000
/**
 * Forgot-password answers take at least this long whether or not the email has an account, so the
 * time of the answer tells nothing (the known path writes a row and a job, the unknown one nothing).
 */
export const FORGOT_PASSWORD_MIN_MS = 250

function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

async function padTo(started: number, minMs: number) {
  const left = minMs - (performance.now() - started)
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
}

/**
 * shell §7: for a known email, a single-use link that expires, mailed through the outbox in the same
 * transaction as the token (only its SHA-256 is stored). The answer is the same for any email.
 */
export async function forgotPassword(app: FastifyInstance, request: FastifyRequest, input: ForgotPasswordBody): Promise<Result<true, DomainError>> {
  const started = performance.now()
  const email = checkedEmail(input.email)
  if (!email.ok) return email
  const now = app.sessions.now()
  const customer = await findCustomerByEmail(app.db, email.value)
  if (customer) {
    const token = randomBytes(32).toString('base64url')
    const link = `${app.siteBaseUrl(request.site.code)}/account/reset-password/${token}`
    await withTransaction(app.db, async (tx) => {
      await insertPasswordReset(tx, { tokenHash: tokenHashOf(token), customerId: customer.id, expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS) })
      await enqueueMail(tx, {
        to: customer.email,
        subject: 'Reset your Ironhouse password',
        text: [
          `Hello${customer.firstname ? ` ${customer.firstname}` : ''},`,
          '',
          'Someone (we hope you) asked to reset the password of your Ironhouse account.',
          `Choose a new password here within the next hour: ${link}`,
          '',
          'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
        ].join('\n'),
      })
    })
  }
  await padTo(started, FORGOT_PASSWORD_MIN_MS)
  return ok(true)
}

/**
 * Sets a new password from a reset link: refuses an unknown, used or expired token, checks the
 * policy, spends the token (and the customer's other live ones), stores the new hash and ends every
 * session of the customer but the caller's, in one transaction.
 */
export async function resetPassword(app: FastifyInstance, request: FastifyRequest, input: ResetPasswordBody): Promise<Result<true, DomainError>> {
  const tokenHash = tokenHashOf(input.token)
  const live = await findLiveReset(app.db, tokenHash, app.sessions.now())
  const customer = live ? await findCustomerById(app.db, live.customerId) : null
  if (!customer) return err({ code: 'INVALID_RESET_TOKEN' })
  const problems = await passwordProblems(input.password, customer.email)
  if (problems.length > 0) return err({ code: 'WEAK_PASSWORD', details: { problems } })
  const passwordHash = await hashPassword(input.password)
  const current = await request.getSession()
  return withTransaction(app.db, async (tx) => {
    const spent = await spendReset(tx, tokenHash, app.sessions.now())
    if (!spent) return err({ code: 'INVALID_RESET_TOKEN' })
    await updatePasswordHash(tx, spent.customerId, passwordHash)
    const keep = current?.customerId === spent.customerId ? current.id : null
    await app.sessions.store.destroyForCustomer(spent.customerId, keep, tx)
    return ok(true as const)
  })
}
