// Who may use a list (commerce §4): apart from list-lifecycle.ts, whose active-cart rule every page's cart
// reads; only the list actions, which a page fetches on the first one, ask this.
import type { ListType } from './list-types.ts'
import { listTypeNeedsLogin } from './list-types.ts'
import { loginRedirectPath } from './list-paths.ts'

export type ListAccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirectToLogin'; to: string }
  | { kind: 'askAppLogin' }

/**
 * Commerce §2, §4, §6: guests using a wishlist or save-for-later are sent to /login?redirect=...
 * on the web; in the app they are asked to log in instead.
 */
export function listAccessDecision(
  type: ListType,
  context: { loggedIn: boolean; returnTo: string; inApp?: boolean },
): ListAccessDecision {
  if (context.loggedIn || !listTypeNeedsLogin(type)) return { kind: 'allow' }
  if (context.inApp === true) return { kind: 'askAppLogin' }
  return { kind: 'redirectToLogin', to: loginRedirectPath(context.returnTo) }
}
