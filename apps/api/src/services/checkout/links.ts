import { encodeTrackerEmail, siteByStoreId, trackerPath } from '@ironhouse/domain'
import type { OrderRow } from './repo.ts'

/** The site-relative tracking link of an order (shell §2 /shippingtracker), for its mails. */
export function trackerLink(order: Pick<OrderRow, 'storeId' | 'orderNumber' | 'email'>): string {
  return trackerPath(siteByStoreId(order.storeId)?.pathPrefix ?? '', order.orderNumber, order.email)
}

/** The site-relative payment link of an order (shell §2 /payment-link), same encoding as the tracker. */
export function paymentLink(order: Pick<OrderRow, 'storeId' | 'orderNumber' | 'email'>): string {
  const prefix = siteByStoreId(order.storeId)?.pathPrefix ?? ''
  return `${prefix}/payment-link?order=${encodeURIComponent(order.orderNumber)}&data=${encodeTrackerEmail(order.email)}`
}
