// A bundle's package as the cart prices it (commerce §5), decided on the server so the product page
// shows what the cart will charge: what each option value adds, and the total of a choice.
import { bundleValueOfChoice, bundleValueUnitMinor } from '@ironhouse/domain'
import type { BundlePackage, Product, ProductPricing } from '@ironhouse/contracts'

type Value = Product['bundleOptions'][number]['values'][number]

/** A value's unit as the cart counts it: the option's fixed price, any other price type the child's own. */
function unitOf(value: Value, childPrice: number): number {
  return bundleValueUnitMinor({ priceType: value.priceType, priceMinor: value.price }, childPrice)
}

/** The bundle's values, each with what it adds to the package (`adds`) for the shopper the children were priced for. */
export function withValueAdds(product: Product, children: ReadonlyArray<Product>): Product {
  if (product.type !== 'bundle') return product
  const byId = new Map(children.map((child) => [child.productId, child]))
  return {
    ...product,
    bundleOptions: product.bundleOptions.map((option) => ({
      ...option,
      values: option.values.map((value) => {
        const child = byId.get(value.productId)
        return { ...value, adds: child ? unitOf(value, child.pricing.final) * value.defaultQty : null }
      }),
    })),
  }
}

/**
 * The package of a choice: for each option a shopper picks from, the value `bundleValueOfChoice` reads
 * from `ids` (the product page's choice, commerce §2 `b`: the value named, else the default, except an
 * optional option left at None once a choice is given); an empty optional option adds nothing.
 * Its pricing sums the chosen values as the cart does (unit price of the buy request): final and list
 * per value, and on the VAT-inclusive sites the excluding-VAT figures (none when a value is fixed-priced,
 * which has no such figure). A value whose child is not sold leaves the package unpriced.
 */
export function bundlePackageOf(product: Product, children: ReadonlyArray<Product>, ids: ReadonlyArray<number>): BundlePackage {
  const byId = new Map(children.map((child) => [child.productId, child]))
  const picked = product.bundleOptions
    .filter((option) => option.includedProductId === null)
    .flatMap((option) => {
      const value = bundleValueOfChoice(option, ids)
      return value ? [{ value, child: byId.get(value.productId) }] : []
    })
  const choice = picked.map(({ value }) => value.productId)
  if (picked.length === 0 || picked.some(({ child }) => child === undefined)) return { choice, pricing: null }
  const lines = picked.map(({ value, child }) => ({ value, child: child as Product }))
  const sum = (of: (line: (typeof lines)[number]) => number) => lines.reduce((total, line) => total + of(line) * line.value.defaultQty, 0)
  const final = sum(({ value, child }) => unitOf(value, child.pricing.final))
  const list = Math.max(final, sum(({ value, child }) => unitOf(value, child.pricing.list)))
  return { choice, pricing: { ...product.pricing, list, final, special: null, groupPrice: null, vat: packageVat(product, lines), hotDeal: false, quoted: false, earnedDiscount: 0 } }
}

function packageVat(product: Product, lines: ReadonlyArray<{ value: Value; child: Product }>): ProductPricing['vat'] {
  const vat = product.pricing.vat
  if (vat === null || lines.some(({ value, child }) => value.priceType === 'fixed' || child.pricing.vat === null)) return null
  const sum = (of: (v: NonNullable<ProductPricing['vat']>) => number) =>
    lines.reduce((total, { value, child }) => total + (child.pricing.vat ? of(child.pricing.vat) : 0) * value.defaultQty, 0)
  const finalExcludingVat = sum((v) => v.finalExcludingVat)
  return { ...vat, finalExcludingVat, listExcludingVat: Math.max(finalExcludingVat, sum((v) => v.listExcludingVat)) }
}
