import { CustomerResponse } from '@ironhouse/contracts'
import { accountRouteAllowsGuest, detectAppContext, loginRedirectPath, type AccountRouteChild } from '@ironhouse/domain'
import { Outlet, redirect, useLoaderData, useRevalidator } from 'react-router'
import { useMemo } from 'react'
import type { AccountOutlet } from '../features/account/account-context.ts'
import { AccountNav } from '../features/account/account-nav.tsx'
import { ApiError } from '../platform/api-error.ts'
import { guardEntry, pageContext } from '../platform/page.server.ts'
import type { Route } from './+types/account-layout'

/** The account child of a site-relative path ('/account/address' → 'address'); '' for /account itself. */
function accountChild(restPath: string): string {
  const match = /^\/account(?:\/(.*))?$/.exec(restPath.replace(/\/+$/, ''))
  return (match?.[1] ?? '').replace(/\/\d+$/, '/:id')
}

function cookiesOf(header: string | null): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0) out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim()
  }
  return out
}

/**
 * The account area (shell §2): the customer is initialised first; a guest goes to /login?redirect=
 * (inside the app, earned-store lets a guest in). Every child renders inside this layout and its navigation.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  const child = accountChild(page.ref.restPath) as AccountRouteChild
  const inApp = detectAppContext(Object.fromEntries(page.url.searchParams), cookiesOf(args.request.headers.get('cookie'))) !== null
  const guestAllowed = accountRouteAllowsGuest(child, inApp)
  const toLogin = () => redirect(loginRedirectPath(page.url.pathname + page.url.search))
  const base = { prefix: page.ref.prefix, siteCode: page.ref.code }
  if (!args.request.headers.has('cookie')) {
    if (guestAllowed) return { ...base, customer: null }
    throw toLogin()
  }
  try {
    return { ...base, customer: (await page.api.get('/svc_customer/customer', CustomerResponse)).customer }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      if (guestAllowed) return { ...base, customer: null }
      throw toLogin()
    }
    throw error
  }
}

export default function AccountLayout() {
  const { customer, prefix, siteCode } = useLoaderData<typeof loader>()
  const { revalidate } = useRevalidator()
  const outlet = useMemo<AccountOutlet>(() => ({ customer, reload: revalidate }), [customer, revalidate])
  return (
    <div className="account-layout">
      <AccountNav prefix={prefix} siteCode={siteCode} />
      <div className="account-layout__page">
        <Outlet context={outlet} />
      </div>
    </div>
  )
}
