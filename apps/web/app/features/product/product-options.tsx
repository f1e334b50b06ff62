import type { Product } from '@ironhouse/contracts'
import { lazyView } from '../../platform/lazy-view.ts'
import type { OptionsProps } from './option-parts.tsx'

// The option views of a product type arrive only on pages of a product of that type (issue 13: a simple
// product's page does not load the swatches, the bundle, gift card and grouped pickers). The product
// route's loader readies the page's view on the server (productOptionsReady in routes/resolve.tsx), so
// the server renders it in place; in the browser, hydration waits for the view's chunk and keeps the
// server's HTML meanwhile (platform/lazy-view.ts). No Suspense boundary around them: React moves a large
// finished boundary out of line (a hidden element that a script reveals), and a shopper without
// JavaScript would get a product form without its options.
const configurableView = lazyView(() => import('./configurable-options.tsx').then((module) => module.ConfigurableOptions))
const bundleView = lazyView(() => import('./bundle-options.tsx').then((module) => module.BundleOptions))
const giftcardView = lazyView(() => import('./giftcard-options.tsx').then((module) => module.GiftcardOptions))
const groupedView = lazyView(() => import('./grouped-table.tsx').then((module) => module.GroupedTable))
/** The custom options (custom-options.tsx), of any type's products that have some (added 2026-11-28). */
const customView = lazyView(() => import('./custom-options.tsx').then((module) => module.CustomOptions))

const VIEWS: Partial<Record<Product['type'], { ready: () => Promise<void> }>> = {
  configurable: configurableView,
  bundle: bundleView,
  giftcard: giftcardView,
  grouped: groupedView,
}

/**
 * Loads the option views of a product: its type's (none for a simple product) and the custom options'
 * when it has some; the loader awaits them before the render.
 */
export function productOptionsReady(product: Pick<Product, 'type' | 'customOptions'>): Promise<void> {
  return Promise.all([VIEWS[product.type]?.ready(), product.customOptions.length > 0 ? customView.ready() : undefined]).then(() => undefined)
}

/** The purchase options of a product, by its type (commerce §3). */
export function ProductOptions(props: OptionsProps) {
  const { product, children, pricing, choice, onChoose } = props
  return (
    <div className="product-options">
      {product.type === 'configurable' ? <configurableView.View children={children} choice={choice} onChoose={onChoose} /> : null}
      {product.type === 'bundle' ? <bundleView.View {...props} /> : null}
      {product.type === 'giftcard' ? <giftcardView.View product={product} pricing={pricing} /> : null}
      {product.type === 'grouped' ? <groupedView.View children={children} pricing={pricing} /> : null}
      {product.customOptions.length > 0 ? <customView.View product={product} pricing={pricing} /> : null}
    </div>
  )
}
