import type { Product } from '@ironhouse/contracts'
import { Form, useActionData, useNavigation } from 'react-router'
import { Price } from '../../ui/price.tsx'
import { PLACEHOLDER_IMAGE } from '../../ui/image.tsx'
import { priceViewOf, type PricingContext } from '../../ui/pricing.ts'
import { TileImage } from '../../ui/product-tile.tsx'
import { StockStatusLabel, stockOf } from '../../ui/stock.tsx'

/** Types the screen adds as they are (one of it); the others are chosen on the product page. */
const ADDABLE: ReadonlyArray<Product['type']> = ['simple', 'virtual']

/** Exclusive: the app-only product with its price, Add to Cart for a simple one, and its product page. */
export function ExclusiveScreen({ product, pricing, productHref }: { product: Product; pricing: PricingContext; productHref: string }) {
  const refused = useActionData() as { cartError?: string } | undefined
  const busy = useNavigation().state !== 'idle'
  const view = priceViewOf(product, pricing)
  const stock = stockOf(product.inventory)
  const addable = ADDABLE.includes(product.type) && view.kind === 'price' && stock.status === 'inStock'
  return (
    <article className="app-exclusive">
      <p className="badge">App exclusive</p>
      <h2>{product.name}</h2>
      <TileImage src={product.thumbnail ?? PLACEHOLDER_IMAGE} alt={product.name} eager />
      <Price view={view} />
      <StockStatusLabel stock={stock} />
      {refused?.cartError ? (
        <p role="alert" className="notice notice--error">
          {refused.cartError}
        </p>
      ) : null}
      {addable ? (
        <Form method="post">
          <input type="hidden" name="qty" value="1" />
          <button type="submit" className="button button--primary" disabled={busy}>
            Add to Cart
          </button>
        </Form>
      ) : null}
      <p>
        <a href={productHref}>{addable ? 'More about this product' : 'Choose options on the product page'}</a>
      </p>
    </article>
  )
}

/** Exclusive outside the app: where the product is offered. */
export function ExclusiveOutsideApp({ name, productHref }: { name: string; productHref: string }) {
  return (
    <section className="notice" aria-labelledby="exclusive-outside">
      <h2 id="exclusive-outside">Only in the Ironhouse app</h2>
      <p>
        The app-exclusive offer on {name} is available in the Ironhouse app. Open this link on your phone with the app installed, or see the{' '}
        <a href={productHref}>product page</a>.
      </p>
    </section>
  )
}
