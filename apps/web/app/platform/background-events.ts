import { useEffect, useState } from 'react'
import type { DealSlide, PromoBanner } from '../features/shell/shell-blocks.ts'

// The events the background refresh (background.browser.ts, fetched at its first tick) sends to the parts
// of the page every page loads, so they need not import it.

/** Shell §4 Background refresh: every tick that runs reloads the cart's products (cart-context.tsx listens). */
export const CART_PRODUCTS_TICK = 'ironhouse:cart-products'
/** Shell §4: every 5th tick reloads the app config, the flag payload (detail: FlagsPayload; flags.ts listens). */
export const APP_CONFIG_TICK = 'ironhouse:app-config'
/**
 * Shell §4: every 2nd tick reloads the promotions, the header's deals slider and promo banner (detail:
 * ShellPromotions; header.tsx listens).
 */
export const PROMOTIONS_TICK = 'ironhouse:promotions'

/** The header's promotions as a tick reloads them (PROMOTIONS_TICK's detail). */
export type ShellPromotions = { deals: Array<DealSlide>; promo: PromoBanner | null }

/**
 * The latest detail of `event` received while `source` (the server's copy it replaces) is current, or
 * null: a newer server copy (a navigation to another site, a revalidation) wins over an older reload.
 */
export function useTickedValue<T>(event: string, source: unknown): T | null {
  const [ticked, setTicked] = useState<{ source: unknown; value: T } | null>(null)
  useEffect(() => {
    const onTick = (e: Event) => setTicked({ source, value: (e as CustomEvent<T>).detail })
    window.addEventListener(event, onTick)
    return () => window.removeEventListener(event, onTick)
  }, [event, source])
  return ticked && ticked.source === source ? ticked.value : null
}
