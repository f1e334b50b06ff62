import { fromMinor, productThumbnailWidth } from '@ironhouse/domain'
import type { Product } from '@ironhouse/contracts'
import { Price } from '../../ui/price.tsx'
import { formatMoney, priceViewOf } from '../../ui/pricing.ts'
import type { PricingContext } from '../../ui/pricing.ts'
import { StockStatusLabel, STOCK_LABELS, stockOf } from '../../ui/stock.tsx'
import { imageUrl } from '../../ui/image.tsx'
import type { Choice } from './choice.ts'

type OptionsProps = {
  product: Product
  children: ReadonlyArray<Product>
  related: Record<string, { productId: number; name: string }>
  pricing: PricingContext
  /** The shopper's choice (from the URL's `b`) and how to change it. */
  choice: Choice
  onChoose: (next: Choice) => void
}

/** Swatch pictures load at the small thumbnail width (platform §9: 83). */
const SWATCH_WIDTH = productThumbnailWidth(true)

function Required({ required }: { required: boolean }) {
  return required ? <span className="option__required"> (required)</span> : null
}

function plusPrice(minor: number, pricing: PricingContext): string {
  return minor > 0 ? ` (+${formatMoney(minor, pricing)})` : ''
}

/** The option label of a configurable child: its colour (commerce §3 configurable children carry attributes.color). */
function colourOf(child: Product): string {
  return typeof child.attributes.color === 'string' ? child.attributes.color : child.name
}

/**
 * Configurable product: one radio swatch per child showing the child's own picture, colour and stock
 * (commerce §3 childrenIds). An out-of-stock child stays choosable (for notify-me) but is marked as such.
 */
function ConfigurableOptions({ children, choice, onChoose }: Pick<OptionsProps, 'children' | 'choice' | 'onChoose'>) {
  if (children.length === 0) return null
  const chosen = children.find((c) => c.productId === choice.childId)
  return (
    <fieldset className="option option--swatches">
      <legend>
        Color{chosen ? <span className="option__chosen">: {colourOf(chosen)}</span> : null}
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
                <span className="swatch__name">{colourOf(child)}</span>{' '}
                <span className={`swatch__stock stock--${stock.status}`}>{STOCK_LABELS[stock.status]}</span>
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

/** The price a bundle value adds, as the package total counts it (the API's child price or the fixed option price). */
function valuePrice(product: Product | undefined, value: Product['bundleOptions'][number]['values'][number], pricing: PricingContext): string {
  const unit = value.priceType === 'fixed' ? value.price : product?.pricing.final
  if (unit === undefined || unit <= 0) return ''
  return ` (+${formatMoney(unit * value.defaultQty, pricing)})`
}

/**
 * Bundle: each option with its values (name, what it adds to the package, stock); an included free
 * product is shown as 'Included free' (commerce §5). Choosing a value updates the package and the URL.
 */
function BundleOptions({ product, children, related, pricing, choice, onChoose }: OptionsProps) {
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
              option.values.map((value) => {
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
                      {valuePrice(child, value, pricing)}
                      {stock && stock.status !== 'inStock' ? <span className={`option__stock stock--${stock.status}`}> {STOCK_LABELS[stock.status]}</span> : null}
                    </label>
                  </div>
                )
              })
            )}
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
export function ProductOptions(props: OptionsProps) {
  const { product, children, pricing, choice, onChoose } = props
  return (
    <div className="product-options">
      {product.type === 'configurable' ? <ConfigurableOptions children={children} choice={choice} onChoose={onChoose} /> : null}
      {product.type === 'bundle' ? <BundleOptions {...props} /> : null}
      {product.type === 'giftcard' ? <GiftcardOptions product={product} pricing={pricing} /> : null}
      {product.type === 'grouped' ? <GroupedTable children={children} pricing={pricing} /> : null}
      <CustomOptions product={product} pricing={pricing} />
    </div>
  )
}
