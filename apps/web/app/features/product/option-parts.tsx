// What the option views of every product type share (product-options.tsx and its lazy views).
import type { Product } from '@ironhouse/contracts'
import type { PricingContext } from '../../ui/pricing.ts'
import type { Choice } from './choice.ts'

export type OptionsProps = {
  product: Product
  children: ReadonlyArray<Product>
  related: Record<string, { productId: number; name: string }>
  pricing: PricingContext
  /** The shopper's choice (from the URL's `b`) and how to change it. */
  choice: Choice
  onChoose: (next: Choice) => void
}

export function Required({ required }: { required: boolean }) {
  return required ? <span className="option__required"> (required)</span> : null
}
