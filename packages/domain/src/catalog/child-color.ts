/**
 * The colour of a configurable product's child (commerce §3: the children carry `attributes.color`):
 * its text when it is a string with something in it, else none. Swatches, the product page's options,
 * the cart's option labels and the search records all read a child's colour through this one rule, so a
 * child with an empty or missing colour is named the same way everywhere (by its own name, where a label
 * is needed).
 */
export function childColorOf(attributes: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const color = attributes?.color
  if (typeof color !== 'string') return undefined
  const text = color.trim()
  return text === '' ? undefined : text
}

/** How a configurable child is named where its colour is shown (swatches, the product page's options): its colour, else its own name. */
export function childColorLabelOf(child: { readonly attributes?: Readonly<Record<string, unknown>>; readonly name: string }): string {
  return childColorOf(child.attributes) ?? child.name
}
