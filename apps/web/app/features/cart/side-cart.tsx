import { lazy, Suspense } from 'react'
import { useCart } from './cart-context.tsx'

const SideCartPanel = lazy(() => import('./side-cart-panel.tsx'))

/**
 * The side cart after an add (commerce §2, §8): the messages (gone after 6000 ms), the cart and its
 * subtotal. The polite live region of the messages is on every page; the panel's code arrives on the
 * first add that opens it (issue 13: cart code loads on the interaction that needs it).
 */
export function SideCart({ prefix }: { prefix: string }) {
  const { sideCartOpen, notices } = useCart()
  return (
    <>
      <div className="cart-notices" role="status" aria-live="polite">
        {sideCartOpen
          ? null
          : notices.map((n) => (
              <p key={n.id} className={`cart-notice cart-notice--${n.kind}`}>
                {n.text}
              </p>
            ))}
      </div>
      {sideCartOpen ? (
        <Suspense fallback={null}>
          <SideCartPanel prefix={prefix} />
        </Suspense>
      ) : null}
    </>
  )
}
