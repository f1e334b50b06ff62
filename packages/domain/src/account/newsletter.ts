// Newsletter signup (shell §4, §5, §8, §9): validation and the idle → loading → success | error
// machine that resets after 3 s (its initial state, reset delay and policies notice: newsletter-basics.ts).
import { firstFormFieldError } from '../forms/field-errors.ts'
import { INITIAL_NEWSLETTER_STATE } from './newsletter-basics.ts'

/** Shell §8 messages. */
export const NEWSLETTER_MESSAGES = {
  noList: 'Please select a list to sign up',
  failure: 'There was an error saving your preferences',
  success: 'Your preferences have been saved',
} as const

/** Shell §3 Newsletter list. */
export type NewsletterList = { id: number | string; label?: string; name?: string; selected?: boolean }

export type NewsletterForm = { email: string; lists: ReadonlyArray<NewsletterList> }

export type NewsletterErrors = { email?: string; lists?: string }

/**
 * Shell §5: the email is required and of type email (platform §5 messages: 'Please enter your email',
 * 'Please enter a valid email'); at least one list must be chosen, otherwise
 * 'Please select a list to sign up'. Returns no keys when the form is valid.
 */
export function validateNewsletterForm(form: NewsletterForm): NewsletterErrors {
  const errors: NewsletterErrors = {}
  const emailError = firstFormFieldError(form.email, { type: 'email', label: 'Email', required: true })
  if (emailError !== null) errors.email = emailError
  if (!form.lists.some((l) => l.selected === true)) errors.lists = NEWSLETTER_MESSAGES.noList
  return errors
}

/** The list ids sent to subscribe (shell §7: newsletters[]). */
export function selectedNewsletterIds(lists: ReadonlyArray<NewsletterList>): Array<number | string> {
  return lists.filter((l) => l.selected === true).map((l) => l.id)
}

export const NEWSLETTER_STATUSES = ['idle', 'loading', 'success', 'error'] as const
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number]

/** Allowed transitions (shell §4); 'success' and 'error' go back to 'idle' only by the reset. */
export const NEWSLETTER_TRANSITIONS = {
  idle: ['loading'],
  loading: ['success', 'error'],
  success: ['idle'],
  error: ['idle'],
} as const satisfies Record<NewsletterStatus, ReadonlyArray<NewsletterStatus>>

export type NewsletterState = {
  status: NewsletterStatus
  /** The shell §8 message shown in success or error, else null. */
  message: string | null
  /** Field errors of the last refused submit. */
  errors: NewsletterErrors
}

export type NewsletterEvent =
  | { type: 'submit'; form: NewsletterForm }
  | { type: 'saved' }
  | { type: 'failed' }
  /** The 3 s reset timer fired (see newsletterResetDelayMs). */
  | { type: 'reset' }


/**
 * The newsletter machine. A submit from idle with a valid form starts loading; an invalid one stays
 * idle with its errors. Answers count only while loading; the reset only from success or error.
 * Anything else leaves the state unchanged (a double submit while loading sends nothing).
 */
export function reduceNewsletter(state: NewsletterState, event: NewsletterEvent): NewsletterState {
  switch (event.type) {
    case 'submit': {
      if (state.status !== 'idle') return state
      const errors = validateNewsletterForm(event.form)
      if (Object.keys(errors).length > 0) return { status: 'idle', message: null, errors }
      return { status: 'loading', message: null, errors: {} }
    }
    case 'saved':
      return state.status === 'loading' ? { status: 'success', message: NEWSLETTER_MESSAGES.success, errors: {} } : state
    case 'failed':
      return state.status === 'loading' ? { status: 'error', message: NEWSLETTER_MESSAGES.failure, errors: {} } : state
    case 'reset':
      return state.status === 'success' || state.status === 'error' ? INITIAL_NEWSLETTER_STATE : state
  }
}

/** Whether the machine may move from one status to another (staying put is always allowed). */
export function isNewsletterTransitionAllowed(from: NewsletterStatus, to: NewsletterStatus): boolean {
  return from === to || (NEWSLETTER_TRANSITIONS[from] as ReadonlyArray<NewsletterStatus>).includes(to)
}
