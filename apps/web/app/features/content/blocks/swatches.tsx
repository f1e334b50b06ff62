import { useId } from 'react'
import { productThumbnailWidth, stockLabelOf } from '@ironhouse/domain'
import { imageUrl } from '../../../ui/image.tsx'
import { stockOf } from '../../../ui/stock.tsx'
import { CHOICE_QUERY } from '../../product/choice.ts'
import { useBlockData } from '../block-data.tsx'

/** Swatch pictures load at the small thumbnail width (platform §9: 83), as on the product page. */
const SWATCH_WIDTH = productThumbnailWidth(true)

/**
 * Swatches block (platform §2, a lazily loaded block): a configurable product's colors, each its own
 * picture, name and stock, linking to the product's page with that color chosen (`?b={child id}`, the
 * page's choice query). The product and its children are loaded with the page; nothing when it is not a
 * configurable product or could not be read.
 */
export function Swatches({ productId, title, className }: { productId: number; title: string; className?: string | undefined }) {
  const { swatches, prefix } = useBlockData()
  const headingId = useId()
  const set = swatches?.[String(productId)]
  if (!set || set.colors.length === 0) return null
  const href = `${prefix}${set.url}`
  return (
    <section className={className ? `cms-swatches ${className}` : 'cms-swatches'} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p>
        The <a href={href}>{set.name}</a> in {set.colors.length} {set.colors.length === 1 ? 'color' : 'colors'}:
      </p>
      <ul className="swatches swatches--links">
        {set.colors.map((color) => {
          const stock = stockOf(color.inventory)
          return (
            <li key={color.productId} className={`swatch swatch--${stock.status}`}>
              <a href={`${href}?${CHOICE_QUERY}=${color.productId}`}>
                {color.thumbnail ? <img className="swatch__image" src={imageUrl(color.thumbnail, SWATCH_WIDTH)} alt="" width={44} height={44} loading="lazy" decoding="async" /> : null}
                <span className="swatch__name">{color.color}</span>{' '}
                <span className={`swatch__stock stock--${stock.status}`}>{stockLabelOf(stock)}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
