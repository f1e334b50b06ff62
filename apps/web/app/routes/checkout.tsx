import { useLoaderData } from 'react-router'
import { CheckoutPage } from '../features/checkout/checkout-page.tsx'
import { guardEntry, pageContext } from '../platform/page.server.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import type { Route } from './+types/checkout'

/** /checkout and its steps (commerce §2): the cart is read in the browser, with the shopper's session. */
export function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  const buyNow = page.url.searchParams.get('buyNow')
  return { buyNowId: buyNow && /^[0-9a-f-]{36}$/i.test(buyNow) ? buyNow : null }
}

export default function CheckoutRoute() {
  const { buyNowId } = useLoaderData<typeof loader>()
  return (
    <div className="page checkout-page">
      <PageMeta title="Checkout" />
      <CheckoutPage buyNowId={buyNowId} />
    </div>
  )
}
