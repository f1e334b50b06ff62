import { pathAfterCartEmptied } from '@ironhouse/domain'
import { redirect, useLoaderData } from 'react-router'
import { CheckoutPage } from '../features/checkout/checkout-page.tsx'
import { carriesNoSession } from '../platform/api.server.ts'
import { guardEntry, pageContext } from '../platform/page.server.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { sitePath } from '../platform/site.ts'
import type { Route } from './+types/checkout'

/**
 * /checkout and its steps (commerce §2): the cart is read in the browser, with the shopper's session.
 * `?buyNow=` (Buy Now) or `?list=` (a registry purchase's Checkout, the return from PayPal) names the
 * list to check out instead of the active cart.
 */
export function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  // a visitor without cookies has no session, so no cart or list to check out: the server sends them
  // where the page would send them once the browser had found the cart empty (commerce §2), at once
  if (carriesNoSession(args.request)) {
    const to = pathAfterCartEmptied(page.ref.restPath)
    if (to) throw redirect(sitePath(page.ref.prefix, to))
  }
  const named = page.url.searchParams.get('list') ?? page.url.searchParams.get('buyNow')
  // back from the gateway's PayPal page: ?paypal=1&list=…&gatewayPayment=pay_…
  const approved = page.url.searchParams.get('gatewayPayment')
  return { namedListId: named && /^[0-9a-f-]{36}$/i.test(named) ? named : null, paypalReturn: approved && /^pay_[A-Za-z0-9_-]{10,40}$/.test(approved) ? approved : null }
}

export default function CheckoutRoute() {
  const { namedListId, paypalReturn } = useLoaderData<typeof loader>()
  return (
    <div className="page checkout-page">
      <PageMeta title="Checkout" />
      <CheckoutPage namedListId={namedListId} paypalReturn={paypalReturn} />
    </div>
  )
}
