import { ORDER_NUMBER_PATTERN } from '@ironhouse/contracts'
import { useLoaderData } from 'react-router'
import { OrderConfirmation } from '../features/checkout/order-confirmation.tsx'
import { guardEntry, pageContext } from '../platform/page.server.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import type { Route } from './+types/checkout-success'

/** /checkout/success (commerce §2): the placed order, read with the shopper's session in the browser. */
export function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  guardEntry(page)
  const orderId = page.url.searchParams.get('orderId') ?? ''
  return { orderId: ORDER_NUMBER_PATTERN.test(orderId) ? orderId : null }
}

export default function CheckoutSuccessRoute() {
  const { orderId } = useLoaderData<typeof loader>()
  return (
    <div className="page checkout-page">
      <PageMeta title="Order confirmation" />
      <OrderConfirmation orderId={orderId} />
    </div>
  )
}
