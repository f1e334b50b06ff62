// The order confirmation's "Create an account" panel (ours, docs/storefront.md "An account from the
// confirmation"): a guest sets a password for the order's email with the registration form itself, and
// the API makes the order the new account's in the same transaction (docs/api.md). Loaded lazily: the
// registration form is code the confirmation needs only for a guest.
import type { Order } from '@ironhouse/contracts'
import { useState } from 'react'
import { Link } from 'react-router'
import { useSessionStore } from '../../platform/session-context.tsx'
import { sitePath } from '../../platform/site.ts'
import { useRootData } from '../../platform/use-root-data.ts'
import { ACCOUNT_PATHS, RegisterForm } from '../account/auth-forms.tsx'

export default function ConfirmationAccount({ order }: { order: Order }) {
  const { site, prefix } = useRootData()
  const { session } = useSessionStore()
  const [created, setCreated] = useState(false)
  // a signed-in shopper has an account already (the panel is for guests)
  if (session.loggedIn && !created) return null
  return (
    <section className="confirmation-account" aria-labelledby="confirmation-account">
      <h2 id="confirmation-account">Create an account</h2>
      {created ? (
        <div role="status" className="notice">
          {/* the checkout's reduced header has no account menu (shell §2): the panel says who is signed in */}
          <p>
            Your account is ready, and this order is in it. You are signed in as <strong>{order.customer.email}</strong>.
          </p>
          <p>
            <Link to={sitePath(prefix, `${ACCOUNT_PATHS.account}/order/${order.orderId}`)}>View this order</Link> ·{' '}
            <Link to={sitePath(prefix, `${ACCOUNT_PATHS.account}/orders`)}>Your orders</Link>
          </p>
        </div>
      ) : (
        <>
          <p>Save your details and track this order: set a password.</p>
          <RegisterForm
            redirectTo={null}
            prefix={prefix}
            lists={site.forms.newsletters.email}
            known={{
              email: order.customer.email,
              firstname: order.billingAddress.firstname ?? '',
              lastname: order.billingAddress.lastname ?? '',
              onCreated: () => setCreated(true),
            }}
          />
        </>
      )}
    </section>
  )
}
