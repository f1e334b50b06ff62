// Shell banners and the high-contrast preference (shell §2 header, §6 flag show_christmas_shipping_banner,
// §9 high contrast cookie 365 days). The spec names no cookie key, cut-off date or wording: ours, recorded
// in docs/storefront.md ("Header banners and high contrast").

/** The high-contrast cookie (shell §9: 365 days, COOKIE_LIFETIME_DAYS.highContrast). The key is ours. */
export const HIGH_CONTRAST_COOKIE = 'highContrast'
/** The one value that turns high contrast on; any other value (or none) is the standard scheme. */
export const HIGH_CONTRAST_ON = '1'

/** True when a decoded highContrast cookie value turns the high-contrast scheme on. */
export function isHighContrast(value: string | null | undefined): boolean {
  return value === HIGH_CONTRAST_ON
}

/**
 * The Christmas shipping cut-off (shell §6 flag show_christmas_shipping_banner): standard shipping
 * ordered by the end of this day (month 12, day 18) arrives by Christmas. The date is ours: the demo
 * store's own footer notice says "order by 18 December".
 */
export const CHRISTMAS_SHIPPING_CUTOFF = { month: 12, day: 18 } as const

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/**
 * The banner's notice for the season of `today` (a UTC date): the cut-off of this year, named with its
 * weekday; after the cut-off has passed, a notice that standard orders now arrive after Christmas
 * (the flag is switched off by hand after the season, so the banner never lies in the meantime).
 */
export function christmasShippingNotice(today: Date): string {
  const year = today.getUTCFullYear()
  const cutoff = new Date(Date.UTC(year, CHRISTMAS_SHIPPING_CUTOFF.month - 1, CHRISTMAS_SHIPPING_CUTOFF.day))
  const day = `${WEEKDAYS[cutoff.getUTCDay()]} ${CHRISTMAS_SHIPPING_CUTOFF.day} December`
  const passed = today.getTime() >= cutoff.getTime() + 86_400_000
  return passed
    ? `The Christmas shipping cut-off (${day}) has passed: standard shipping orders now arrive after Christmas.`
    : `Christmas shipping cut-off: order by ${day} with standard shipping for delivery by Christmas.`
}
