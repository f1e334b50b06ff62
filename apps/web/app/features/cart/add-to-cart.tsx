import { Suspense, useRef, useState } from 'react'
import type { FormEvent, ReactNode } from 'react'
import type { BuildResult } from './buy-request.ts'
import type { Product } from '@ironhouse/contracts'
import type { StockStatus } from '@ironhouse/domain'
import { CompareButton } from '../compare/compare-button.tsx'
import { preloadCartActions, useCart } from './cart-context.tsx'
import { lazyView } from '../../platform/lazy-view.ts'

/**
 * The notify-me sign-up (notify-me.tsx), fetched by the browser only on a page that shows it (an
 * unavailable product or variant); the product page's loader readies it on the server, so its HTML
 * holds the form (issue 13: product page JavaScript).
 */
export const notifyMeView = lazyView(() => import('./notify-me.tsx').then((module) => module.NotifyMe))

/**
 * The gift card's recipient and sender fields (giftcard-parties.tsx), fetched only on a gift card's page;
 * the product page's loader readies it on the server, so its HTML holds them.
 */
export const giftcardPartiesView = lazyView(() => import('./giftcard-parties.tsx').then((module) => module.GiftcardParties))

type Intent = 'cart' | 'wishlist' | 'registry' | 'buyNow'

/**
 * A quoted product's request for a quote (quote-request.tsx), fetched by the browser only on a quoted
 * product's page; the product page's loader readies it on the server, so its HTML holds the link.
 */
export const quoteRequestView = lazyView(() => import('./quote-request.tsx').then((module) => module.QuoteRequest))

/**
 * The product form's purchase actions: Add to Cart for every product type, Buy Now, Add to Wishlist and
 * Compare; an out-of-stock or notify-me item offers notify-me instead (commerce §4 stock status), a
 * quoted one a request for a quote. The
 * buy request is built from the form the options render; the server validates it with the spec's messages.
 */
/**
 * What the shopper chose, as the product page decided it: the stock status of the chosen variant (a
 * configurable child, a bundle's chosen children, or the product itself) and the product a notify-me
 * sign-up is for; null while a configurable product has no child chosen.
 */
export type ChosenAvailability = { status: StockStatus; productId: number; parentId?: number | undefined } | null

/**
 * Without JavaScript the form posts to the product's own URL: the route's action adds to the cart on the
 * server (features/cart/add-to-cart.server.ts) and sends the browser to /cart, or renders this page again
 * with the refusal's message (`serverError`).
 */
export function AddToCartForm({
  product,
  prefix,
  options,
  chosen,
  serverError,
}: {
  product: Product
  prefix: string
  options: ReactNode
  chosen: ChosenAvailability
  serverError?: string | undefined
}) {
  const { addToCart, addToList, buyNow, lists } = useCart()
  const registry = lists.find((l) => l.type === 'registry')
  const form = useRef<HTMLFormElement>(null)
  const [error, setError] = useState<string | null>(serverError ?? null)
  const [busy, setBusy] = useState(false)
  const inFlight = useRef(false)
  const unavailable = chosen !== null && chosen.status !== 'inStock'
  // The form the server drew is hydrated without a Suspense boundary: hydration waits for its code, so
  // an email typed meanwhile stays. In a boundary, an update reaching it before the code had arrived
  // (the cart's first read) made React draw the form anew, empty. A form the shopper's later choice
  // shows gets the boundary: the page stays while its code arrives.
  const [unavailableAtFirst] = useState(unavailable)
  const quoted = product.pricing.quoted

  async function submit(intent: Intent, event?: FormEvent) {
    event?.preventDefault()
    const element = form.current
    // while a submit is out the buttons are aria-disabled, not disabled: focus stays on the one pressed
    // (the side cart gives it back there when it closes)
    if (!element || inFlight.current) return
    if (!element.reportValidity()) return
    const data = new FormData(element)
    inFlight.current = true
    setBusy(true)
    try {
      // the form's reading (buy-request.ts) arrives with the first submit, as the cart's actions do
      let built: BuildResult
      try {
        const { buildBuyRequests } = await import('./buy-request.ts')
        built = buildBuyRequests(product, data, data.keys())
      } catch {
        built = { ok: false, message: navigator.onLine ? 'Something went wrong. Please try again.' : 'You appear to be offline. Please try again.' }
      }
      if (!built.ok) {
        setError(built.message)
        return
      }
      setError(null)
      if (intent === 'cart') await addToCart(built.items)
      else if (intent === 'buyNow') await buyNow(built.items)
      else await addToList(intent, built.items, window.location.pathname)
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  const preloadForm = () => {
    preloadCartActions()
    void import('./buy-request.ts').catch(() => undefined)
  }

  return (
    <form
      ref={form}
      method="post"
      action={`${prefix}${product.url}`}
      className="add-to-cart"
      onSubmit={(event) => void submit('cart', event)}
      // the code of the form's actions is fetched when the shopper reaches for it, ahead of the click
      onFocus={preloadForm}
      onPointerEnter={preloadForm}
    >
      <input type="hidden" name="productId" value={product.productId} />
      {options}
      {product.type === 'giftcard' ? <giftcardPartiesView.View product={product} /> : null}
      {/* nothing to buy: no quantity beside a notify-me sign-up (commerce §4 stock status) */}
      {product.type === 'grouped' || quoted || unavailable ? null : (
        <div className="add-to-cart__qty">
          <label htmlFor="qty">Quantity</label>
          <input type="number" id="qty" name="qty" min={1} max={9999} defaultValue={Math.max(1, product.inventory?.min ?? 1)} inputMode="numeric" />
        </div>
      )}
      {error ? (
        <p className="add-to-cart__error" role="alert">
          {error}
        </p>
      ) : null}
      {quoted ? (
        <quoteRequestView.View product={product} />
      ) : unavailable ? (
        unavailableAtFirst ? (
          <notifyMeView.View productId={chosen.productId} parentId={chosen.parentId} />
        ) : (
          <Suspense fallback={null}>
            <notifyMeView.View productId={chosen.productId} parentId={chosen.parentId} />
          </Suspense>
        )
      ) : (
        <div className="add-to-cart__buttons">
          <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
            Add to Cart
          </button>
          <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => void submit('buyNow')}>
            Buy Now
          </button>
        </div>
      )}
      <div className="add-to-cart__secondary">
        <button type="button" className="button button--link" aria-disabled={busy || undefined} onClick={() => void submit('wishlist')}>
          Add to Wishlist
        </button>
        {registry ? (
          <button type="button" className="button button--link" aria-disabled={busy || undefined} onClick={() => void submit('registry')}>
            Add to Registry<span className="visually-hidden"> {registry.name}</span>
          </button>
        ) : null}
        <CompareButton product={{ productId: product.productId, name: product.name, url: product.url }} />
      </div>
    </form>
  )
}
