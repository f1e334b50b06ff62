// A product's custom options (commerce §3), a lazy view of product-options.tsx: fetched only on the
// pages of products that have some.
import { formatMoney } from '../../ui/pricing.ts'
import type { PricingContext } from '../../ui/pricing.ts'
import { Required, type OptionsProps } from './option-parts.tsx'

function plusPrice(minor: number, pricing: PricingContext): string {
  return minor > 0 ? ` (+${formatMoney(minor, pricing)})` : ''
}

/** Custom options by type (commerce §3): radio, drop_down, checkbox, multiple, area, field. */
export function CustomOptions({ product, pricing }: Pick<OptionsProps, 'product' | 'pricing'>) {
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
