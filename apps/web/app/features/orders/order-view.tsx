// An order as its customer reads it (shell §2 /account/order/{id} and /shippingtracker): status,
// shipments with their tracking numbers, items, totals, addresses and payment. Every figure is the
// server's (minor units); the browser formats.
import { formatPrice, orderTotalRows, siteCodeOfStore, type CurrencyCode } from '@ironhouse/domain'
import { Fragment } from 'react'
import type { Order, SiteCode } from '@ironhouse/contracts'
import { Link } from 'react-router'
import { sitePath } from '../../platform/site.ts'
import { AddressLines } from '../../ui/address-lines.tsx'

/** What each order status means to the shopper (commerce §4 statuses, then shipped and canceled). */
export const ORDER_STATUS_LABELS: Readonly<Record<Order['status'], string>> = {
  new: 'Received',
  payment_pending: 'Awaiting payment',
  payment_complete: 'Paid',
  published: 'Being prepared',
  payment_error: 'Payment not completed',
  shipped: 'Shipped',
  canceled: 'Canceled',
}

export function orderDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso))
}

export function orderMoney(order: Pick<Order, 'currency'>, siteCode: SiteCode) {
  return (amount: number) => formatPrice(amount, { currency: order.currency as CurrencyCode, siteCode })
}

/** An order's totals as the checkout showed them (the rulebook's `orderTotalRows`), the total under `grandLabel`. */
export function OrderTotalsList({ order, money, grandLabel = 'Total' }: { order: Pick<Order, 'totals' | 'storeId'>; money: (amount: number) => string; grandLabel?: string }) {
  const rows = orderTotalRows(order.totals, siteCodeOfStore(order.storeId), grandLabel)
  return (
    <dl className="checkout__totals">
      {rows.map((row) => (
        <Fragment key={row.label}>
          <dt className={row.kind === 'grand' ? 'checkout__grand' : undefined}>{row.label}</dt>
          <dd className={row.kind === 'grand' ? 'checkout__grand' : undefined}>
            {row.kind === 'deduction' ? '−' : ''}
            {money(row.amount)}
          </dd>
        </Fragment>
      ))}
    </dl>
  )
}

type LineChoice = Partial<Pick<Order['items'][number], 'sku' | 'linkSku' | 'configuration' | 'bundleProducts'>>

/** The SKU a line shows: the chosen product's (a colour of a configurable), else the product's (orders placed before it was kept). */
function lineSkuOf(line: LineChoice): string | undefined {
  return line.linkSku ?? line.sku
}

/**
 * The options and a bundle's chosen products of a line, under its name, as the cart showed them
 * ("Color: Red"; "2 × Echo Bumper Plates"): every view that lists an order's lines shows these.
 */
export function LineOptions({ line }: { line: LineChoice }) {
  return (
    <>
      {line.configuration ? <span className="order-line__options">{line.configuration}</span> : null}
      {(line.bundleProducts ?? []).map((child, index) => (
        <span key={`${child.id}-${index}`} className="order-line__bundled">
          {child.qty} × {child.name}
        </span>
      ))}
    </>
  )
}

/**
 * What the shopper chose on a line, under its name: the options and bundled products (LineOptions),
 * and the SKU of a chosen variant (a configurable's colour; a line of the product itself names none).
 */
export function LineChoiceText({ line }: { line: LineChoice }) {
  const variant = line.linkSku !== undefined && line.linkSku !== line.sku ? line.linkSku : null
  return (
    <>
      <LineOptions line={line} />
      {variant ? <span className="order-line__sku">SKU: {variant}</span> : null}
    </>
  )
}

/**
 * An order's lines as "qty × name" with the chosen options (and a chosen variant's SKU) under it, and
 * the row total: the confirmation, the payment link and the checkout summary show them alike.
 */
