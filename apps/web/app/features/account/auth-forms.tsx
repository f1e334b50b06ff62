// The sign-in, registration, forgot-password and reset-password forms (shell §2, §5, §7). Each calls
// the API through the page's client (session store) and follows the platform's input rules.
import {
  ACCOUNT_ERROR_MESSAGES,
  EMAIL_MAX_LENGTH,
  forgotPasswordOutcome,
  loginBlockReason,
  PASSWORD_MAX_LENGTH,
  policiesNoticeText,
  registrationPasswordProblems,
} from '@ironhouse/domain'
import type { FormFieldRules } from '@ironhouse/domain'
import { useEffect, useId, useState } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { Link, useNavigate, useRevalidator } from 'react-router'
import { trackSignIn } from '../../platform/analytics.ts'
import { useSessionStore } from '../../platform/session-context.tsx'
import { sitePath } from '../../platform/site.ts'
import { FormField } from '../../ui/form-field.tsx'
import { staleErrorDropped, useForm } from '../../ui/use-form.ts'
import type { FormApi } from '../../ui/use-form.ts'
import { accountErrorMessage, errorCode, errorProblems, LOGIN_ERRORS } from './messages.ts'
import { PasswordPolicy } from './password-policy.tsx'

export const ACCOUNT_PATHS = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  account: '/account',
} as const

const EMAIL: FormFieldRules = { type: 'email', label: 'Email', required: true, maxLength: EMAIL_MAX_LENGTH }
const PASSWORD: FormFieldRules = { type: 'password', label: 'Password', required: true, maxLength: PASSWORD_MAX_LENGTH }

/** The confirm-password error (ours: shell §8 leaves account messages to us). */
export const PASSWORDS_DIFFER = 'The passwords do not match'

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; message: string; problems?: Array<string>; extra?: ReactNode }

