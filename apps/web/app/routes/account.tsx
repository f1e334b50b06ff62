import { loginRedirectPath } from '@ironhouse/domain'
import { redirect, useLoaderData } from 'react-router'
import { useState } from 'react'
import { PageMeta } from '../platform/page-meta.tsx'
import { ApiError } from '../platform/api-error.ts'
import { guardEntry, pageContext } from '../platform/page.server.ts'
import { useSessionStore } from '../platform/session-context.tsx'
import { loadCustomer } from '../platform/session.server.ts'
import type { Route } from './+types/account'

/**
 * /account (shell §2: the account area initialises the customer first). A guest goes to
 * /login?redirect=/account; a signed-in customer sees who they are and can sign out.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  const toLogin = () => redirect(loginRedirectPath(page.url.pathname + page.url.search))
  if (!args.request.headers.has('cookie')) throw toLogin()
  try {
    return { prefix: page.ref.prefix, customer: await loadCustomer(page.api) }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) throw toLogin()
    throw error
  }
}

export default function AccountRoute() {
  const { customer } = useLoaderData<typeof loader>()
  const { logOut, session } = useSessionStore()
  const [leaving, setLeaving] = useState(false)
  const name = [customer.firstname, customer.lastname].filter(Boolean).join(' ')
  return (
    <div className="page account-page">
      <PageMeta title="My Account" />
      <h1>My Account</h1>
      <p className="account-page__hello">
        Hello{name ? `, ${name}` : ''}. You are signed in as <strong>{customer.email}</strong>.
      </p>
      {!session.loggedIn && !leaving ? <p className="notice">Your session has ended.</p> : null}
      <button
        type="button"
        className="button button--primary"
        disabled={leaving}
        onClick={() => {
          setLeaving(true)
          void logOut()
        }}
      >
        Log Out
      </button>
    </div>
  )
}

