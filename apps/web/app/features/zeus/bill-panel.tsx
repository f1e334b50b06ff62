import { useState } from 'react'
import { formatPrice, type SiteCode } from '@ironhouse/domain'
import type { ZeusBill } from '@ironhouse/contracts'
import { Link } from 'react-router'
import { useCart } from '../cart/cart-context.tsx'
import { sitePath } from '../../platform/site.ts'

type Props = { bill: ZeusBill | null; loading: boolean; error: string | null; siteCode: SiteCode; prefix: string }

/**
 * The bill of materials as the server priced it (the cart's prices for this shopper) and "Add all to
 * cart": the lines the cart can take now go in through the cart API in one call.
 */
export function BillPanel({ bill, loading, error, siteCode, prefix }: Props) {
  const { addToCart } = useCart()
  const [adding, setAdding] = useState(false)
  const [added, setAdded] = useState<string | null>(null)
  const money = (amount: number) => (bill ? formatPrice(amount, { currency: bill.currency, siteCode }) : '')
  const buyable = bill?.lines.filter((line) => line.buyableQty > 0) ?? []

  const addAll = async () => {
    setAdding(true)
    setAdded(null)
    const ok = await addToCart(buyable.map((line) => ({ productId: line.productId, qty: line.buyableQty })))
    const units = buyable.reduce((sum, line) => sum + line.buyableQty, 0)
    setAdded(ok ? `${units} ${units === 1 ? 'item was' : 'items were'} added to your cart.` : null)
    setAdding(false)
  }

  return (
    <section className="zeus-bill" aria-labelledby="zeus-bill-title" aria-busy={loading}>
      <h2 id="zeus-bill-title">Equipment list</h2>
      {error ? (
        <p className="zeus__error" role="alert">
          {error}
        </p>
      ) : null}
      {!bill || bill.lines.length === 0 ? (
        <p>{loading ? 'Pricing your design…' : 'Place equipment on the floor plan to see its price here.'}</p>
      ) : (
        <>
          <table className="zeus-bill__table">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Qty</th>
                <th scope="col">Price</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {bill.lines.map((line) => (
                <tr key={line.productId} data-product-id={line.productId}>
                  <th scope="row">
                    <Link to={sitePath(prefix, line.url.startsWith('/') ? line.url : `/${line.url}`)}>{line.name}</Link>
                    {line.note ? <small className="zeus-bill__note">{line.note}</small> : null}
                  </th>
                  <td>{line.qty}</td>
                  <td>{money(line.unitPrice)}</td>
                  <td>{money(line.rowTotal)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Total ({bill.itemCount} {bill.itemCount === 1 ? 'item' : 'items'})
                </th>
                <td className="zeus-bill__total">{money(bill.total)}</td>
              </tr>
            </tfoot>
          </table>
          <p className="zeus-bill__fine">Prices are yours today; shipping and tax are worked out at checkout.</p>
          <button type="button" className="button button--primary" disabled={adding || loading || buyable.length === 0} onClick={() => void addAll()}>
            {adding ? 'Adding…' : 'Add all to cart'}
          </button>
          <p role="status" className="zeus-bill__status">
            {added}
          </p>
        </>
      )}
    </section>
  )
}
