import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Customer, RegisterBody } from '@ironhouse/contracts'
import { withTransaction, type Db } from '@ironhouse/db'
import { isStaffEmail, isValidEmailInput, segmentChoiceProblems } from '@ironhouse/domain'
import { err, ok, type Result } from '@ironhouse/domain'
import { AppError, type DomainError } from '../../lib/app-errors.ts'
import type { CustomerRecord } from './public.ts'
import { toCustomerRecord } from './public.ts'
import { hashPassword, passwordProblems } from './passwords.ts'
import { checkedSiteLists, subscribeInTransaction } from '../ssr/public.ts'
import { findCustomerById, insertCustomer } from './repo.ts'

/** New customers join group 1 (issue 6; the catalogue prices groups 1, 2 and 3). */
export const NEW_CUSTOMER_GROUP = 1

/** The customer on the wire (shell §3 field names); the address book when the caller loaded it. */
export function customerAnswer(customer: CustomerRecord, addressBook?: Pick<Customer, 'addresses' | 'defaultShippingAddress' | 'defaultBillingAddress'>): Customer {
  return {
    _id: customer.id,
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
    telephone: customer.telephone,
    groupId: customer.groupId,
    loggedIn: true,
    segments: customer.segments,
    primarySegment: customer.primarySegment,
    newsletters: customer.newsletters,
    isStaff: isStaffEmail(customer.email),
    ...addressBook,
  }
}

/** Emails compare trimmed and lower-case; they are stored that way. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** An email that passes the platform §5 rule, normalised; or the INVALID_EMAIL failure. */
export function checkedEmail(email: string): Result<string, DomainError> {
  const normalised = normaliseEmail(email)
  return isValidEmailInput(normalised) ? ok(normalised) : err({ code: 'INVALID_EMAIL' })
}

/**
 * A segment choice the site offers (shell §3: the interest segments, and the occupation segments of
 * this site; segmentChoiceProblems of packages/domain), without repeats; else 400 validation_error
 * ('Unknown segment: 5', 'The primary segment must be one of the chosen segments'). Registration and
 * PUT /customer/segments both take segments through it.
 */
export function checkedSegments(siteCode: string, ids: ReadonlyArray<number>, primarySegment: number | null | undefined): Array<number> {
  const segments = [...new Set(ids)]
  const { unknown, primaryNotChosen } = segmentChoiceProblems(siteCode, segments, primarySegment)
  if (unknown.length > 0) throw new AppError('validation_error', `Unknown segment: ${unknown.join(', ')}`, { unknown })
  if (primaryNotChosen) throw new AppError('validation_error', 'The primary segment must be one of the chosen segments')
  return segments
}

/**
 * Registers a customer and signs them in (shell §7), in one transaction: the customer row, the
 * sign-in hooks and the new session commit together. The password is hashed before it opens.
 */
export async function register(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  input: RegisterBody,
): Promise<Result<CustomerRecord, DomainError>> {
  const email = checkedEmail(input.email)
  if (!email.ok) return email
  const problems = await passwordProblems(input.password, email.value)
  if (problems.length > 0) return err({ code: 'WEAK_PASSWORD', details: { problems } })
  // the segments are the site's, as PUT /customer/segments takes them: else a 400 and no account is made
  const segments = checkedSegments(request.site.code, input.segments ?? [], null)
  // the newsletters chosen are the site's lists (shell §3 forms.newsletters.email); an unknown id is a 400
  const listIds = await checkedSiteLists(db, request.site.code, input.newsletters ?? [])
  const passwordHash = await hashPassword(input.password)
  // the visitor's session is read before the transaction opens (signIn rotates it inside): on an
  // embedded database (PGlite, one connection) a read outside the open transaction waits for its end
  await request.getSession()
  const origins = { origin: request.server.siteBaseUrl(request.site.code), apiOrigin: request.server.publicOrigin(request.site.code) }
  return withTransaction(db, async (tx) => {
    const row = await insertCustomer(tx, {
      email: email.value,
      passwordHash,
      firstname: input.firstname ?? '',
      lastname: input.lastname ?? '',
      groupId: NEW_CUSTOMER_GROUP,
      segments,
      newsletters: listIds,
    })
    if (!row) return err({ code: 'EMAIL_TAKEN' })
    // as the footer signup does: a subscription row per list and the confirmation mail, with the account
    await subscribeInTransaction(tx, { email: row.email, listIds, siteCode: request.site.code, customerId: row.id, ...origins })
    await request.signIn(reply, tx, { customerId: row.id, groupId: row.groupId })
    const created = await findCustomerById(tx, row.id)
    return ok(toCustomerRecord(created ?? row))
  })
}
