import { Link } from 'react-router'
import { sitePath } from '../../platform/site.ts'
import { useOptionalCart } from '../cart/cart-context.tsx'

/** The header's cart link; its count is the server's (hardware add-ons left out, commerce §5). */
export function CartLink({ prefix, count: initial }: { prefix: string; count: number }) {
  const count = useOptionalCart()?.count ?? initial
  // The name is the visible text plus a hidden unit ("Cart 2 items"), so speech users can say what they
  // see (WCAG 2.5.3 label in name) and screen readers still hear what the number counts.
  return (
    <Link className="cart-link" to={sitePath(prefix, '/cart')}>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" focusable="false">
        <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 7H6.2" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="9" cy="19" r="1.6" fill="currentColor" />
        <circle cx="17" cy="19" r="1.6" fill="currentColor" />
      </svg>
      <span className="cart-link__label">Cart</span>{' '}
      <span className="cart-link__count" data-testid="cart-count">
        {count}
      </span>
      <span className="visually-hidden"> {count === 1 ? 'item' : 'items'}</span>
    </Link>
  )
}
