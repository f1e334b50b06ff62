// What a newsletter form needs before its first submit (shell §4, §5, §9): the machine's initial
// state, its reset delay and the policies notice. A module apart from the machine (newsletter.ts) so
// the footer form of every page renders without the validation rules, which the browser fetches on
// first use (issue 13: product page JavaScript).
import { NEWSLETTER_RESET_MS } from '../platform/constants.ts'
import type { NewsletterState, NewsletterStatus } from './newsletter.ts'

export const INITIAL_NEWSLETTER_STATE: NewsletterState = { status: 'idle', message: null, errors: {} }

/** Shell §4, §9: after success or error the form resets in 3000 ms; other states schedule nothing. */
export function newsletterResetDelayMs(status: NewsletterStatus): number | null {
  return status === 'success' || status === 'error' ? NEWSLETTER_RESET_MS : null
}

/** Shell §5: the policies notice varies by action. The texts are ours (not shown). */
export const POLICIES_NOTICE_TEXTS = {
  signup:
    'By signing up you agree to receive marketing emails and accept our Terms of Use and Privacy Policy. You can unsubscribe at any time.',
  placeOrder: 'By placing your order you agree to our Terms of Sale, Terms of Use and Privacy Policy.',
} as const

export type PoliciesNoticeAction = keyof typeof POLICIES_NOTICE_TEXTS

export function policiesNoticeText(action: PoliciesNoticeAction): string {
  return POLICIES_NOTICE_TEXTS[action]
}
