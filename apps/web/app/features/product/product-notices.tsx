// Notices of the product page that only some products show (product-page.tsx renders them as lazy views,
// so the browser fetches this module on those products' pages only): hundo pricing tiers, and a
// program's subscription interval and free trial.
import type { Product } from '@ironhouse/contracts'
import { isAttributeFlagOn } from '@ironhouse/domain'
import { formatMoney } from '../../ui/pricing.ts'
import type { PricingContext } from '../../ui/pricing.ts'

export function HundoNotice({ product, pricing }: { product: Product; pricing: PricingContext }) {
  const tiers = [...product.hundoPricing].sort((a, b) => a.ruleWeight - b.ruleWeight)
  return (
    <div className="notice notice--hundo">
      <p className="notice__title">Hundo pricing</p>
      <ul>
        {tiers.map((tier) => (
          <li key={tier.ruleWeight}>
            Hundo pricing: save {formatMoney(tier.discountPerLb, pricing)} per lb over {tier.ruleWeight} lb
          </li>
        ))}
      </ul>
    </div>
  )
}

export function ProgramDetails({ product }: { product: Product }) {
  const interval = product.attributes.subscription_interval
  return (
    <ul className="program">
      {typeof interval === 'string' && interval !== '' ? <li>Subscription: billed every {interval.toLowerCase()}</li> : null}
      {isAttributeFlagOn(product.attributes.is_trial) ? <li className="program__trial">Free trial</li> : null}
    </ul>
  )
}
