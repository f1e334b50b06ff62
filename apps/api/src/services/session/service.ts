import type { FastifyReply, FastifyRequest } from 'fastify'
import type { LoginBody, SessionResponse } from '@ironhouse/contracts'
import { withTransaction, type Db } from '@ironhouse/db'
import { err, LOGGED_OUT_CUSTOMER_GROUP_ID, loginBlockReason, ok, type Result } from '@ironhouse/domain'
import type { DomainError } from '../../lib/app-errors.ts'
import type { Session, SessionLifetimes } from '../../plugins/session.ts'
import { checkedEmail, getCustomer, verifyCredentials, type CustomerRecord } from '../customer/public.ts'

/** shell §7, §9: cg is the group as the cookie carries it, '0' for a guest; exp in Unix seconds. */
export function sessionAnswer(session: Session | null, now: Date, lifetimes: SessionLifetimes): SessionResponse {
  const groupId = session?.groupId ?? LOGGED_OUT_CUSTOMER_GROUP_ID
  const expiresAt = session?.expiresAt.getTime() ?? now.getTime() + lifetimes.guestIdleSeconds * 1000
  return { cg: String(groupId), exp: Math.floor(expiresAt / 1000), groupId }
}

/**
 * Signs a customer in (shell §7): checks the password (outside the transaction: argon2 takes tens of
 * milliseconds), then in one transaction runs the sign-in hooks and replaces the session with a new id.
 * Shell §5: the email already signed in on this session is refused.
 */
export async function login(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  input: LoginBody,
): Promise<Result<CustomerRecord, DomainError>> {
  const email = checkedEmail(input.email)
  if (!email.ok) return email
  const current = await request.getSession()
  if (current?.customerId != null) {
    const signedIn = await getCustomer(db, current.customerId)
    if (signedIn && loginBlockReason({ email: signedIn.email, groupId: signedIn.groupId }, email.value)) {
      return err({ code: 'ALREADY_LOGGED_IN' })
    }
  }
  const customer = await verifyCredentials(db, email.value, input.password)
  if (!customer) return err({ code: 'INVALID_CREDENTIALS' })
  await withTransaction(db, (tx) => request.signIn(reply, tx, { customerId: customer.id, groupId: customer.groupId }))
  return ok(customer)
}
