import { ListsResponse } from '@ironhouse/contracts'
import type { List } from '@ironhouse/contracts'
import { useLoaderData } from 'react-router'
import { CartPage } from '../features/cart/cart-page.tsx'
import { carriesNoSession } from '../platform/api.server.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { pageContext } from '../platform/page.server.ts'
import { siteFromPath } from '../platform/site.ts'
import type { Route } from './+types/cart'

/**
 * /cart (commerce §2). In the browser the lines come from the shopper's session (the cart context reads
 * them). The page as the server sends it also holds them when the request carries cookies, so a shopper
 * without JavaScript sees the cart (after the product page's Add to Cart posted without script); a
 * visitor without cookies has no session and so no lists: the one shared page says the cart is empty
 * (as the browser then finds it), rather than a "Loading your cart…" that the browser's answer replaces
 * with a page of another height, or that a page without script keeps.
 */
export async function loader(args: Route.LoaderArgs) {
  const { api, ref } = pageContext(args)
  if (carriesNoSession(args.request)) return { prefix: ref.prefix, lists: [] as Array<List> }
  const lists = await api.get('/svc_list/lists', ListsResponse, { query: { active: 'true', path: ref.restPath } }).then(
    (answer): Array<List> => answer.lists,
    () => null,
  )
  return { prefix: ref.prefix, lists }
}

/** Moving to /cart in the browser: the cart context already holds the lists, the server need not read them again. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { prefix: siteFromPath(new URL(request.url).pathname).prefix, lists: null }
}

export default function Cart() {
  const { prefix, lists } = useLoaderData<typeof loader>()
  return (
    <>
      <PageMeta title="Cart" />
      <CartPage prefix={prefix} initialLists={lists} />
    </>
  )
}
