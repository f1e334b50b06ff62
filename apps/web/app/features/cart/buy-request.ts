import { toMinor } from '@ironhouse/domain'
import type { BuyRequest, ListItem, Product } from '@ironhouse/contracts'

/** The form fields the product page's add-to-cart form carries (names from product-options.tsx). */
export type FormFields = { get(name: string): FormDataEntryValue | null; getAll(name: string): Array<FormDataEntryValue> }

function text(form: FormFields, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

function wholeNumber(value: string): number | null {
  return /^\d{1,6}$/.test(value) ? Number(value) : null
}

/** Every form name that starts with `prefix[` and ends with `]`, with its inner key. */
function keyed(names: Iterable<string>, prefix: string): Array<[string, string]> {
  const out: Array<[string, string]> = []
  for (const name of names) {
    const match = new RegExp(`^${prefix}\\[([^\\]]+)\\](\\[\\])?$`).exec(name)
    if (match?.[1]) out.push([name, match[1]])
  }
  return out
}

export type BuildResult = { ok: true; items: Array<BuyRequest> } | { ok: false; message: string }

/**
 * The buy request(s) of the product form (commerce §3 cart item): the configurable child, the bundle's
 * chosen children (and its free product at qty 1, price 0), the gift card amount and parties, the
 * custom options, or a grouped product's children with their quantities. The server validates it
 * again with the spec's messages; this only shapes what the shopper chose.
 */
export function buildBuyRequests(product: Product, form: FormFields, names: Iterable<string>): BuildResult {
  const fieldNames = [...names]
  const qty = wholeNumber(text(form, 'qty') || '1')
  if (product.type !== 'grouped' && (qty === null || qty < 1)) return { ok: false, message: 'Please enter a quantity of at least 1' }
  const options: Record<string, string | Array<string>> = {}
  for (const [name, id] of keyed(fieldNames, 'options')) {
    if (name.endsWith('[]')) {
      const values = form.getAll(name).filter((v): v is string => typeof v === 'string' && v !== '')
      if (values.length > 0) options[id] = values
    } else {
      const value = text(form, name)
      if (value !== '') options[id] = value
    }
  }
  const base: BuyRequest = { productId: product.productId, qty: qty ?? 1, ...(Object.keys(options).length > 0 ? { options } : {}) }
  switch (product.type) {
    case 'configurable': {
      const childId = wholeNumber(text(form, 'childId'))
      if (childId === null) return { ok: false, message: 'Please choose a colour' }
      return { ok: true, items: [{ ...base, children: [{ productId: childId, qty: 1 }] }] }
    }
    case 'bundle': {
      const children: NonNullable<BuyRequest['children']> = []
      for (const option of product.bundleOptions) {
        if (option.includedProductId !== null) {
          children.push({ productId: option.includedProductId, qty: 1, price: 0, metadata: { freeBundleOptionId: option.id } })
          continue
        }
        const chosen = wholeNumber(text(form, `bundle[${option.id}]`))
        if (chosen === null) {
          if (option.isRequired) return { ok: false, message: `Please choose ${option.title}` }
          continue
        }
        const value = option.values.find((v) => v.productId === chosen)
        children.push({ productId: chosen, qty: value?.defaultQty ?? 1, metadata: { bundleOptionId: option.id } })
      }
      return { ok: true, items: [{ ...base, children }] }
    }
    case 'giftcard': {
      const custom = text(form, 'giftcard[customAmount]')
      const amount = wholeNumber(text(form, 'giftcard[amount]'))
      const customMinor = custom === '' ? null : Number.isFinite(Number(custom)) ? toMinor(Number(custom)) : Number.NaN
      if (customMinor !== null && !Number.isFinite(customMinor)) return { ok: false, message: 'Please enter an amount' }
      const delivery = text(form, 'giftcard[delivery]')
      const giftcard = {
        ...(customMinor !== null ? { customAmount: customMinor } : { amount }),
        delivery: delivery === 'mail' ? ('mail' as const) : ('email' as const),
        recipientName: text(form, 'giftcard[recipientName]'),
        recipientEmail: text(form, 'giftcard[recipientEmail]') || undefined,
        senderName: text(form, 'giftcard[senderName]'),
        senderEmail: text(form, 'giftcard[senderEmail]') || undefined,
        message: text(form, 'giftcard[message]') || undefined,
      }
      return { ok: true, items: [{ ...base, metadata: { giftcard: JSON.parse(JSON.stringify(giftcard)) as typeof giftcard } }] }
    }
    case 'grouped': {
      const children = keyed(fieldNames, 'qty')
        .map(([name, id]) => ({ productId: Number(id), qty: wholeNumber(text(form, name)) ?? 0 }))
        .filter((c) => c.qty > 0)
      if (children.length === 0) return { ok: false, message: 'Please enter a quantity for at least one product' }
      return { ok: true, items: [{ productId: product.productId, qty: 1, type: 'group', children }] }
    }
    default:
      return { ok: true, items: [base] }
  }
}

/**
 * A list line as the buy request that makes it again: its product, options and a bundle's children, at
 * `qty` (the line's own unless told). Buying from a shared wishlist or a registry, and a cart line kept
 * across a sign-in, are made this way.
 */
export function buyRequestOfLine(line: Pick<ListItem, 'productId' | 'qty' | 'options' | 'children'>, qty = line.qty): BuyRequest {
  return {
    productId: line.productId,
    qty,
    ...(Object.keys(line.options).length > 0 ? { options: line.options as BuyRequest['options'] } : {}),
    ...(line.children.length > 0 ? { children: line.children.map((child) => ({ productId: child.productId, qty: child.qty })) } : {}),
  }
}
