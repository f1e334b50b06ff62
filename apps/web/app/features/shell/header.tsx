import { Link } from 'react-router'
import { isOn, useFlag } from '../../platform/flags.ts'
import { PROMOTIONS_TICK, useTickedValue, type ShellPromotions } from '../../platform/background-events.ts'
import type { RootData } from '../../platform/root-data.ts'
import { useSessionStore } from '../../platform/session-context.tsx'
import { sitePath } from '../../platform/site.ts'
import { AccountMenu } from './account-menu.tsx'
import { CartLink } from './cart-link.tsx'
import { DealsSlider } from './deals-slider.tsx'
import { hasDealsLink, localHref } from './links.ts'
import { Logo } from './logo.tsx'
import { useMobileMenu } from './mobile-menu.ts'
import { LazySearchPreview } from '../search-preview/lazy-search-preview.tsx'
import { ShopMenu } from './shop-menu.tsx'

/**
 * The full header (shell §2): deals, logo, search, account, cart, Shop menu, top-nav links, Deals; above
 * them the promo banner (CMS block header-promo-banner) and the Christmas shipping cut-off notice while
 * its flag is on (shell §6), both rendered on the server from the root data; the deals and the banner
 * follow the background refresh's promotions reload (every 2nd tick, shell §4).
 */
export function Header({ data }: { data: RootData }) {
  const { site, prefix, menu, christmasNotice } = data
  // shell §4: the promotions as the background refresh last read them, else the page's
  const reloaded = useTickedValue<ShellPromotions>(PROMOTIONS_TICK, data)
  const { deals, promo } = reloaded ?? data
  const christmas = isOn(useFlag('show_christmas_shipping_banner')) && christmasNotice
  const { session, logOut } = useSessionStore()
  const mobile = useMobileMenu()
  const showDeals = !hasDealsLink(site.navigation.topNav, prefix)
  return (
    <header role="banner" className="site-header">
      {promo && (
        <p className="promo-bar">
          <Link to={promo.url}>{promo.text}</Link>
        </p>
      )}
      {christmas && <p className="promo-bar">{christmas}</p>}
      <DealsSlider slides={deals} prefix={prefix} />
      <div className="site-header__bar">
        <button
          type="button"
          className="menu-button"
          aria-expanded={mobile.open}
          aria-controls="site-nav"
          onClick={mobile.toggle}
        >
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="visually-hidden">Menu</span>
        </button>
        <Logo prefix={prefix} />
        <LazySearchPreview prefix={prefix} />
        <div className="site-header__actions">
          <AccountMenu session={session} siteCode={site.code} prefix={prefix} onLogOut={logOut} />
          <CartLink prefix={prefix} count={session.cartCount} />
        </div>
      </div>
      <nav id="site-nav" aria-label="Main" className="site-nav" data-open={mobile.open}>
        <ul className="site-nav__list">
          <li>
            <ShopMenu menu={menu} prefix={prefix} />
          </li>
          {site.navigation.topNav.map((link) => (
            <li key={`${link.label}${link.url}`}>
              <Link className="nav-link" to={localHref(prefix, link.url)}>
                {link.label}
              </Link>
            </li>
          ))}
          {showDeals ? (
            <li>
              <Link className="nav-link" to={sitePath(prefix, '/deals')}>
                Deals
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  )
}
