// A configurable product's options (commerce §3): loaded only for products of that type (product-options.tsx).
import { childColorLabelOf, productThumbnailWidth, stockLabelOf } from '@ironhouse/domain'
import { stockOf } from '../../ui/stock.tsx'
import { imageUrl } from '../../ui/image.tsx'
import { Required, type OptionsProps } from './option-parts.tsx'

/** Swatch pictures load at the small thumbnail width (platform §9: 83). */
const SWATCH_WIDTH = productThumbnailWidth(true)

/**
 * Configurable product: one radio swatch per child showing the child's own picture, colour and stock
 * (commerce §3 childrenIds). An out-of-stock child stays choosable (for notify-me) but is marked as such.
 */
export function ConfigurableOptions({ children, choice, onChoose }: Pick<OptionsProps, 'children' | 'choice' | 'onChoose'>) {
  if (children.length === 0) return null
  const chosen = children.find((c) => c.productId === choice.childId)
  return (
    <fieldset className="option option--swatches">
      <legend>
        Color{chosen ? <span className="option__chosen">: {childColorLabelOf(chosen)}</span> : null}
        <Required required />
      </legend>
      <ul className="swatches">
        {children.map((child) => {
          const stock = stockOf(child.inventory)
          const id = `child-${child.productId}`
          return (
            <li key={child.productId} className={`swatch swatch--${stock.status}`}>
              <input
                type="radio"
                id={id}
                name="childId"
                value={child.productId}
                required
                checked={choice.childId === child.productId}
                onChange={() => onChoose({ ...choice, childId: child.productId })}
              />
              <label htmlFor={id}>
                {child.thumbnail ? <img className="swatch__image" src={imageUrl(child.thumbnail, SWATCH_WIDTH)} alt="" width={44} height={44} loading="lazy" decoding="async" /> : null}
                <span className="swatch__name">{childColorLabelOf(child)}</span>{' '}
                <span className={`swatch__stock stock--${stock.status}`}>{stockLabelOf(stock)}</span>
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