/** A form's failure, read out when it appears. */
function FormAlert({ status }: { status: Status }) {
  if (status.kind !== 'error') return null
  return (
    <div role="alert" className="notice notice--error form-alert">
      <p>{status.message}</p>
      {status.problems && status.problems.length > 0 ? (
        <ul>
          {status.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      {status.extra}
    </div>
  )
}

/** The notice that replaces a form once it is done, with the way back to logging in. */
/** A form's done message; with `loginLabel`, a link to log in under it (left out where the page has one). */
function DoneNotice({ prefix, loginLabel, children }: { prefix: string; loginLabel?: string; children: ReactNode }) {
  return (
    <div role="status" className="notice">
      <p>{children}</p>
      {loginLabel ? (
        <p>
          <Link to={sitePath(prefix, ACCOUNT_PATHS.login)}>{loginLabel}</Link>
        </p>
      ) : null}
    </div>
  )
}

function SubmitButton({ status, children }: { status: Status; children: ReactNode }) {
  return (
    <button type="submit" className="button button--primary" disabled={status.kind === 'sending'} aria-busy={status.kind === 'sending'}>
      {children}
    </button>
  )
}

/** A form's status with its setter: the form is made between the two (its edits drop a stale error). */
function useStatus(initial: Status = { kind: 'idle' }) {
  return useState<Status>(initial)
}

/**
 * A form's submit (platform §4, §5): a stale error goes, every field is validated and touched (the
 * first field in error gets the focus); then `run` sends, and its failure becomes the form's alert.
 */
function useAccountSubmit<K extends string>(
  [status, setStatus]: ReturnType<typeof useStatus>,
  form: FormApi<K>,
  run: (values: Record<K, string>) => Promise<Status | void>,
  failed: (error: unknown) => Status,
  /** The captcha action of the call: its token is made while the shopper fills the form (docs/decisions/005). */
  captchaAction?: string,
) {
  const { api } = useSessionStore()
  useEffect(() => {
    if (captchaAction) api.prepareCaptcha(captchaAction)
  }, [api, captchaAction])
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (status.kind === 'sending') return
    setStatus(staleErrorDropped)
    const values = form.validate()
    if (!values) return
    setStatus({ kind: 'sending' })
    run(values).then(
      (next) => setStatus(next ?? { kind: 'idle' }),
      (error: unknown) => {
        // a token is used once: the next try gets a new one ready
        if (captchaAction) api.prepareCaptcha(captchaAction)
        setStatus(failed(error))
      },
    )
  }
  return { onSubmit }
}

/** The path to go to after signing in: the checked redirect, else the site's account page. */
function destination(redirectTo: string | null, prefix: string): string {
  return redirectTo ?? sitePath(prefix, ACCOUNT_PATHS.account)
}

/**
 * After a sign-in or registration answer: the session store takes the customer, the page's data is
 * read again as the signed-in customer's (the root's too: its session is what pages read through
 * useRootData, and the root does not reload on a navigation within the site), then the redirect, else
 * the account page. Without the reload the root kept the guest it was rendered for, and a page that
 * reads it (My Wishlist, My Lists, Back in Stock Notifications) sent the customer back to /login.
 * A login is tracked for analytics, a registration is not (shell §4).
 */
function useEnterAccount(redirectTo: string | null, prefix: string, viaRegistration: boolean, stay?: () => void) {
  const { signedIn } = useSessionStore()
  const { revalidate } = useRevalidator()
  const navigate = useNavigate()
  return async (customer: unknown) => {
    // a form that stays on its page says so before the session changes under it
    stay?.()
    await signedIn(customer)
    trackSignIn(viaRegistration)
    await revalidate()
    if (!stay) await navigate(destination(redirectTo, prefix), { replace: true })
  }
}

/**
 * `posted`: the server's answer to the form the browser sent itself (routes/login.tsx action): its
 * error shows and its email is kept.
 */
export function LoginForm({ redirectTo, prefix, posted }: { redirectTo: string | null; prefix: string; posted?: { email: string; error: string } | undefined }) {
  const { session, api } = useSessionStore()
  const enterAccount = useEnterAccount(redirectTo, prefix, false)
  const [status, setStatus] = useStatus(posted ? { kind: 'error', message: posted.error } : undefined)
  const form = useForm({ email: { ...EMAIL, initial: posted?.email ?? '' }, password: PASSWORD }, { onEdit: () => setStatus(staleErrorDropped) })
  const { onSubmit } = useAccountSubmit(
    [status, setStatus],
    form,
    async (values) => {
      // shell §5: login is blocked when the same email is already logged in
      if (loginBlockReason({ email: session.email, groupId: session.groupId }, values.email) !== null) {
        return { kind: 'error', message: ACCOUNT_ERROR_MESSAGES.alreadyLoggedIn }
      }
      const answer = await api.post<{ customer?: unknown }>(
        '/svc_session/session/login',
        { email: values.email.trim(), password: values.password },
        { captcha: 'login' },
      )
      await enterAccount(answer?.customer)
    },
    (error) => {
      form.reset({ password: '' })
      return { kind: 'error', message: accountErrorMessage(error, LOGIN_ERRORS, ACCOUNT_ERROR_MESSAGES.loginFailed) }
    },
    'login',
  )
  return (
    <form method="post" className="account-form" noValidate onSubmit={onSubmit} aria-label="Log in">
      <FormAlert status={status} />
      <FormField {...form.field('email')} label="Email" type="email" autoComplete="email" />
      <FormField {...form.field('password')} label="Password" type="password" autoComplete="current-password" />
      <p className="account-form__aside">
        <Link to={sitePath(prefix, ACCOUNT_PATHS.forgotPassword)}>Forgot your password?</Link>
      </p>
      <SubmitButton status={status}>Log In</SubmitButton>
    </form>
  )
}

type NewsletterList = { id: number; label: string }

/**
 * The person a placed order already names (the order confirmation's account panel): the email is shown,
 * not asked, the names are sent as the order's billing address has them, and the form stays on its page
 * (`onCreated` instead of the redirect).
 */
export type KnownShopper = { email: string; firstname: string; lastname: string; onCreated: () => void }

/** Where a known shopper whose email has an account goes: log in, then the order history (where the order then is). */
const KNOWN_LOGIN = `${ACCOUNT_PATHS.login}?redirect=${encodeURIComponent(`${ACCOUNT_PATHS.account}/orders`)}`

/** A registration's failure; for a known shopper (the confirmation's panel), an email with an account says where the order will be. */
function registrationFailure(error: unknown, prefix: string, knownEmail: string | undefined): Status {
  if (knownEmail !== undefined && errorCode(error) === 'email_taken') {
    return {
      kind: 'error',
      message: `You have an account with ${knownEmail}: log in to see this order in your account.`,
      extra: (
        <p>
          <Link to={sitePath(prefix, KNOWN_LOGIN)}>Log in</Link>
        </p>
      ),
    }
  }
  return {
    kind: 'error',
    message: accountErrorMessage(
      error,
      {
        email_taken: 'An account already exists for this email.',
        weak_password: 'Please choose another password.',
        invalid_email: 'Please enter a valid email',
      },
      'We could not create your account. Please try again.',
    ),
    problems: errorProblems(error),
    extra:
      errorCode(error) === 'email_taken' ? (
        <p>
          <Link to={sitePath(prefix, ACCOUNT_PATHS.login)}>Log in</Link> or{' '}
          <Link to={sitePath(prefix, ACCOUNT_PATHS.forgotPassword)}>reset your password</Link>.
        </p>
      ) : undefined,
  }
}

export function RegisterForm({
  redirectTo,
  prefix,
  lists,
  known,
}: {
  redirectTo: string | null
  prefix: string
  lists: ReadonlyArray<NewsletterList>
  known?: KnownShopper | undefined
}) {
  const { api } = useSessionStore()
  const enterAccount = useEnterAccount(redirectTo, prefix, true, known?.onCreated)
  const listId = useId()
  const [newsletters, setNewsletters] = useState<Array<number>>([])
  const [status, setStatus] = useStatus()
  const form = useForm({
    // a known shopper's names are the order's, not asked: an order without one still makes the account
    firstname: { type: 'text', label: 'First Name', required: !known, maxLength: 100, initial: known?.firstname ?? '' },
    lastname: { type: 'text', label: 'Last Name', required: !known, maxLength: 100, initial: known?.lastname ?? '' },
    email: { ...EMAIL, initial: known?.email ?? '' },
    password: { ...PASSWORD, validate: (password: string) => registrationPasswordProblems(password)[0] ?? null },
  }, { onEdit: () => setStatus(staleErrorDropped) })
  const { onSubmit } = useAccountSubmit(
    [status, setStatus],
    form,
    async (values) => {
      const problems = registrationPasswordProblems(values.password, values.email)
      if (problems.length > 0) return { kind: 'error', message: 'Please choose another password.', problems }
      const answer = await api.post<{ customer?: unknown }>(
        '/svc_customer/customer',
        {
          email: values.email.trim(),
          password: values.password,
          firstname: values.firstname.trim(),
          lastname: values.lastname.trim(),
          newsletters,
          segments: [],
        },
        { captcha: 'register' },
      )
      await enterAccount(answer?.customer)
    },
    (error) => registrationFailure(error, prefix, known?.email),
    'register',
  )
  return (
    <form method="post" className="account-form" noValidate onSubmit={onSubmit} aria-label="Create an account">
      <FormAlert status={status} />
      {known ? (
        <p className="account-form__known">
          Email: <strong>{known.email}</strong>
        </p>
      ) : (
        <>
          <div className="account-form__row">
            <FormField {...form.field('firstname')} label="First Name" autoComplete="given-name" />
            <FormField {...form.field('lastname')} label="Last Name" autoComplete="family-name" />
          </div>
          <FormField {...form.field('email')} label="Email" type="email" autoComplete="email" />
        </>
      )}
      <FormField {...form.field('password')} label="Password" type="password" autoComplete="new-password" hint={<PasswordPolicy />} />
      {lists.length > 0 ? (
        <fieldset className="account-form__lists" aria-describedby={`${listId}-note`}>
          <legend>Newsletters</legend>
          {lists.map((list) => (
            <label key={list.id} className="checkbox">
              <input
                type="checkbox"
                checked={newsletters.includes(list.id)}
                onChange={(e) => setNewsletters((ids) => (e.target.checked ? [...ids, list.id] : ids.filter((id) => id !== list.id)))}
              />{' '}
              {list.label}
            </label>
          ))}
          <p id={`${listId}-note`} className="form-field__hint">
            Optional. {policiesNoticeText('signup')}
          </p>
        </fieldset>
      ) : null}
      <SubmitButton status={status}>Create Account</SubmitButton>
    </form>
  )
}

export function ForgotPasswordForm({ prefix, submitLabel = 'Send Reset Link' }: { prefix: string; submitLabel?: string }) {
  const { api } = useSessionStore()
  const [status, setStatus] = useStatus()
  const form = useForm({ email: EMAIL }, { onEdit: () => setStatus(staleErrorDropped) })
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { onSubmit } = useAccountSubmit(
    [status, setStatus],
    form,
    async (values) => {
      const email = values.email.trim()
      // shell §5: the call must answer success, anything else is an error
      const outcome = forgotPasswordOutcome(await api.post<{ success?: unknown }>('/svc_customer/customer/forgot-password', { email }, { captcha: 'forgot_password' }))
      if (!outcome.ok) throw new Error('forgot-password answered without success')
      setSentTo(email)
    },
    (error) => ({ kind: 'error', message: accountErrorMessage(error, {}, ACCOUNT_ERROR_MESSAGES.forgotPasswordFailed) }),
    'forgot_password',
  )
  if (sentTo !== null) {
    // the page's own "Back to Log In" stays beside it: not a second one here
    return (
      <DoneNotice prefix={prefix}>
        If an account exists for <strong>{sentTo}</strong>, we have sent it an email with a link to choose a new password. The link works once
        and expires after a while.
      </DoneNotice>
    )
  }
  return (
    <form method="post" className="account-form" noValidate onSubmit={onSubmit} aria-label="Reset your password">
      <FormAlert status={status} />
      <FormField {...form.field('email')} label="Email" type="email" autoComplete="email" />
      <SubmitButton status={status}>{submitLabel}</SubmitButton>
    </form>
  )
}

export function ResetPasswordForm({ token, prefix }: { token: string; prefix: string }) {
  const { api } = useSessionStore()
  const [done, setDone] = useState(false)
  const [status, setStatus] = useStatus()
  const form = useForm({
    password: { ...PASSWORD, label: 'New Password', validate: (password: string) => registrationPasswordProblems(password)[0] ?? null },
    confirm: { ...PASSWORD, label: 'Confirm New Password', check: (confirm, values) => (confirm === values.password ? null : PASSWORDS_DIFFER) },
  }, { onEdit: () => setStatus(staleErrorDropped) })
  const { onSubmit } = useAccountSubmit(
    [status, setStatus],
    form,
    async (values) => {
      await api.post('/svc_customer/customer/forgot-password/reset', { token, password: values.password })
      setDone(true)
    },
    (error) => ({
      kind: 'error',
      message: accountErrorMessage(
        error,
        { invalid_reset_token: ACCOUNT_ERROR_MESSAGES.resetPasswordFailed, weak_password: 'Please choose another password.' },
        ACCOUNT_ERROR_MESSAGES.resetPasswordFailed,
      ),
      problems: errorProblems(error),
      extra:
        errorCode(error) === 'invalid_reset_token' ? (
          <p>
            <Link to={sitePath(prefix, ACCOUNT_PATHS.forgotPassword)}>Ask for a new link</Link>
          </p>
        ) : undefined,
    }),
  )
  if (done) {
    return (
      <DoneNotice prefix={prefix} loginLabel="Log in with your new password">
        Your password has been changed. You have been signed out everywhere else.
      </DoneNotice>
    )
  }
  return (
    <form method="post" className="account-form" noValidate onSubmit={onSubmit} aria-label="Choose a new password">
      <FormAlert status={status} />
      <FormField {...form.field('password')} type="password" autoComplete="new-password" label="New Password" hint={<PasswordPolicy />} />
      <FormField {...form.field('confirm')} type="password" autoComplete="new-password" label="Confirm New Password" />
      <SubmitButton status={status}>Change Password</SubmitButton>
    </form>
  )
}
