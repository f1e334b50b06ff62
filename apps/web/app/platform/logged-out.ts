// What follows a logout in this browser (shell §4: logout "clears cached data and tracks logout"): the
// orders saved at checkout leave this browser, then the logout event is queued. Imported only when a
// shopper logs out, so the shell every page loads does not carry it (the product page's budget).
import { clearLocalOrders } from '../features/checkout/local-order.ts'
import { trackLogout } from './analytics.ts'

export function afterLogout(): void {
  clearLocalOrders()
  trackLogout()
}
