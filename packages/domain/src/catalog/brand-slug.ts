/**
 * The slug of a brand in its page paths (shell §2 /{brand}-catalog, /{brand}-equipped-gyms): the
 * brand's name lower-cased, '&' read as 'and', apostrophes and dots dropped, every other run of
 * characters outside a–z and 0–9 one dash. 'Concept 2' → 'concept-2', 'Kilo Forge' → 'kilo-forge'.
 */
export function brandSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The brand of a path slug among the brands the catalogue carries, or undefined for none. */
export function brandOfSlug<B extends { name: string }>(brands: ReadonlyArray<B>, slug: string): B | undefined {
  const wanted = slug.toLowerCase()
  return brands.find((brand) => brandSlug(brand.name) === wanted)
}
