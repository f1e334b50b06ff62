import { useEffect, useEffectEvent, useRef } from 'react'
import { Link } from 'react-router'
import { sitePath } from '../../platform/site.ts'
import { formatListMoney } from './money.ts'
import { useCart } from './cart-context.tsx'

/**
 * The open side cart (commerce §2, §8): its messages, the cart and its subtotal. Its code is fetched
 * the first time the side cart opens (side-cart.tsx), not with every page.
 */
export default function SideCartPanel({ prefix }: { prefix: string }) {
  const { closeSideCart, notices, cart } = useCart()
  const panel = useRef<HTMLDivElement>(null)

  // focus moves into the panel once it opens, and back to what opened it (Add to Cart) when it closes;
  // Escape and focus leaving the panel close it, so nothing behind it (a phone's whole screen) takes
  // focus unseen
  const close = useEffectEvent(() => closeSideCart())
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const node = panel.current
    node?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('keydown', onKey)
      const focused = document.activeElement
      if (opener?.isConnected && (focused === null || focused === document.body || node?.contains(focused))) opener.focus()
    }
  }, [])

  const onBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget
    if (next instanceof Node && !event.currentTarget.contains(next)) closeSideCart()
  }

  return (
    <div className="side-cart" role="dialog" aria-modal="false" aria-labelledby="side-cart-title" tabIndex={-1} ref={panel} data-testid="side-cart" onBlur={onBlur}>
      <div className="side-cart__head">
        <h2 id="side-cart-title">Your Cart</h2>
        <button type="button" className="button button--ghost" onClick={closeSideCart} aria-label="Close cart">
          ×
        </button>
      </div>
      <div role="status" aria-live="polite">
        {notices.map((n) => (
          <p key={n.id} className={`cart-notice cart-notice--${n.kind}`}>
            {n.text}
          </p>
        ))}
        {/* what the add could not take: a line already at its most (commerce §4, the merge is capped) */}
        {(cart?.messages ?? [])
          .filter((m) => m.type === 'warning')
          .map((m) => (
            <p key={m.text} className="cart-notice cart-notice--error">
              {m.text}
            </p>
          ))}
      </div>
      {cart && cart.items.length > 0 ? (
        <>
          <ul className="side-cart__lines">
            {cart.items.map((item) => (
              <li key={item._id} className="side-cart__line">
                <span className="side-cart__name">{item.product.name}</span>
                <span className="side-cart__qty">Qty {item.qty}</span>
                <span className="side-cart__price">{formatListMoney(item.rowTotal, cart.currency, cart.storeId)}</span>
                {/* commerce §4: a quantity beyond the stock max or the deal's quantity is flagged where it was added */}
                {item.problems.map((problem) => (
                  <span key={problem.code} className="side-cart__problem">
                    {problem.message}
                  </span>
                ))}
              </li>
            ))}
          </ul>
          <p className="side-cart__subtotal">
            Subtotal <strong>{formatListMoney(cart.totals.subtotal, cart.currency, cart.storeId)}</strong>
          </p>
        </>
      ) : (
        <p>Your cart is empty.</p>
      )}
      <div className="side-cart__actions">
        <Link className="button button--primary" to={sitePath(prefix, '/cart')} onClick={closeSideCart}>
          View Cart
        </Link>
        <button type="button" className="button" onClick={closeSideCart}>
          Continue Shopping
        </button>
      </div>
    </div>
  )
}
