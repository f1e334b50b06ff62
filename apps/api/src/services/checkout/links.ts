import { siteByStoreId, trackerPath } from '@ironhouse/domain'
import type { OrderRow } from './repo.ts'

/** The site-relative tracking link of an order (shell §2 /shippingtracker), for its mails. */
export function trackerLink(order: Pick<OrderRow, 'storeId' | 'orderNumber' | 'email'>): string {
  return trackerPath(siteByStoreId(order.storeId)?.pathPrefix ?? '', order.orderNumber, order.email)
}
