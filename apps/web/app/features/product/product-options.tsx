import type { Product } from '@ironhouse/contracts'
import { formatMoney } from '../../ui/pricing.ts'
import type { PricingContext } from '../../ui/pricing.ts'
import { lazyView } from '../../platform/lazy-view.ts'
import { Required, type OptionsProps } from './option-parts.tsx'

// The option views of a product type arrive only on pages of a product of that type (issue 13: a simple
// product's page does not load the swatches, the bundle, gift card and grouped pickers). The product
// route's loader readies the page's view on the server (productOptionsReady in routes/resolve.tsx), so
// the server renders it in place; in the browser, hydration waits for the view's chunk and keeps the
// server's HTML meanwhile (platform/lazy-view.ts). No Suspense boundary around them: React moves a large
// finished boundary out of line (a hidden element that a script reveals), and a shopper without
// JavaScript would get a product form without its options.
const configurableView = lazyView(() => import('./configurable-options.tsx').then((module) => module.ConfigurableOptions))
const bundleView = lazyView(() => import('./bundle-options.tsx').then((module) => module.BundleOptions))
const giftcardView = lazyView(() => import('./giftcard-options.tsx').then((module) => module.GiftcardOptions))
const groupedView = lazyView(() => import('./grouped-table.tsx').then((module) => module.GroupedTable))

const VIEWS: Partial<Record<Product['type'], { ready: () => Promise<void> }>> = {
  configurable: configurableView,
  bundle: bundleView,
  giftcard: giftcardView,
  grouped: groupedView,
}

/** Loads the option view of a product type (none for a simple product); the loader awaits it before the render. */
export function productOptionsReady(type: Product['type']): Promise<void> {
  return VIEWS[type]?.ready() ?? Promise.resolve()
}

function plusPrice(minor: number, pricing: PricingContext): string {
  return minor > 0 ? ` (+${formatMoney(minor, pricing)})` : ''
}

/** Custom options by type (commerce §3): radio, drop_down, checkbox, multiple, area, field. */
function CustomOptions({ product, pricing }: Pick<OptionsProps, 'product' | 'pricing'>) {
  return (
    <>
      {product.customOptions.map((option) => {
        const name = `options[${option.id}]`
        const id = `custom-${option.id}`
        const title = (
          <>
            {option.title}
            {plusPrice(option.price, pricing)}
            <Required required={option.isRequired} />
          </>
        )
        if (option.type === 'radio' || option.type === 'checkbox') {
          return (
            <fieldset key={option.id} className="option">
              <legend>{title}</legend>
              {option.values.map((value) => (
                <div key={value.id} className="option__choice">
                  <input
                    type={option.type}
                    id={`${id}-${value.id}`}
                    name={option.type === 'checkbox' ? `${name}[]` : name}
                    value={value.id}
                    required={option.type === 'radio' && option.isRequired}
                  />
                  <label htmlFor={`${id}-${value.id}`}>
                    {value.title}
                    {plusPrice(value.price, pricing)}
                  </label>
                </div>
              ))}
            </fieldset>
          )
        }
        if (option.type === 'drop_down' || option.type === 'multiple') {
          const multiple = option.type === 'multiple'
          return (
            <div key={option.id} className="option">
              <label htmlFor={id}>{title}</label>
              <select id={id} name={multiple ? `${name}[]` : name} multiple={multiple} required={option.isRequired}>
                {multiple ? null : <option value="">Choose…</option>}
                {option.values.map((value) => (
                  <option key={value.id} value={value.id}>
                    {value.title}
                    {plusPrice(value.price, pricing)}
                  </option>
                ))}
              </select>
            </div>
          )
        }
        return (
          <div key={option.id} className="option">
            <label htmlFor={id}>{title}</label>
            {option.type === 'area' ? (
              <textarea id={id} name={name} rows={3} required={option.isRequired} />
            ) : (
              <input type="text" id={id} name={name} required={option.isRequired} />
            )}
          </div>
        )
      })}
    </>
  )
}

/** The purchase options of a product, by its type (commerce §3). */
export function ProductOptions(props: OptionsProps) {
  const { product, children, pricing, choice, onChoose } = props
  return (
    <div className="product-options">
      {product.type === 'configurable' ? <configurableView.View children={children} choice={choice} onChoose={onChoose} /> : null}
      {product.type === 'bundle' ? <bundleView.View {...props} /> : null}
      {product.type === 'giftcard' ? <giftcardView.View product={product} pricing={pricing} /> : null}
      {product.type === 'grouped' ? <groupedView.View children={children} pricing={pricing} /> : null}
      <CustomOptions product={product} pricing={pricing} />
    </div>
  )
}
