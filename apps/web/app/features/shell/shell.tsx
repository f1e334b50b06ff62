import { defaultConsentForSite, isFunneledPath, NO_THIRD_PARTY_START_PATH } from '@ironhouse/domain'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import type { RootData } from '../../platform/root-data.ts'
import { siteFromPath } from '../../platform/site.ts'
import { isAdminRestPath } from '../../routes/admin-paths.ts'
import { CookieBanner } from '../consent/cookie-banner.tsx'
import { RegionPopup } from '../region/region-popup.tsx'
import { CartProvider } from '../cart/cart-context.tsx'
import { SearchProviderEvents } from '../recommendations/search-provider-events.tsx'
import { SideCart } from '../cart/side-cart.tsx'
import { Footer } from './footer.tsx'
import { FunnelHeader } from './funnel-header.tsx'
import { Header } from './header.tsx'
import { SkipLink } from './skip-link.tsx'

export type HeaderKind = 'full' | 'funnel' | 'hidden'

/**
 * Which header a path gets (shell §2): every checkout step and /payment-link get the reduced funnel
 * header; /order-manager-quote has its header hidden.
 */
export function headerKindFor(pathname: string): HeaderKind {
  const rest = siteFromPath(pathname).restPath.toLowerCase().replace(/\/+$/, '')
  if (rest === '/order-manager-quote' || rest.startsWith('/order-manager-quote/')) return 'hidden'
  if (isFunneledPath(rest)) return 'funnel'
  return 'full'
}

export function Shell({ data, children }: { data: RootData; children: ReactNode }) {
  const { pathname } = useLocation()
  const kind = headerKindFor(pathname)
  const site = siteFromPath(pathname)
  // shell §2, platform §2: /__rb__/rhpa starts without third-party add-ons (the consent banner, the search provider's events)
  const bare = site.restPath === NO_THIRD_PARTY_START_PATH
  return (
    <CartProvider>
      <SkipLink />
      {bare || <SearchProviderEvents />}
      {bare || <CookieBanner admin={isAdminRestPath(site.restPath)} siteDeniesByDefault={!defaultConsentForSite(data.site.code).marketing} />}
      {kind === 'full' && <Header data={data} />}
      {kind === 'funnel' && <FunnelHeader data={data} />}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SideCart prefix={site.prefix} />
      <Footer data={data} />
      <RegionPopup data={data} funnel={kind !== 'full'} />
    </CartProvider>
  )
}
