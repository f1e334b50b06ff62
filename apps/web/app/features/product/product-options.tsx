import { fromMinor } from '@ironhouse/domain'
import type { Product } from '@ironhouse/contracts'
import { Price } from '../../ui/price.tsx'
import { formatMoney, priceViewOf } from '../../ui/pricing.ts'
import type { PricingContext } from '../../ui/pricing.ts'
import { StockStatusLabel, STOCK_LABELS, stockOf } from '../../ui/stock.tsx'

type OptionsProps = {
  product: Product
  children: ReadonlyArray<Product>
  related: Record<string, { productId: number; name: string }>
  pricing: PricingContext
}

function Required({ required }: { required: boolean }) {
  return required ? <span className="option__required"> (required)</span> : null
}

function plusPrice(minor: number, pricing: PricingContext): string {
  return minor > 0 ? ` (+${formatMoney(minor, pricing)})` : ''
}

/** Configurable product: one radio swatch per child, with the child's stock (commerce §3 childrenIds). */
function ConfigurableOptions({ children }: { children: ReadonlyArray<Product> }) {
  if (children.length === 0) return null
  return (
    <fieldset className="option option--swatches">
      <legend>
        Color
        <Required required />
      </legend>
      <ul className="swatches">
        {children.map((child) => {
          const color = typeof child.attributes.color === 'string' ? child.attributes.color : child.name
          const stock = stockOf(child.inventory)
          const id = `child-${child.productId}`
          return (
            <li key={child.productId} className="swatch">
              <input type="radio" id={id} name="childId" value={child.productId} required />
              <label htmlFor={id}>
                <span className="swatch__name">{color}</span>{' '}
                <span className={`swatch__stock stock--${stock.status}`}>{STOCK_LABELS[stock.status]}</span>
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

/** Bundle: each option with its values; an included free product is shown as 'Included free' (commerce §5). */
function BundleOptions({ product, related, pricing }: Omit<OptionsProps, 'children'>) {
  return (
    <>
      {product.bundleOptions.map((option) => {
        const included = option.includedProductId === null ? undefined : related[String(option.includedProductId)]
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
            ) : null}
            {option.values.map((value) => {
              const id = `bundle-${option.id}-${value.productId}`
              const name = related[String(value.productId)]?.name ?? `Product ${value.productId}`
              return (
                <div key={value.productId} className="option__choice">
                  <input
                    type="radio"
                    id={id}
                    name={`bundle[${option.id}]`}
                    value={value.productId}
                    defaultChecked={value.isDefault}
                    required={option.isRequired}
                  />
                  <label htmlFor={id}>
                    {name}
                    {value.priceType === 'fixed' ? plusPrice(value.price, pricing) : ''}
                    {value.defaultQty > 1 ? ` × ${value.defaultQty}` : ''}
                  </label>
                </div>
              )
            })}
          </fieldset>
        )
      })}
    </>
  )
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

const majorUnits = (minor: number) => fromMinor(minor).toFixed(2)

/** Gift card: fixed amounts as radio buttons, and an open amount within min and max when allowed (commerce §5). */
function GiftcardOptions({ product, pricing }: Pick<OptionsProps, 'product' | 'pricing'>) {
  const data = product.giftcardData
  if (!data) return null
  const min = data.openAmountMin
  const max = data.openAmountMax
  const range =
    min !== null && max !== null
      ? `Between ${formatMoney(min, pricing)} and ${formatMoney(max, pricing)}`
      : min !== null
        ? `At least ${formatMoney(min, pricing)}`
        : max !== null
          ? `Up to ${formatMoney(max, pricing)}`
          : null
  return (
    <fieldset className="option option--giftcard">
      <legend>
        Amount
        <Required required />
      </legend>
      {data.amounts.map((amount, i) => (
        <div key={amount} className="option__choice">
          <input type="radio" id={`gc-amount-${amount}`} name="giftcard[amount]" value={amount} defaultChecked={i === 0} />
          <label htmlFor={`gc-amount-${amount}`}>{formatMoney(amount, pricing)}</label>
        </div>
      ))}
      {data.isOpenAmountAllowed ? (
        <div className="option__open-amount">
          <label htmlFor="gc-custom-amount">Other amount ({pricing.currency})</label>
          <input
            type="number"
            id="gc-custom-amount"
            name="giftcard[customAmount]"
            inputMode="decimal"
            step="0.01"
            min={min === null ? undefined : majorUnits(min)}
            max={max === null ? undefined : majorUnits(max)}
            aria-describedby={range ? 'gc-custom-amount-range' : undefined}
          />
          {range ? (
            <p id="gc-custom-amount-range" className="option__hint">
              {range}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  )
}

/** Grouped: a table of the children with their price, stock and a quantity each. */
function GroupedTable({ children, pricing }: Pick<OptionsProps, 'children' | 'pricing'>) {
  if (children.length === 0) return null
  return (
    <table className="grouped">
      <caption className="visually-hidden">Products in this set</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Price</th>
          <th scope="col">Availability</th>
          <th scope="col">Quantity</th>
        </tr>
      </thead>
      <tbody>
        {children.map((child) => (
          <tr key={child.productId}>
            <th scope="row">{child.name}</th>
            <td>
              <Price view={priceViewOf(child, pricing)} size="s" />
            </td>
            <td>
              <StockStatusLabel stock={stockOf(child.inventory)} />
            </td>
            <td>
              <label className="visually-hidden" htmlFor={`qty-${child.productId}`}>
                Quantity of {child.name}
              </label>
              <input type="number" id={`qty-${child.productId}`} name={`qty[${child.productId}]`} min={0} defaultValue={0} inputMode="numeric" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The purchase options of a product, by its type (commerce §3). */
export function ProductOptions({ product, children, related, pricing }: OptionsProps) {
  return (
    <div className="product-options">
      {product.type === 'configurable' ? <ConfigurableOptions children={children} /> : null}
      {product.type === 'bundle' ? <BundleOptions product={product} related={related} pricing={pricing} /> : null}
      {product.type === 'giftcard' ? <GiftcardOptions product={product} pricing={pricing} /> : null}
      {product.type === 'grouped' ? <GroupedTable children={children} pricing={pricing} /> : null}
      <CustomOptions product={product} pricing={pricing} />
    </div>
  )
}
