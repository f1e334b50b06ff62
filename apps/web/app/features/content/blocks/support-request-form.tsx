// The support request form of the ZendeskForm block (docs/support-requests.md), fetched after hydration
// on the pages that have the block (zendesk-form.tsx). It sends POST /svc_support/requests with a captcha
// of action `contact`, whose token is made while the shopper types (docs/decisions/005). The API decides
// (its field problems are shown under their fields); a signed-in customer's name and email are the
// account's, shown read-only.
import { useEffect, useId, useRef, useState } from 'react'
import type { ChangeEvent, FormEvent, ReactNode, Ref } from 'react'
import { SUPPORT_REQUEST_LIMITS as LIMITS } from '@ironhouse/contracts/support-limits'
import { EMAIL_MAX_LENGTH } from '@ironhouse/domain'
import { ApiError } from '../../../platform/api-error.ts'
import { useSessionStore } from '../../../platform/session-context.tsx'
import { useForm, type FieldBinding, type FieldSpec } from '../../../ui/use-form.ts'
import css from './support-request-form.css?inline'

/** The captcha action of a support request (the API's CaptchaAction `contact`). */
export const SUPPORT_CAPTCHA_ACTION = 'contact'

type FieldName = 'name' | 'email' | 'topic' | 'orderNumber' | 'subject' | 'message'
type Answer = { reference: string; email: string }
type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; message: ReactNode } | { kind: 'sent'; answer: Answer }
type Account = { name: string; email: string }

const FIELD_NAMES: ReadonlyArray<FieldName> = ['name', 'email', 'topic', 'orderNumber', 'subject', 'message']
const isFieldName = (field: unknown): field is FieldName => FIELD_NAMES.includes(field as FieldName)

/** The API's field problems (400 validation_error, details.issues) by field; the others are the form's. */
export function fieldIssues(error: unknown): Partial<Record<FieldName, string>> {
  if (!(error instanceof ApiError) || error.code !== 'validation_error') return {}
  const issues = (error.details as { issues?: unknown } | undefined)?.issues
  if (!Array.isArray(issues)) return {}
  const out: Partial<Record<FieldName, string>> = {}
  for (const issue of issues as Array<{ field?: unknown; message?: unknown }>) {
    if (isFieldName(issue.field) && typeof issue.message === 'string') out[issue.field] ??= issue.message
  }
  return out
}

function specs(topics: ReadonlyArray<string>, account: Account | null): Record<FieldName, FieldSpec> {
  return {
    name: { label: 'Name', required: true, maxLength: LIMITS.name, initial: account?.name ?? '' },
    email: { label: 'Email', type: 'email', required: true, maxLength: EMAIL_MAX_LENGTH, initial: account?.email ?? '' },
    topic: { label: 'Topic', required: topics.length > 0 ? 'Please choose a topic' : false },
    orderNumber: { label: 'Order number', maxLength: LIMITS.orderNumber },
    subject: { label: 'Subject', required: 'Please enter a subject', maxLength: LIMITS.subject },
    message: {
      label: 'Message',
      required: 'Please enter your message',
      maxLength: LIMITS.message,
      validate: (value) => (value.trim().length > 0 && value.trim().length < LIMITS.messageMin ? `Please tell us a little more (at least ${LIMITS.messageMin} characters)` : null),
    },
  }
}

type FieldProps = {
  binding: FieldBinding<FieldName>
  label: string
  /** The API's problem with this field (shown until the shopper edits the form). */
  issue: string | undefined
  hint?: string | undefined
  children: (control: Control) => ReactNode
}

