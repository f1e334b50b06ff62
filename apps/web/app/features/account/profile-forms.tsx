// The account's own forms (shell §3, §7): profile (PATCH /svc_customer/customer/), password change
// (PUT /svc_customer/customer/password, the identity policy), with the platform's input rules.
import { EMAIL_MAX_LENGTH, isSamePassword, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, registrationPasswordProblems } from '@ironhouse/domain'
import type { Customer } from '@ironhouse/contracts'
import { useState } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { useSessionStore } from '../../platform/session-context.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { staleErrorDropped, useForm } from '../../ui/use-form.ts'
import type { FieldSpec } from '../../ui/use-form.ts'
import { accountErrorMessage, errorProblems } from './messages.ts'
import { PasswordPolicy } from './password-policy.tsx'

export const PROFILE_SAVED = 'Your profile has been saved'
export const PASSWORD_CHANGED = 'Your password has been changed. Other devices were logged out.'

export type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'ok'; text: string } | { kind: 'error'; text: string; problems?: Array<string> }

/** A form's outcome: a status line for success, an alert for a failure. */
export function OutcomeNotice({ outcome }: { outcome: Outcome }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {outcome.kind === 'ok' ? <p className="notice">{outcome.text}</p> : null}
      </div>
      {outcome.kind === 'error' ? (
        <div role="alert" className="notice notice--error">
          <p>{outcome.text}</p>
          {outcome.problems && outcome.problems.length > 0 ? (
            <ul>
              {outcome.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </>
  )
}

function Submit({ outcome, children }: { outcome: Outcome; children: ReactNode }) {
  return (
    <button type="submit" className="button button--primary" disabled={outcome.kind === 'sending'} aria-busy={outcome.kind === 'sending'}>
      {children}
    </button>
  )
}

const PROFILE_ERRORS: Record<string, string> = {
  email_taken: 'Another account already uses this email.',
  invalid_credentials: 'Your current password is not correct',
  invalid_email: 'Please enter a valid email',
}

/** /account/about-me: name, telephone and email; a new email asks for the current password. */
export function ProfileForm({ customer, onSaved }: { customer: Customer; onSaved: () => Promise<void> }) {
  const { api } = useSessionStore()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const form = useForm({
    firstname: { type: 'text', label: 'First Name', required: true, maxLength: 100, initial: customer.firstname },
    lastname: { type: 'text', label: 'Last Name', required: true, maxLength: 100, initial: customer.lastname },
    telephone: { type: 'tel', label: 'Telephone', maxLength: 40, initial: customer.telephone },
    email: { type: 'email', label: 'Email', required: true, maxLength: EMAIL_MAX_LENGTH, initial: customer.email },
    currentPassword: {
      type: 'password',
      label: 'Current Password',
      maxLength: PASSWORD_MAX_LENGTH,
      check: (value, values) => (values.email?.trim().toLowerCase() !== customer.email && value === '' ? 'Please enter your current password' : null),
    },
  }, { onEdit: () => setOutcome(staleErrorDropped) })
  const emailChanged = form.values.email.trim().toLowerCase() !== customer.email

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (outcome.kind === 'sending') return
    setOutcome(staleErrorDropped)
    const values = form.validate()
    if (!values) return
    setOutcome({ kind: 'sending' })
    try {
      await api.patch('/svc_customer/customer/', {
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        telephone: values.telephone.trim(),
        ...(emailChanged ? { email: values.email.trim(), currentPassword: values.currentPassword } : {}),
      })
      form.reset({ currentPassword: '' })
      setOutcome({ kind: 'ok', text: PROFILE_SAVED })
      void onSaved()
    } catch (error) {
      form.reset({ currentPassword: '' })
      setOutcome({ kind: 'error', text: accountErrorMessage(error, PROFILE_ERRORS, error instanceof Error ? error.message : 'We could not save your changes. Please try again') })
    }
  }

  return (
    <form method="post" className="account-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="About me">
      <OutcomeNotice outcome={outcome} />
      <div className="account-form__row">
        <FormField {...form.field('firstname')} label="First Name" autoComplete="given-name" />
        <FormField {...form.field('lastname')} label="Last Name" autoComplete="family-name" />
      </div>
      <FormField {...form.field('telephone')} label="Telephone" type="tel" autoComplete="tel" />
      <FormField {...form.field('email')} label="Email" type="email" autoComplete="email" />
      {emailChanged ? (
        <FormField
          {...form.field('currentPassword')}
          label="Current Password"
          type="password"
          autoComplete="current-password"
          hint={<p>To change your email, confirm it is you with your current password.</p>}
        />
      ) : null}
      <Submit outcome={outcome}>Save Changes</Submit>
    </form>
  )
}

const PASSWORD_ERRORS: Record<string, string> = {
  invalid_credentials: 'Your current password is not correct',
  weak_password: 'Please choose another password.',
  password_unchanged: PASSWORD_MESSAGES.sameAsCurrent,
}

type PasswordField = 'currentPassword' | 'password' | 'confirm'

/**
 * The change-password fields: the current password, a new one under the policy that is not the
 * current one again (the domain's rules, which the server checks too), and its confirmation.
 */
export function passwordFields(email: string): Record<PasswordField, FieldSpec> {
  return {
    currentPassword: { type: 'password', label: 'Current Password', required: true, maxLength: PASSWORD_MAX_LENGTH },
    password: {
      type: 'password',
      label: 'New Password',
      required: true,
      maxLength: PASSWORD_MAX_LENGTH,
      validate: (p: string) => registrationPasswordProblems(p, email)[0] ?? null,
      check: (value, values) => (values.currentPassword && isSamePassword(value, values.currentPassword) ? PASSWORD_MESSAGES.sameAsCurrent : null),
    },
    confirm: {
      type: 'password',
      label: 'Confirm New Password',
      required: true,
      maxLength: PASSWORD_MAX_LENGTH,
      check: (value, values) => (value !== values.password ? 'The passwords do not match' : null),
    },
  }
}

/** Account settings: change the password (the current one, the policy, confirmation). */
export function PasswordForm({ email }: { email: string }) {
  const { api } = useSessionStore()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const form = useForm(passwordFields(email), { onEdit: () => setOutcome(staleErrorDropped) })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (outcome.kind === 'sending') return
    setOutcome(staleErrorDropped)
    const values = form.validate()
    if (!values) return
    setOutcome({ kind: 'sending' })
    try {
      await api.put('/svc_customer/customer/password', { currentPassword: values.currentPassword, password: values.password })
      form.reset({ currentPassword: '', password: '', confirm: '' })
      setOutcome({ kind: 'ok', text: PASSWORD_CHANGED })
    } catch (error) {
      form.reset({ currentPassword: '' })
      setOutcome({ kind: 'error', text: accountErrorMessage(error, PASSWORD_ERRORS, 'We could not change your password. Please try again'), problems: errorProblems(error) })
    }
  }

  return (
    <form method="post" className="account-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Change password">
      <OutcomeNotice outcome={outcome} />
      <FormField {...form.field('currentPassword')} label="Current Password" type="password" autoComplete="current-password" />
      <FormField {...form.field('password')} label="New Password" type="password" autoComplete="new-password" hint={<PasswordPolicy />} />
      <FormField {...form.field('confirm')} label="Confirm New Password" type="password" autoComplete="new-password" />
      <Submit outcome={outcome}>Change Password</Submit>
    </form>
  )
}
