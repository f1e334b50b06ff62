// The shopper's session as the storefront reads it (shell §3, §4, §7): from GET /svc_session/session
// on the server render (a request with a cookie) and in the browser (session store).
import { isLoggedInGroupId, LOGGED_OUT_CUSTOMER_GROUP_ID } from '@ironhouse/domain'

export type ShellSession = {
  loggedIn: boolean
  groupId: number
  /** The customer-group value of the session answer; '0' means logged out (shell §9). */
  cg: string
  /** Session expiry in epoch milliseconds, null when unknown. */
  exp: number | null
  customerId: string
  email: string
  firstname: string
  lastname: string
  cartCount: number
  /**
   * Where the record comes from: 'answer' (the session call answered), 'none' (the request had no
   * cookie, so no session exists and none was asked for), 'failed' (the call failed twice: logged out),
   * 'class' (the page was rendered for every shopper of the customer group, decision 006: the
   * browser reads the shopper's own session after load).
   */
  source: 'answer' | 'none' | 'failed' | 'class'
}

export const GUEST_SESSION: ShellSession = {
  loggedIn: false,
  groupId: LOGGED_OUT_CUSTOMER_GROUP_ID,
  cg: String(LOGGED_OUT_CUSTOMER_GROUP_ID),
  exp: null,
  customerId: '',
  email: '',
  firstname: '',
  lastname: '',
  cartCount: 0,
  source: 'none',
}

/**
 * The session a page rendered for a class of shoppers carries (decision 006): only the customer group
 * the page was priced for; no name, email, customer id, expiry or cart count of anyone.
 */
export function classSession(groupId: number): ShellSession {
  return { ...GUEST_SESSION, loggedIn: isLoggedInGroupId(groupId), groupId, cg: String(groupId), source: 'class' }
}

/** Session expiry as epoch ms: a number below 10^12 is read as seconds, a string as a date or a number. */
export function expiryMs(exp: unknown): number | null {
  if (typeof exp === 'string' && exp.trim() !== '') {
    const n = Number(exp)
    return Number.isFinite(n) ? expiryMs(n) : Number.isFinite(Date.parse(exp)) ? Date.parse(exp) : null
  }
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp <= 0) return null
  return exp < 1e12 ? exp * 1000 : exp
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}

function int(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) ? n : null
}

/**
 * The shell's view of a session answer `{ cg, exp, groupId, customer? }` (shell §7). Logged in means a
 * nonzero group id (shell §4; a cg of 0 means logged out, shell §9).
 */
export function sessionFromAnswer(answer: unknown): ShellSession {
  const body = record(answer)
  const groupId = int(body.groupId) ?? int(body.cg) ?? 0
  const customer = record(body.customer)
  const cartCount = int(body.cartCount)
  return {
    loggedIn: isLoggedInGroupId(groupId),
    groupId,
    cg: body.cg === undefined || body.cg === null ? String(groupId) : str(body.cg),
    exp: expiryMs(body.exp),
    customerId: str(customer._id ?? customer.id),
    email: str(customer.email),
    firstname: str(customer.firstname),
    lastname: str(customer.lastname),
    cartCount: cartCount !== null && cartCount >= 0 ? cartCount : 0,
    source: 'answer',
  }
}

/** The session after a sign-in answer `{ customer }` (shell §7), before the session call confirms exp. */
export function sessionWithCustomer(current: ShellSession, customer: unknown): ShellSession {
  const c = record(customer)
  // shell §3: a legacy field group is copied into groupId, so it wins where a customer record has it
  const groupId = int(c.group) ?? int(c.groupId) ?? (current.loggedIn ? current.groupId : 1)
  return {
    ...current,
    loggedIn: isLoggedInGroupId(groupId),
    groupId,
    cg: String(groupId),
    customerId: str(c._id ?? c.id),
    email: str(c.email),
    firstname: str(c.firstname),
    lastname: str(c.lastname),
    source: 'answer',
  }
}
