import type { Product } from '@ironhouse/contracts'
import { giftcardPartiesView, notifyMeView, quoteRequestView } from '../cart/add-to-cart.tsx'
import { productOptionsReady } from './product-options.tsx'
import { productNoticesReady } from './product-page.tsx'

/**
 * Loads the code of every lazily loaded part a product's page shows for this product (its options, its
 * notices, notify-me, a gift card's parties, a quote request), so a server render of the page, or of a
 * content page holding it (the ProductPage block), never suspends and its HTML is whole.
 */
export async function productViewsReady(product: Product): Promise<void> {
  await Promise.all([
    notifyMeView.ready(),
    productOptionsReady(product),
    productNoticesReady(product),
    product.type === 'giftcard' ? giftcardPartiesView.ready() : undefined,
    product.pricing.quoted ? quoteRequestView.ready() : undefined,
  ])
}
