/** Commerce §3 Shipping rate. `rate` is in minor units (cents). */
export type ShippingRate = {
  shippingCode: string
  rate: number | null
  label?: string
  carrier: string
  packageNumber?: number
  transactionId?: string
  selected?: boolean
}

/** A rate as it may arrive from the rate service, before acceptance. */
export type IncomingShippingRate = {
  shippingCode?: string | null
  rate?: number | null
  label?: string
  carrier?: string | null
  packageNumber?: number
  transactionId?: string
  selected?: boolean
}

/** Commerce §5: a rate is accepted only with a shippingCode, a non-null rate and a carrier. */
export function isAcceptableShippingRate(rate: IncomingShippingRate): rate is IncomingShippingRate & ShippingRate & { rate: number } {
  return (
    typeof rate.shippingCode === 'string' &&
    rate.shippingCode.length > 0 &&
    typeof rate.rate === 'number' &&
    Number.isFinite(rate.rate) &&
    typeof rate.carrier === 'string' &&
    rate.carrier.length > 0
  )
}

/** Commerce §5: keeps the acceptable rates, in order. */
export function acceptShippingRates(rates: ReadonlyArray<IncomingShippingRate>): Array<ShippingRate> {
  return rates.filter(isAcceptableShippingRate)
}

/** Commerce §8: the message when rates are requested without an address. */
export const NO_SHIPPING_ADDRESS_MESSAGE = 'No shipping address provided'

/** Commerce §5: a shipping address is required to request rates. */
export function canRequestShippingRates(shippingAddress: object | null | undefined): boolean {
  return shippingAddress !== null && shippingAddress !== undefined
}
