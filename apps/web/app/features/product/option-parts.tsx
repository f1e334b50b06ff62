// What the option views of every product type share (product-options.tsx and its lazy views).
import type { Choice } from './choice.ts'
import type { ProductPageData } from './load-product.server.ts'

/** A product page's data that an option view reads, and the shopper's choice (from the URL's `b`) with how to change it. */
export type OptionsProps = Pick<ProductPageData, 'product' | 'children' | 'related' | 'pricing'> & {
  choice: Choice
  onChoose: (next: Choice) => void
}

export function Required({ required }: { required: boolean }) {
  return required ? <span className="option__required"> (required)</span> : null
}
