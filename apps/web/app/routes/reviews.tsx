import { useLoaderData, useSearchParams } from 'react-router'
import { pageContext } from '../platform/page.server.ts'
import { MyReviews } from '../features/reviews/my-reviews.tsx'
import { ReviewInvitationView } from '../features/reviews/review-invitation.tsx'
import { ProductReviewWrite } from '../features/reviews/review-product.tsx'
import reviewsCss from '../features/reviews/reviews.css?url'
import type { Route } from './+types/reviews'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: reviewsCss }]

/**
 * The review screens (docs/reviews.md), one route module for both: /mps-review, the page the review
 * invitation opens (shell §2), and the account child /account/reviews. Nothing of the shopper is
 * rendered on the server: both read the review provider (/svc_review) in the browser. /mps-review?product={id}
 * without an order is the product page's "Write a review": a signed-in customer's review of that product.
 */
export function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  return { view: page.entry?.key === 'account-reviews' ? ('account' as const) : ('invitation' as const), prefix: page.ref.prefix }
}

export default function Reviews() {
  const { view, prefix } = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  const productId = Number(params.get('product'))
  if (view === 'account') return <MyReviews prefix={prefix} />
  return !params.get('order') && Number.isSafeInteger(productId) && productId > 0 ? <ProductReviewWrite productId={productId} prefix={prefix} /> : <ReviewInvitationView prefix={prefix} />
}
