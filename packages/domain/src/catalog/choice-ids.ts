/** At most this many ids are read from a choice (`b`): a bundle has a handful of options; longer values are ignored. */
const MAX_CHOSEN = 20

/**
 * Commerce §2: the ids of a product page's choice `b` (the chosen child ids joined by dashes); anything
 * else, or too many, reads as no choice. The product page and the server's bundle package read it alike.
 */
export function parseChoiceIds(value: string | null | undefined): Array<number> {
  if (!value || !/^\d{1,9}(?:-\d{1,9})*$/.test(value)) return []
  const ids = value.split('-').map(Number)
  return ids.length > MAX_CHOSEN ? [] : ids
}
