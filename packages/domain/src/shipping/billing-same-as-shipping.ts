import type { AddressFields } from '../forms/address.ts'

function norm(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase()
}

function streetKey(street: ReadonlyArray<string> | null | undefined): string {
  return (street ?? []).map(norm).filter((line) => line.length > 0).join('\n')
}

/**
 * Two addresses match when name, telephone, street lines, city, postcode, region and country are
 * the same, ignoring case, surrounding spaces and empty street lines. Email is not compared: a
 * billing address may carry none.
 */
export function addressesMatch(a: AddressFields, b: AddressFields): boolean {
  const fields = ['firstname', 'lastname', 'telephone', 'city', 'postcode', 'region', 'countryId'] as const
  return fields.every((field) => norm(a[field]) === norm(b[field])) && streetKey(a.street) === streetKey(b.street)
}

/**
 * Commerce §4 Billing and pickup: billing uses the shipping address only when shipping needs an
 * address and the two addresses match; pickup turns billing-same-as-shipping off.
 */
export function billingSameAsShipping(input: {
  shippingNeedsAddress: boolean
  isPickup: boolean
  shippingAddress: AddressFields | null | undefined
  billingAddress: AddressFields | null | undefined
}): boolean {
  if (input.isPickup || !input.shippingNeedsAddress) return false
  if (!input.shippingAddress || !input.billingAddress) return false
  return addressesMatch(input.shippingAddress, input.billingAddress)
}
