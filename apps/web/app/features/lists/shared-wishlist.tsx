import type { List } from '@ironhouse/contracts'
import { useRootData } from '../../platform/use-root-data.ts'
import { buyRequestOfLine } from '../cart/buy-request.ts'
import { useCart } from '../cart/cart-context.tsx'
import { ListLines } from '../cart/list-lines.tsx'

/** /wishlist/{urlKey}: someone's wishlist, read-only; its products can go into the visitor's own cart. */
export function SharedWishlistPage({ list }: { list: List }) {
  const { prefix } = useRootData()
  const { addToCart } = useCart()
  return (
    <div className="list-page">
      <h1>{list.name.toLowerCase() === 'wishlist' ? 'Shared Wishlist' : list.name}</h1>
      {list.items.length === 0 ? <p>This wishlist is empty.</p> : null}
      <ListLines
        list={list}
        prefix={prefix}
        readOnly
        actions={[
          {
            label: 'Add to Cart',
            onClick: (item) =>
              void addToCart([buyRequestOfLine(item, 1)]),
          },
        ]}
      />
    </div>
  )
}
