/**
 * The unit price a chosen bundle value adds (commerce §5): a value priced `fixed` adds its option price,
 * any other price type the child's own price. The cart's unit price (unit-price.ts) and the product
 * page's package total both read it, so the page shows what the cart will charge.
 */
export function bundleValueUnitMinor(value: { priceType: string; priceMinor: number }, childPriceMinor: number): number {
  return value.priceType === 'fixed' ? value.priceMinor : childPriceMinor
}
