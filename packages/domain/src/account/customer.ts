// Customer and login rules of the shell document §3–§5 (account area).
import { isLoggedInGroupId } from '../platform/site-rules.ts'

/** A customer record as the API answers it; `group` is the legacy name of groupId (shell §3). */
export type CustomerRecord = {
  email?: string | null
  groupId?: number | string | null
  group?: number | string | null
}

/**
 * Shell §3: a legacy field `group` is copied into groupId. Our reading: whenever `group` is present
 * (not null or undefined) it wins; otherwise groupId stays, and a missing groupId becomes 0.
 */
export function normaliseCustomerGroup<C extends CustomerRecord>(customer: C): C & { groupId: number } {
  const raw = customer.group ?? customer.groupId
  const n = Number(raw ?? 0)
  return { ...customer, groupId: Number.isFinite(n) ? n : 0 }
}

/** Shell §3, §6: a customer is logged in when groupId (after the legacy copy) is nonzero. */
export function isCustomerLoggedIn(customer: CustomerRecord | null | undefined): boolean {
  if (!customer) return false
  return isLoggedInGroupId(normaliseCustomerGroup(customer).groupId)
}

/** Why a login attempt is refused before it is sent, or null when it may go ahead. */
export type LoginBlockReason = 'ALREADY_LOGGED_IN'

function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase()
}

/**
 * Shell §5: login is blocked when the same email is already logged in. Emails compare without case
 * or surrounding spaces; a different email may log in (it replaces the session).
 */
export function loginBlockReason(current: CustomerRecord | null | undefined, email: string): LoginBlockReason | null {
  return isCustomerLoggedIn(current) && sameEmail(current?.email, email) ? 'ALREADY_LOGGED_IN' : null
}

/**
 * Shell §5: the forgot-password call must return success, otherwise the response is raised as an
 * error. Only `success: true` counts.
 */
export function forgotPasswordOutcome<R extends { success?: unknown }>(
  response: R | null | undefined,
): { ok: true } | { ok: false; error: R | null } {
  return response?.success === true ? { ok: true } : { ok: false, error: response ?? null }
}

/** Shell §4: what logging in loads, in order, and whether a login event is tracked (not after registration). */
export function loginFollowUps(viaRegistration: boolean): {
  load: ReadonlyArray<'customer' | 'cards' | 'bins' | 'appConfig' | 'earnedStore' | 'pricing'>
  trackLoginEvent: boolean
} {
  return {
    load: ['customer', 'cards', 'bins', 'appConfig', 'earnedStore', 'pricing'],
    trackLoginEvent: !viaRegistration,
  }
}
