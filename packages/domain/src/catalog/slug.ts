/**
 * The slug of a name in a path: the brand pages' (shell §2 /{brand}-catalog, /{brand}-equipped-gyms)
 * and a product's URL key (/{name}). The name lower-cased, '&' read as 'and', apostrophes and dots
 * dropped, every other run of characters outside a–z and 0–9 one dash, none at either end.
 * 'Concept 2' → 'concept-2', "Bob's Bars & Plates Co." → 'bobs-bars-and-plates-co'.
 */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
