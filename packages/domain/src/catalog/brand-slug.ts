import { slugOf } from './slug.ts'

/**
 * The brand of a path slug among the brands the catalogue carries, or undefined for none: the brand
 * whose name's slug (slugOf, shell §2 /{brand}-catalog, /{brand}-equipped-gyms) it is, whatever its case.
 */
export function brandOfSlug<B extends { name: string }>(brands: ReadonlyArray<B>, slug: string): B | undefined {
  const wanted = slug.toLowerCase()
  return brands.find((brand) => slugOf(brand.name) === wanted)
}
