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

/**
 * The `b` of a bundle choice in which no option has a value (every option optional and each left at
 * None): no product has id 0, so it reads as a choice given that names nothing, not as no choice.
 */
export const EMPTY_BUNDLE_CHOICE = '0'

/** A bundle option as far as a choice goes (commerce §5 Bundle option: isRequired, values). */
type ChoosableOption<V> = { isRequired: boolean; values: ReadonlyArray<V> }

/**
 * The value a choice (`ids`, read from `b`) picks for a bundle option a shopper picks from: its value
 * named in `ids`; else, with no choice at all (a page opened without `b`), its default value; else, with
 * a choice given, the default only for a required option (it needs a child, commerce §5), and nothing for
 * an optional one, which the shopper left at None. Null when the option has no value.
 */
export function bundleValueOfChoice<V extends { productId: number; isDefault: boolean }>(option: ChoosableOption<V>, ids: ReadonlyArray<number>): V | null {
  const named = option.values.find((value) => ids.includes(value.productId))
  if (named) return named
  if (ids.length > 0 && !option.isRequired) return null
  return option.values.find((value) => value.isDefault) ?? null
}
