// A gift card's amount (commerce §5): loaded only for products of that type (product-options.tsx).
import { fromMinor } from '@ironhouse/domain'
import { formatMoney } from '../../ui/pricing.ts'
import { Required, type OptionsProps } from './option-parts.tsx'

const majorUnits = (minor: number) => fromMinor(minor).toFixed(2)

/** Gift card: fixed amounts as radio buttons, and an open amount within min and max when allowed (commerce §5). */
export function GiftcardOptions({ product, pricing }: Pick<OptionsProps, 'product' | 'pricing'>) {
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
