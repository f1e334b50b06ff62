import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import type { Product } from '@ironhouse/contracts'
import { stockStatusOf } from '@ironhouse/domain'
import { sitePath } from '../../platform/site.ts'
import { useSessionStore } from '../../platform/session-context.tsx'
import { useRootData } from '../../platform/use-root-data.ts'
import { Price } from '../../ui/price.tsx'
import { currencyOfSite, priceViewOf } from '../../ui/pricing.ts'
import { productsInBrowser } from '../product/products-by-id.ts'
import { isOn, useFlag } from '../../platform/flags.ts'
import { compareRows } from './compare-rows.ts'
import { useCompareList } from './compare-store.ts'

const STOCK_TEXT = { inStock: 'In Stock', bin: 'Out of Stock: notify me', oos: 'Out of Stock' } as const

/** /compare/* (shell §2): the products of the compare list side by side, attributes and prices. */
export function ComparePage({ prefix }: { prefix: string }) {
  const { api } = useSessionStore()
  const { site } = useRootData()
  const { list, remove, clear } = useCompareList()
  const fiveForFiveEnabled = isOn(useFlag('fiveforfive_enabled', false))
  const ids = list.map((e) => e.productId).join(',')
  const [loaded, setLoaded] = useState<{ ids: string; products: Array<Product> }>({ ids: '', products: [] })
  const loading = loaded.ids !== ids
  const products = loaded.products

  useEffect(() => {
    let live = true
    void productsInBrowser(
      api,
      list.map((entry) => entry.productId),
    )
      .catch(() => [])
      .then((found) => {
        if (live) setLoaded({ ids, products: found })
      })
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids, api])

  if (list.length === 0) {
    return (
      <div className="compare-page">
        <h1>Compare Products</h1>
        <p>You have no products to compare. Use “Add to Compare” on a product.</p>
      </div>
    )
  }
  const rows = compareRows(products, { fiveForFiveEnabled })
  return (
    <div className="compare-page">
      <h1>Compare Products</h1>
      {loading ? <p>Loading…</p> : null}
      <div className="compare-table__scroll">
        <table className="compare-table">
          <caption className="visually-hidden">Products compared side by side</caption>
          <thead>
            <tr>
              <td />
              {products.map((p) => (
                <th key={p.productId} scope="col">
                  <Link to={sitePath(prefix, p.url)}>{p.name}</Link>
                  <button type="button" className="button button--link" onClick={() => remove(p.productId)}>
                    Remove<span className="visually-hidden"> {p.name}</span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Price</th>
              {products.map((p) => (
                <td key={p.productId}>
                  {/* the price the API decided for this shopper (promo, group, VAT), as the product page and the cart show it */}
                  <Price view={priceViewOf(p, { siteCode: site.code, currency: currencyOfSite(site), hundoProductIds: [] })} />
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Availability</th>
              {products.map((p) => (
                <td key={p.productId}>{STOCK_TEXT[stockStatusOf(p.inventory)]}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">SKU</th>
              {products.map((p) => (
                <td key={p.productId}>{p.sku}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">Weight</th>
              {products.map((p) => (
                <td key={p.productId}>{p.weight > 0 ? `${p.weight} lb` : '—'}</td>
              ))}
            </tr>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, i) => (
                  <td key={products[i]?.productId ?? i}>{value ?? '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="button" onClick={clear}>
        Clear comparison
      </button>
    </div>
  )
}
