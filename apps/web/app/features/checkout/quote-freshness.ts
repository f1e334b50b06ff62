// Commerce §4 Shipping state and Tax state, as the checkout follows them with the domain's reducers
// (reduceShippingState, reduceTaxState). The server's quote holds the rates and the tax of the address
// it was asked for (the checkout's order hash): it is the last answer of both. Once the shopper edits
// that address, shipping is no longer valid: notReady while the address is incomplete, else loadable
// (rates load when asked: "Update address"); tax needs valid shipping and an answer for this hash, so
// the quote's figures stop applying and the order cannot be placed with them.
import {
  INITIAL_SHIPPING_STATE,
  INITIAL_TAX_STATE,
  isAddressValid,
  isPickupSelection,
  reduceShippingState,
  reduceTaxState,
  type CountryAddressRule,
  type ShippingStatus,
} from '@ironhouse/domain'
import type { Address } from './checkout-client.ts'

/**
 * The checkout's order hash: the address fields the server prices an order with (where it ships, its
 * rates, its tax and VAT). Name, telephone and email change no figure, so editing them keeps the quote.
 */
export function orderHashOf(address: Address): string {
  const text = (value: string | undefined) => (value ?? '').trim()
  return JSON.stringify([
    text(address.countryId).toUpperCase(),
    text(address.region),
    text(address.postcode),
    text(address.city),
    address.street.map(text).filter((line) => line !== ''),
    text(address.vatNumber),
    text(address.eoriNumber),
  ])
}

export type QuoteFreshness = {
  /** Commerce §4 shipping state of the order as the form stands. */
  shipping: ShippingStatus
  /** The quote's rates, tax and totals are those of the address as the form stands. */
  figuresCurrent: boolean
}

/**
 * Commerce §4: whether the quote still applies to the address in the form. `quotedHash` is the hash of
 * the address the quote was made for (null before any quote); `country` the rule of the form's country.
 */
export function quoteFreshness(input: {
  quotedHash: string | null
  address: Address
  country: CountryAddressRule | undefined
  needsShipping: boolean
}): QuoteFreshness {
  const orderHash = orderHashOf(input.address)
  // the quote's rates are valid for the hash it was made for; another hash is an order change (no load asked)
  const shipping: ShippingStatus =
    input.quotedHash === orderHash
      ? 'valid'
      : reduceShippingState(INITIAL_SHIPPING_STATE, {
          type: 'orderChanged',
          orderHash,
          hasItems: true,
          isVirtual: !input.needsShipping,
          addressValid: isAddressValid(input.address, input.country),
          loadNow: false,
        }).status
  // the quote is the last tax answer (valid, for its hash): it applies while shipping is valid and the hash is its own
  const lastAnswer = input.quotedHash === null ? INITIAL_TAX_STATE : { ...INITIAL_TAX_STATE, status: 'valid' as const, lastResponseHash: input.quotedHash, lastOutcome: 'valid' as const }
  const tax = reduceTaxState(lastAnswer, { type: 'evaluate', orderType: 'order', shippingValid: shipping === 'valid', orderHash, forceRefresh: false })
  return { shipping, figuresCurrent: tax.status === 'valid' }
}

/**
 * Commerce §4: the rates the next quote keeps. A changed address (shipping loadable or notReady) clears
 * the chosen rates unless pickup is chosen; the server then offers each package's first rate.
 */
export function ratesToKeep<R extends { shippingCode: string }>(freshness: QuoteFreshness, chosen: ReadonlyArray<R>): Array<R> {
  if (freshness.shipping === 'valid' || isPickupSelection(chosen)) return [...chosen]
  return []
}
