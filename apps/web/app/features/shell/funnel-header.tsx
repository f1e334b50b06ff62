import type { RootData } from '../../platform/root-data.ts'
import { useSession } from '../../platform/session-context.tsx'
import { CartLink } from './cart-link.tsx'
import { Logo } from './logo.tsx'

/** The reduced header of funneled routes (shell §2): lock label, logo and cart count. */
export function FunnelHeader({ data }: { data: RootData }) {
  const session = useSession()
  return (
    <header role="banner" className="site-header site-header--funnel">
      <div className="site-header__bar">
        <Logo prefix={data.prefix} />
        <span className="secure-label">
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" focusable="false">
            <rect x="5" y="11" width="14" height="10" rx="1" fill="currentColor" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          Secure Checkout
        </span>
        <CartLink prefix={data.prefix} count={session.cartCount} />
      </div>
    </header>
  )
}
