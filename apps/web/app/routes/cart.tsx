import { useLoaderData } from 'react-router'
import { CartPage } from '../features/cart/cart-page.tsx'
import { PageMeta } from '../platform/page-meta.tsx'
import { siteFromPath } from '../platform/site.ts'
import type { Route } from './+types/cart'

/** /cart (commerce §2): the lines come from the shopper's session in the browser, so the page itself is the same for everyone. */
export function loader({ request }: Route.LoaderArgs) {
  return { prefix: siteFromPath(new URL(request.url).pathname).prefix }
}

export default function Cart() {
  const { prefix } = useLoaderData<typeof loader>()
  return (
    <>
      <PageMeta title="Cart" />
      <CartPage prefix={prefix} />
    </>
  )
}
