import { Link, useLocation } from 'react-router'
import type { List } from '@ironhouse/contracts'
import { chooseActiveCart, showsVatInclusivePrices, siteByStoreId } from '@ironhouse/domain'
import { sitePath } from '../../platform/site.ts'
import { useCart } from './cart-context.tsx'
import { ListLines } from './list-lines.tsx'
import { formatListMoney } from './money.ts'
import { CartRecommendations } from '../recommendations/recommendations.tsx'
import { WalletPayButton } from '../wallet-pay/wallet-pay-button.tsx'
import { ShippingEstimate } from './shipping-estimate.tsx'

/** `live`: the browser has read the cart (the estimate's form needs script; a page without it keeps the server's lines). */
function Summary({ cart, prefix, live }: { cart: List; prefix: string; live: boolean }) {
  const money = (minor: number) => formatListMoney(minor, cart.currency, cart.storeId)
  const blocked = cart.items.some((i) => i.problems.length > 0)
  // commerce §9: the euro and pound sites' prices include VAT; elsewhere tax is added at checkout
  const site = siteByStoreId(cart.storeId)
  const vatIncluded = site !== undefined && showsVatInclusivePrices(site.code)
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">Order Summary</h2>
      <dl>
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">{money(cart.totals.subtotal)}</dd>
        </div>
        {cart.totals.hundoDiscount > 0 ? (
          <div>
            <dt>Hundo discount</dt>
            <dd>−{money(cart.totals.hundoDiscount)}</dd>
          </div>
        ) : null}
        <div className="cart-summary__total">
          <dt>Estimated total</dt>
          <dd data-testid="cart-total">{money(cart.totals.total)}</dd>
        </div>
      </dl>
      <p className="cart-summary__note">{vatIncluded ? 'Prices include VAT. Shipping is calculated at checkout.' : 'Shipping and tax are calculated at checkout.'}</p>
      {live && !blocked ? <ShippingEstimate cart={cart} /> : null}
      {blocked ? <p className="cart-summary__blocked">Please fix the items marked above before checking out.</p> : null}
      {/* a link marked disabled does not go on: a line with a problem is fixed here first */}
      <Link className="button button--primary" to={sitePath(prefix, '/checkout')} aria-disabled={blocked} onClick={blocked ? (event) => event.preventDefault() : undefined}>
        Checkout
      </Link>
      {blocked ? null : <WalletPayButton cart={cart} />}
    </aside>
  )
}

/** The cart page (commerce §2 /cart): lines, quantities, remove, Save for Later and back, subtotal and discounts. */
export function CartPage({ prefix, initialLists = null }: { prefix: string; initialLists?: Array<List> | null }) {
  const live = useCart()
  const { notices, setQty, removeItem, moveTo } = live
  // until the browser has read the lists, the page shows those the server read (a page without script keeps them)
  const fromServer = !live.loaded && initialLists !== null
  const loaded = live.loaded || fromServer
  const lists = fromServer ? initialLists : live.lists
  const cart = fromServer ? chooseActiveCart(initialLists) : live.cart
  const { pathname } = useLocation()
  const saved = lists.find((l) => l.type === 'sfl')
  return (
    <div className="cart-page">
      <h1>Cart</h1>
      <div className="cart-page__notices" role="status" aria-live="polite">
        {notices.map((n) => (
          <p key={n.id} className={`cart-notice cart-notice--${n.kind}`}>
            {n.text}
          </p>
        ))}
      </div>
      {!loaded ? (
        <p>Loading your cart…</p>
      ) : cart && cart.items.length > 0 ? (
        <div className="cart-page__body">
          <section aria-labelledby="cart-lines-title">
            <h2 id="cart-lines-title" className="visually-hidden">
              Items in your cart
            </h2>
            <ListLines
              list={cart}
              prefix={prefix}
              onQty={(item, qty) => void setQty(cart, item._id, qty)}
              actions={[
                { label: 'Remove', onClick: (item) => void removeItem(cart, item._id), testId: 'remove' },
                { label: 'Save for Later', onClick: (item) => void moveTo(cart, [item._id], 'sfl', pathname), testId: 'save-for-later' },
              ]}
            />
          </section>
          <Summary cart={cart} prefix={prefix} live={live.loaded} />
        </div>
      ) : (
        <div className="cart-page__empty">
          <p>Your cart is empty.</p>
          <Link to={sitePath(prefix, '/')}>Continue shopping</Link>
        </div>
      )}
      {saved && saved.items.length > 0 ? (
        <section className="cart-page__saved" aria-labelledby="saved-title">
          <h2 id="saved-title">Save for Later</h2>
          <ListLines
            list={saved}
            prefix={prefix}
            readOnly
            actions={[
              { label: 'Move to Cart', onClick: (item) => void moveTo(saved, [item._id], 'quote', pathname), testId: 'move-to-cart' },
              { label: 'Remove', onClick: (item) => void removeItem(saved, item._id) },
            ]}
          />
        </section>
      ) : null}
      {loaded ? <CartRecommendations productIds={cart?.items.map((i) => i.productId) ?? []} /> : null}
    </div>
  )
}
