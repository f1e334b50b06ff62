import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import type { Bin } from '@ironhouse/contracts'
import { sitePath } from '../../platform/site.ts'
import { useRootData } from '../../platform/use-root-data.ts'
import { useListClient } from '../cart/list-client.ts'
import { useSessionStore } from '../../platform/session-context.tsx'
import { SignedIn } from './account-lists.tsx'
import { productsInBrowser } from '../product/products-by-id.ts'

type Named = Bin & { name: string; url: string }

/** /account/bin: the customer's back-in-stock sign-ups (shell §3 Bin), each removable. */
export function BinsPage() {
  const client = useListClient()
  const { prefix } = useRootData()
  const { api } = useSessionStore()
  const [bins, setBins] = useState<Array<Named> | null>(null)

  async function name(list: Array<Bin>): Promise<Array<Named>> {
    const found = await productsInBrowser(
      api,
      list.map((bin) => bin.product_id),
    ).catch(() => [])
    const byId = new Map(found.map((product) => [product.productId, product]))
    return list.map((bin) => {
      const product = byId.get(bin.product_id)
      return { ...bin, name: product?.name ?? `Product ${bin.product_id}`, url: product?.url ?? '/' }
    })
  }

  useEffect(() => {
    void client
      .bins()
      .then(name)
      .then(setBins)
      .catch(() => setBins([]))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client])

  return (
    <div className="list-page">
      <h1>Back in Stock Notifications</h1>
      <SignedIn>
        {bins === null ? <p>Loading…</p> : bins.length === 0 ? <p>You are not waiting for any product. Use “Notify Me” on an out-of-stock product.</p> : null}
        <ul className="bins">
          {(bins ?? []).map((bin) => (
            <li key={bin.id}>
              <Link to={sitePath(prefix, bin.url)}>{bin.name}</Link>: we will email {bin.email}
              <button type="button" className="button button--link" onClick={() => void client.removeBin(bin.id).then(name).then(setBins)}>
                Remove<span className="visually-hidden"> {bin.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </SignedIn>
    </div>
  )
}
