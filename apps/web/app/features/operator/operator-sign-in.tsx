import { useId } from 'react'
import { Form } from 'react-router'
import { PageMeta } from '../../platform/page-meta.tsx'

/** The operator's sign-in on a staff screen: the operator token (docs/storefront.md "Operator screens"). */
export function OperatorSignIn({ title, message }: { title: string; message?: string | undefined }) {
  const id = useId()
  return (
    <div className="page operator-page">
      <PageMeta title={title} />
      <h1>{title}</h1>
      <p>This screen is for Ironhouse staff. Enter the operator token to continue.</p>
      <Form method="post" className="operator-page__form" aria-label="Operator sign-in">
        <input type="hidden" name="intent" value="sign-in" />
        <div className="form-field">
          <label htmlFor={id} className="form-field__label">
            Operator token
          </label>
          <input id={id} name="token" type="password" autoComplete="off" required />
        </div>
        <button type="submit" className="button">
          Continue
        </button>
      </Form>
      {message ? (
        <p role="alert" className="notice notice--error">
          {message}
        </p>
      ) : null}
    </div>
  )
}

/** Ends the staff sign-in on this browser. */
export function OperatorSignOut() {
  return (
    <Form method="post" className="operator-page__sign-out">
      <input type="hidden" name="intent" value="sign-out" />
      <button type="submit" className="button button--link">
        Sign out of staff screens
      </button>
    </Form>
  )
}
