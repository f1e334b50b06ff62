import type { ProductSummary } from '@ironhouse/contracts'
import { useState } from 'react'
import { sendAppMessage } from '../../platform/app-bridge.ts'
import { sitePath } from '../../platform/site.ts'
import { ProductGrid } from '../../ui/product-tile.tsx'
import type { PricingContext } from '../../ui/pricing.ts'
import { TIMER_REMOTE_APP_URL, type BannerCard } from './app-screens.ts'

function TimerRemoteBanner({ card }: { card: BannerCard }) {
  const [outside, setOutside] = useState(false)
  return (
    <div className="app-banner app-banner--timer-remote">
      <h3>{card.title}</h3>
      <p>{card.text}</p>
      <button type="button" className="button" onClick={() => setOutside(!sendAppMessage('linkclick', { url: TIMER_REMOTE_APP_URL }))}>
        Open the timer remote
      </button>
      {outside ? <p role="status">The timer remote works in the Ironhouse app.</p> : null}
    </div>
  )
}

/** Featured, the app's home (commerce §2): its banners, the five-for-five offer left, the newest gear. */
export function FeaturedScreen({
  prefix,
  firstName,
  banners,
  fiveForFive,
  products,
  pricing,
}: {
  prefix: string
  firstName: string | null
  banners: ReadonlyArray<BannerCard>
  fiveForFive: { remaining: number; offered: boolean } | null
  products: ReadonlyArray<ProductSummary>
  pricing: PricingContext
}) {
  return (
    <>
      {firstName ? <p className="app-shell__greeting">Welcome back, {firstName}.</p> : null}
      {fiveForFive ? (
        <p className="notice app-shell__five" role="status">
          Five-for-five shipping: <strong>{fiveForFive.remaining}</strong> {fiveForFive.remaining === 1 ? 'redemption' : 'redemptions'} remaining
          {fiveForFive.offered ? ' on your next order.' : '.'}
        </p>
      ) : null}
      <section aria-labelledby="app-banners">
        <h2 id="app-banners">Explore</h2>
        <ul className="app-banners">
          {banners.map((card) => (
            <li key={card.key}>
              {card.key === 'timer-remote' ? (
                <TimerRemoteBanner card={card} />
              ) : (
                <a className={`app-banner app-banner--${card.key}`} href={sitePath(prefix, card.href)}>
                  <h3>{card.title}</h3>
                  <p>{card.text}</p>
                </a>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="app-featured-products">
        <h2 id="app-featured-products">New gear</h2>
        <ProductGrid products={products} pricing={pricing} prefix={prefix} eagerCount={2} />
      </section>
    </>
  )
}
