import { err, ok } from '../result.ts'
import type { Result } from '../result.ts'
import { catalogErrors } from './errors.ts'
import type { CatalogError } from './errors.ts'
import type { BundleOption, BundleOptionValue, BuyRequestChild, CatalogProduct } from './types.ts'

/** A chosen bundle child with its option and, unless it is the free product, its option value. */
export type ChosenBundleChild =
  | { kind: 'paid'; child: BuyRequestChild; option: BundleOption; value: BundleOptionValue }
  | { kind: 'free'; child: BuyRequestChild; option: BundleOption }

/**
 * Bundle rules (commerce §5): a child must be a value of its option; each required option needs a child
 * with qty above zero; an option with an included free product needs that product with qty exactly 1;
 * free products must price at 0 and be qty 1.
 */
export function validateBundleChildren(
  children: ReadonlyArray<BuyRequestChild> | undefined,
  product: CatalogProduct,
): Result<Array<ChosenBundleChild>, CatalogError> {
  const options = product.bundleOptions ?? []
  const chosen: Array<ChosenBundleChild> = []
  for (const child of children ?? []) {
    const freeOptionId = child.metadata?.freeBundleOptionId
    if (freeOptionId !== undefined) {
      const option = options.find((o) => o.id === freeOptionId)
      if (!option) return err(catalogErrors.bundleChildUnknown(child.productId))
      const correct =
        typeof option.includedProductId === 'number' &&
        child.productId === option.includedProductId &&
        child.qty === 1 &&
        (child.priceMinor === undefined || child.priceMinor === 0)
      if (!correct) return err(catalogErrors.freeProductIncorrect(child.productId))
      chosen.push({ kind: 'free', child, option })
      continue
    }
    const option = options.find((o) => o.id === child.metadata?.bundleOptionId)
    if (!option) return err(catalogErrors.bundleChildUnknown(child.productId))
    const value = option.values.find((v) => v.productId === child.productId)
    if (!value || !Number.isInteger(child.qty) || child.qty < 0) {
      return err(catalogErrors.bundleChildInvalid(child.productId))
    }
    chosen.push({ kind: 'paid', child, option, value })
  }
  for (const option of options) {
    if (option.isRequired && !chosen.some((c) => c.option.id === option.id && c.child.qty > 0)) {
      return err(catalogErrors.bundleOptionMissing(option.id))
    }
  }
  for (const option of options) {
    if (typeof option.includedProductId === 'number' && !chosen.some((c) => c.kind === 'free' && c.option.id === option.id)) {
      return err(catalogErrors.freeProductMissing(option.id))
    }
  }
  return ok(chosen)
}
