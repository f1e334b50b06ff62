import { Link } from 'react-router'
import { useCompareList, type CompareEntry } from './compare-store.ts'

/** Add to / remove from the compare list (commerce §9 category_compare), with a link to the table. */
export function CompareButton({ product, prefix = '' }: { product: CompareEntry; prefix?: string }) {
  const { list, toggle } = useCompareList()
  const added = list.some((e) => e.productId === product.productId)
  return (
    <span className="compare-button">
      <button type="button" className="button button--link" aria-pressed={added} onClick={() => toggle(product)}>
        {added ? 'Remove from Compare' : 'Add to Compare'}
        <span className="visually-hidden"> {product.name}</span>
      </button>
      {added ? (
        <Link className="compare-button__link" to={`${prefix}/compare/`}>
          Compare ({list.length})
        </Link>
      ) : null}
    </span>
  )
}