export function OrderLineList({ items, money }: { items: ReadonlyArray<Pick<Order['items'][number], 'listItemId' | 'qty' | 'name' | 'rowTotal'> & LineChoice>; money: (amount: number) => string }) {
  return (
    <ul className="checkout__lines">
      {items.map((line) => (
        <li key={line.listItemId}>
          <span>
            {line.qty} × {line.name}
            <LineChoiceText line={line} />
          </span>
          <span>{money(line.rowTotal)}</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * An order's lines as "qty × name" with their options and a bundle's products under each, without
 * prices or SKUs: the order history's summary of an order (its page has the rest).
 */
export function OrderLineNames({ items }: { items: ReadonlyArray<Pick<Order['items'][number], 'listItemId' | 'qty' | 'name'> & LineChoice> }) {
  return (
    <ul className="account-orders__lines">
      {items.map((line) => (
        <li key={line.listItemId}>
          {line.qty} × {line.name}
          <LineOptions line={line} />
        </li>
      ))}
    </ul>
  )
}

export function OrderStatusBadge({ status }: { status: Order['status'] }) {
  return <span className={`order-status order-status--${status}`}>{ORDER_STATUS_LABELS[status]}</span>
}

type Shipment = Order['shipments'][number] & { trackingUrl?: string | null; packageNumbers?: Array<number> }

/** The parcels that left, with their carrier and tracking number (a link to the carrier when we know its page). */
export function Shipments({ order }: { order: Order }) {
  const shipments = order.shipments as Array<Shipment>
  if (shipments.length === 0) {
    if (order.shipping.length === 0) return <p>Nothing in this order ships: it is delivered by email.</p>
    return <p>Not shipped yet. We will email you the tracking number as soon as it leaves.</p>
  }
  return (
    <ul className="order-view__shipments">
      {shipments.map((shipment) => (
        <li key={shipment.trackingNumber}>
          Shipped {orderDate(shipment.shippedAt)} by {shipment.carrier.toUpperCase()}, tracking number{' '}
          {shipment.trackingUrl ? (
            <a href={shipment.trackingUrl} rel="noopener noreferrer" target="_blank">
              {shipment.trackingNumber}
              <span className="visually-hidden"> (opens the carrier’s site)</span>
            </a>
          ) : (
            <strong>{shipment.trackingNumber}</strong>
          )}
        </li>
      ))}
    </ul>
  )
}

export function OrderView({ order, siteCode, prefix, headingLevel = 2 }: { order: Order; siteCode: SiteCode; prefix: string; headingLevel?: 2 | 3 }) {
  const money = orderMoney(order, siteCode)
  const H = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="order-view">
      <dl className="order-view__facts">
        <dt>Order number</dt>
        <dd>{order.orderId}</dd>
        <dt>Placed</dt>
        <dd>{orderDate(order.createdAt)}</dd>
        <dt>Status</dt>
        <dd>
          <OrderStatusBadge status={order.status} />
        </dd>
      </dl>

      <section aria-labelledby={`shipments-${order.orderId}`}>
        <H id={`shipments-${order.orderId}`}>Shipments</H>
        {order.shipping.length > 0 ? <p>Shipping method: {order.shipping.map((rate) => rate.label).join('; ')}</p> : null}
        <Shipments order={order} />
      </section>

      <section aria-labelledby={`items-${order.orderId}`}>
        <H id={`items-${order.orderId}`}>Items</H>
        <table className="order-view__items">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">SKU</th>
              <th scope="col">Qty</th>
              <th scope="col">Price</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((line) => (
              <tr key={line.listItemId}>
                <td>
                  {line.url ? <Link to={sitePath(prefix, `/${line.url.replace(/^\//, '')}`)}>{line.name}</Link> : line.name}
                  <LineOptions line={line} />
                </td>
                <td>{lineSkuOf(line)}</td>
                <td>{line.qty}</td>
                <td>{money(line.price)}</td>
                <td>{money(line.rowTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <OrderTotalsList order={order} money={money} />
      </section>

      <div className="order-view__addresses">
        {order.shippingAddress ? (
          <section aria-labelledby={`ship-to-${order.orderId}`}>
            <H id={`ship-to-${order.orderId}`}>Shipping address</H>
            <AddressLines address={order.shippingAddress} />
          </section>
        ) : null}
        <section aria-labelledby={`bill-to-${order.orderId}`}>
          <H id={`bill-to-${order.orderId}`}>Billing address</H>
          <AddressLines address={order.billingAddress} />
        </section>
        <section aria-labelledby={`payment-${order.orderId}`}>
          <H id={`payment-${order.orderId}`}>Payment</H>
          <p>
            {order.payment.last4
              ? `${(order.payment.cardType ?? 'Card').toUpperCase()} ending ${order.payment.last4}`
              : order.payment.paymentType === 'free'
                ? 'Nothing to pay'
                : order.payment.adyenType === 'paypal'
                  ? 'PayPal'
                  : (order.payment.adyenType ?? 'Card')}
          </p>
          {order.giftcards.map((card) => (
            <p key={card.code}>
              Gift card {card.code}: {money(card.amount)}
            </p>
          ))}
        </section>
      </div>
    </div>
  )
}
