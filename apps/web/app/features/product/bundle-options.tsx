// A bundle's options (commerce §5): loaded only for products of that type (product-options.tsx).
import type { Product } from '@ironhouse/contracts'
import { formatMoney, type PricingContext } from '../../ui/pricing.ts'
import { STOCK_LABELS, stockOf } from '../../ui/stock.tsx'
import { Required, type OptionsProps } from './option-parts.tsx'

/** What a bundle value adds to the package, as the server priced it (`adds`, commerce §5). */
function valuePrice(value: Product['bundleOptions'][number]['values'][number], pricing: PricingContext): string {
  const adds = value.adds
  if (adds === undefined || adds === null || adds <= 0) return ''
  return ` (+${formatMoney(adds, pricing)})`
}

/**
 * Bundle: each option with its values (name, what it adds to the package, stock), an optional option
 * with None first; an included free product is shown as 'Included free' (commerce §5). Choosing a value
 * updates the package and the URL.
 */
export function BundleOptions({ product, children, related, pricing, choice, onChoose }: OptionsProps) {
  const byId = new Map(children.map((c) => [c.productId, c]))
  return (
    <>
      {product.bundleOptions.map((option) => {
        const included = option.includedProductId === null ? undefined : (byId.get(option.includedProductId) ?? related[String(option.includedProductId)])
        return (
          <fieldset key={option.id} className="option option--bundle">
            <legend>
              {option.title}
              <Required required={option.isRequired} />
            </legend>
            {option.includedProductId !== null ? (
              <p className="option__free">
                Included free: {included?.name ?? `Product ${option.includedProductId}`}
                <input type="hidden" name={`freeBundleOption[${option.id}]`} value={option.includedProductId} />
              </p>
            ) : (
              <>
                {option.isRequired ? null : (
                  <div className="option__choice">
                    <input
                      type="radio"
                      id={`bundle-${option.id}-none`}
                      name={`bundle[${option.id}]`}
                      value=""
                      checked={(choice.bundle[option.id] ?? null) === null}
                      onChange={() => onChoose({ ...choice, bundle: { ...choice.bundle, [option.id]: null } })}
                    />
                    <label htmlFor={`bundle-${option.id}-none`}>None</label>
                  </div>
                )}
                {option.values.map((value) => {
                  const id = `bundle-${option.id}-${value.productId}`
                  const child = byId.get(value.productId)
                  const name = child?.name ?? related[String(value.productId)]?.name ?? `Product ${value.productId}`
                  const stock = child ? stockOf(child.inventory) : null
                  return (
                    <div key={value.productId} className="option__choice">
                      <input
                        type="radio"
                        id={id}
                        name={`bundle[${option.id}]`}
                        value={value.productId}
                        checked={choice.bundle[option.id] === value.productId}
                        onChange={() => onChoose({ ...choice, bundle: { ...choice.bundle, [option.id]: value.productId } })}
                        required={option.isRequired}
                      />
                      <label htmlFor={id}>
                        {name}
                        {value.defaultQty > 1 ? ` × ${value.defaultQty}` : ''}
                        {valuePrice(value, pricing)}
                        {stock && stock.status !== 'inStock' ? <span className={`option__stock stock--${stock.status}`}> {STOCK_LABELS[stock.status]}</span> : null}
                      </label>
                    </div>
                  )
                })}
              </>
            )}
          </fieldset>
        )
      })}
    </>
  )
}
