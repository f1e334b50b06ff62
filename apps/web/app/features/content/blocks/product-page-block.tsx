import { lazyView } from '../../../platform/lazy-view.ts'
import { useBlockData } from '../block-data.tsx'

/**
 * The product page's view, fetched only by pages that show a ProductPage block. Content pages served by
 * the catch-all route already hold it (the product page shares their route's code), so there it
 * arrives at once; the home page loads it only when an editor puts the block there.
 */
const productPageView = lazyView(() => import('../../product/product-page.tsx').then((module) => module.ProductPage))

/** Loads the view before a server render, so the page's HTML holds the product (load-content.server.ts). */
export const productPageBlockReady = productPageView.ready

/**
 * ProductPage block (platform §2, a lazily loaded block): a product's page inside a content page (a
 * landing page's gallery, price, stock, options and Add to Cart, and its description), as its own page
 * shows them to this shopper, from the product loaded with the page. Its name is an h2; the breadcrumb,
 * the reviews and the recommendations stay on the product's own page, linked under it. Nothing when the
 * product could not be loaded.
 */
export function ProductPageBlock({ productId, className }: { productId: number; className?: string | undefined }) {
  const { productPages, prefix } = useBlockData()
  const data = productPages?.[String(productId)]
  if (!data) return null
  return (
    <section className={className ? `cms-product-page ${className}` : 'cms-product-page'} aria-label={data.product.name}>
      <productPageView.View data={data} embedded />
      <p className="cms-product-page__more">
        <a href={`${prefix}${data.product.url}`}>{`Reviews and more about the ${data.product.name}`}</a>
      </p>
    </section>
  )
}