/** A labelled control with its hint and its error (role="alert", tied to the control by aria-describedby). */
function Field({ binding, label, issue, hint, children }: FieldProps) {
  const id = useId()
  const error = binding.error ?? issue ?? null
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="form-field" data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {binding.rules.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="form-field__control">{children({ id, describedBy, invalid: error !== null })}</div>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

type Control = { id: string; describedBy: string | undefined; invalid: boolean }

/** A control's props from its binding (the platform's rules, ui/use-form.ts) and its field's ids. */
function controlProps(binding: FieldBinding<FieldName>, control: Control) {
  return {
    id: control.id,
    name: binding.name,
    value: binding.value,
    required: Boolean(binding.rules.required),
    'aria-invalid': control.invalid || undefined,
    'aria-describedby': control.describedBy,
    onBlur: binding.onBlur,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => binding.onChange(event.target.value),
  }
}

type TextInputProps = Omit<FieldProps, 'children'> & {
  type?: 'text' | 'email'
  autoComplete: string
  maxLength: number
  readOnly?: boolean | undefined
}

/** A one-line text field. */
function TextInput({ type = 'text', autoComplete, maxLength, readOnly, ...field }: TextInputProps) {
  return (
    <Field {...field}>
      {(control) => (
        <input {...controlProps(field.binding, control)} ref={field.binding.inputRef} type={type} autoComplete={autoComplete} maxLength={maxLength} readOnly={readOnly} />
      )}
    </Field>
  )
}

function ErrorNotice({ message, storeEmail }: { message: ReactNode; storeEmail: string | null }) {
  return (
    <div role="alert" className="notice notice--error form-alert">
      <p>{message}</p>
      {storeEmail ? (
        <p>
          You can also email us at <a href={`mailto:${storeEmail}`}>{storeEmail}</a>.
        </p>
      ) : null}
    </div>
  )
}

/** What the shopper reads for a refusal that is not about one field. */
function messageOf(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.message && error.code !== 'validation_error') return error.message
  if (error instanceof ApiError && error.code === 'validation_error') return 'Please check the fields marked below.'
  return 'We could not send your message. Please try again in a moment.'
}

/** The shopper's account, when signed in: its name and email fill the form and cannot be changed. */
function useAccount(): Account | null {
  const { api, session } = useSessionStore()
  const [account, setAccount] = useState<Account | null>(null)
  useEffect(() => {
    if (!session.loggedIn) return
    let live = true
    api.get<{ customer?: { firstname?: string; lastname?: string; email?: string } }>('/svc_customer/customer').then(
      ({ customer }) => {
        if (live && customer?.email) setAccount({ name: `${customer.firstname ?? ''} ${customer.lastname ?? ''}`.trim(), email: customer.email })
      },
      // the API uses the account's name and email anyway: the fields stay editable
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [api, session.loggedIn])
  // signed out since: the account read before is not this shopper's
  return session.loggedIn ? account : null
}

export default function SupportRequestForm({ topics, storeEmail }: { topics: ReadonlyArray<string>; storeEmail: string | null }) {
  const { api } = useSessionStore()
  const account = useAccount()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [issues, setIssues] = useState<Partial<Record<FieldName, string>>>({})
  const form = useForm(specs(topics, account), {
    onEdit: () => {
      setIssues({})
      setStatus((now) => (now.kind === 'error' ? { kind: 'idle' } : now))
    },
  })
  const { reset } = form
  const captchaAsked = useRef(false)
  const doneRef = useRef<HTMLDivElement>(null)

  // a signed-in customer's name and email are the account's
  useEffect(() => {
    if (account) reset({ name: account.name, email: account.email })
  }, [account, reset])

  useEffect(() => {
    if (status.kind === 'sent') doneRef.current?.focus()
  }, [status.kind])

  /** The captcha token is made while the shopper types: asked for at the first focus in the form. */
  const prepareCaptcha = () => {
    if (captchaAsked.current) return
    captchaAsked.current = true
    api.prepareCaptcha(SUPPORT_CAPTCHA_ACTION)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (status.kind === 'sending') return
    setIssues({})
    const values = form.validate()
    if (!values) return
    setStatus({ kind: 'sending' })
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
      ...(values.topic ? { topic: values.topic } : {}),
      ...(values.orderNumber.trim() ? { orderNumber: values.orderNumber.trim() } : {}),
    }
    api.post<Answer>('/svc_support/requests', body, { captcha: SUPPORT_CAPTCHA_ACTION }).then(
      (answer) => setStatus({ kind: 'sent', answer }),
      (error: unknown) => {
        // a token is used once: the next try gets a new one ready
        api.prepareCaptcha(SUPPORT_CAPTCHA_ACTION)
        setIssues(fieldIssues(error))
        setStatus({ kind: 'error', message: messageOf(error) })
      },
    )
  }

  const styles = (
    <style href="ih-support-request" precedence="default">
      {css}
    </style>
  )

  if (status.kind === 'sent') {
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className="notice support-request__done">
        {styles}
        <p>
          <strong>Thank you: we have received your message.</strong>
        </p>
        <p>
          Your reference is <strong className="support-request__reference">{status.answer.reference}</strong>. We have sent a confirmation to{' '}
          <strong>{status.answer.email}</strong> and will answer by email, usually within two business days.
        </p>
      </div>
    )
  }

  const readOnly = account !== null
  const field = form.field
  return (
    <form className="account-form support-request__form" noValidate onSubmit={onSubmit} onFocus={prepareCaptcha} aria-label="Contact form">
      {styles}
      {status.kind === 'error' ? <ErrorNotice message={status.message} storeEmail={storeEmail} /> : null}
      <p className="form-field__hint">Fields marked * are required.</p>
      <div className="account-form__row">
        <TextInput binding={field('name')} label="Name" issue={issues.name} hint={readOnly ? 'From your account' : undefined} autoComplete="name" maxLength={LIMITS.name} readOnly={readOnly} />
        <TextInput
          binding={field('email')}
          label="Email"
          issue={issues.email}
          hint={readOnly ? 'From your account: we answer here' : undefined}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          readOnly={readOnly}
        />
      </div>
      {topics.length > 0 ? (
        <Field binding={field('topic')} label="Topic" issue={issues.topic}>
          {(control) => (
            <select {...controlProps(field('topic'), control)} ref={field('topic').inputRef}>
              <option value="">Choose a topic</option>
              {topics.map((topic) => (
                <option key={topic} value={topic}>
                  {topic}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <TextInput
        binding={field('orderNumber')}
        label="Order number (optional)"
        issue={issues.orderNumber}
        hint="As on your order confirmation, e.g. IH100000123"
        autoComplete="off"
        maxLength={LIMITS.orderNumber}
      />
      <TextInput binding={field('subject')} label="Subject" issue={issues.subject} autoComplete="off" maxLength={LIMITS.subject} />
      <Field binding={field('message')} label="Message" issue={issues.message} hint={`${form.values.message.length} of ${LIMITS.message} characters`}>
        {(control) => (
          <textarea
            {...controlProps(field('message'), control)}
            ref={field('message').inputRef as unknown as Ref<HTMLTextAreaElement>}
            rows={8}
            maxLength={LIMITS.message}
          />
        )}
      </Field>
      <div>
        <button type="submit" className="button button--primary" disabled={status.kind === 'sending'} aria-busy={status.kind === 'sending'}>
          {status.kind === 'sending' ? 'Sending…' : 'Send message'}
        </button>
      </div>
    </form>
  )
}
