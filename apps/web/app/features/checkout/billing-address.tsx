// The billing address on the payment step (commerce §4 "Billing and pickup", §5 billing validity): the
// shipping address, ticked by default, or one of its own. The rulebook decides when the two may be one:
// only when the order ships to an address and the shopper did not choose pickup (billingSameAsShipping);
// a customer whose default billing address differs from the shipping address starts with it filled in.
import { billingSameAsShipping, isBillingAddressValid, isPickupSelection, type FormFieldRules } from '@ironhouse/domain'
import { useEffect, useEffectEvent, useState } from 'react'
import type { BrowserApiClient } from '../../platform/api-client.ts'
import { FormField } from '../../ui/form-field.tsx'
import { useForm, type FormApi } from '../../ui/use-form.ts'
import { useCountryRegions, type CountryOption, type RegionOption } from '../account/geo.ts'
import { AddressPlaceFields, regionRules } from './region-field.tsx'
import type { Address, SavedAddress } from './checkout-client.ts'
import { namePlaceValues, streetLines } from './save-address.ts'
import { countryOptions } from '../../ui/address-lines.tsx'

const text = (label: string, maxLength = 100): FormFieldRules => ({ type: 'text', label, required: true, maxLength })

/**
 * Commerce §5 asks a billing address for a first name, a street line, a city, a region and a country;
 * the form also asks the last name and postcode a card's address check compares (docs/storefront.md).
 */
const BILLING_FIELDS = {
  firstname: text('First name'),
  lastname: text('Last name'),
  street: text('Street address', 200),
  apartment: { type: 'text', label: 'Apartment, suite, unit (optional)', required: false, maxLength: 100 } satisfies FormFieldRules,
  city: text('City'),
  postcode: text('Postcode', 20),
}
const REGION_LABEL = 'State / region'

/** The form's fields: the ones above, and the region, whose rules follow the chosen country (useBilling). */
type BillingField = keyof typeof BILLING_FIELDS | 'region'

export type Billing = {
  form: FormApi<BillingField>
  /** The shopper's "same as shipping" choice (it applies only where the order allows it). */
  same: boolean
  setSame: (same: boolean) => void
  countryId: string
  setCountryId: (countryId: string) => void
  /** Fills the form from the customer's address book: their default billing address, when it is not the shipping one. */
  fromBook: (book: ReadonlyArray<SavedAddress>, shipping: SavedAddress | undefined) => void
  /** What the order saved locally keeps (commerce §4): the billing address when it is its own. */
  saved: () => { countryId: string; address: Record<string, string> } | undefined
  restore: (saved: { countryId: string; address: Record<string, string> } | undefined) => void
  /** The countries a billing address may be in, and the regions of the chosen one. */
  countries: ReadonlyArray<CountryOption>
  regions: ReadonlyArray<RegionOption>
}

export function useBilling(api: BrowserApiClient, siteCode: string, defaultCountry: string): Billing {
  const [same, setSame] = useState(true)
  const [countryId, setCountryId] = useState(defaultCountry)
  const place = useCountryRegions(api, countryId, siteCode)
  // commerce §5: a billing address needs a region, whatever its country; from the country's list when it has one
  const form = useForm({ ...BILLING_FIELDS, region: { ...regionRules(REGION_LABEL, place.country, place.regions), required: true } })
  const reset = form.reset
  const fromBook = (book: ReadonlyArray<SavedAddress>, shipping: SavedAddress | undefined) => {
    const billing = book.find((entry) => entry.isDefaultBilling)
    if (!billing || !shipping) return
    const sameAddress = billingSameAsShipping({ shippingNeedsAddress: true, isPickup: false, shippingAddress: fieldsOf(shipping), billingAddress: fieldsOf(billing) })
    if (sameAddress) return
    setSame(false)
    reset(namePlaceValues(billing))
    if (billing.countryId) setCountryId(billing.countryId.toUpperCase())
  }
  const saved = () => (same ? undefined : { countryId, address: { ...form.values } })
  const restore = (local: { countryId: string; address: Record<string, string> } | undefined) => {
    if (!local) return
    setSame(false)
    reset(local.address)
    setCountryId(local.countryId)
  }
  return { form, same, setSame, countryId, setCountryId, fromBook, saved, restore, countries: place.countries, regions: place.regions }
}

function fieldsOf(entry: SavedAddress) {
  return {
    firstname: entry.firstname ?? '',
    lastname: entry.lastname ?? '',
    telephone: entry.telephone ?? '',
    street: (entry.street ?? []).filter(Boolean),
    city: entry.city ?? '',
    region: entry.region ?? '',
    postcode: entry.postcode ?? '',
    countryId: entry.countryId ?? '',
  }
}

/**
 * Why the billing address must be one of its own, or null when the shipping address may be it: the
 * order ships to an address, not to a pickup counter, and that address is a complete billing address
 * (commerce §5: a billing address has a region whatever its country, and a shipping address in a
 * country without regions, the UK or Ireland say, may have none).
 */
export type OwnBillingReason = 'pickup' | 'nothingShips' | 'noRegion'

export function ownBillingReason(order: { needsShipping: boolean; shipping: ReadonlyArray<{ shippingCode: string }> }, shipping: Address): OwnBillingReason | null {
  if (!order.needsShipping) return 'nothingShips'
  if (isPickupSelection(order.shipping)) return 'pickup'
  return isBillingAddressValid(shipping) ? null : 'noRegion'
}

const OWN_BILLING_NOTICE: Record<OwnBillingReason, string> = {
  pickup: 'Orders picked up in store need the billing address of your payment.',
  nothingShips: 'Nothing in this order ships: please give the billing address of your payment.',
  noRegion: 'Your billing address needs a state, county or region: please add it below.',
}

/**
 * The billing address the order is placed with: the shipping address when the shopper kept them the
 * same and the order allows it; else the form's, once it is complete (null after focusing the first
 * missing field).
 */
export function billingAddressFor(billing: Billing, mayBeShipping: boolean, shipping: Address): Address | null {
  if (mayBeShipping && billing.same) return shipping
  const values = billing.form.validate()
  if (!values) return null
  const address: Address = {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    telephone: shipping.telephone,
    email: shipping.email,
    street: streetLines(values.street, values.apartment),
    city: values.city.trim(),
    region: values.region.trim(),
    postcode: values.postcode.trim(),
    countryId: billing.countryId,
  }
  return isBillingAddressValid(address) ? address : null
}

type Props = {
  billing: Billing
  /** Why the order needs a billing address of its own (ownBillingReason), or null when it may be the shipping address. */
  ownReason: OwnBillingReason | null
  /** The shipping address as entered: the form starts from it when billing becomes its own. */
  shipping: Address
}

export function BillingAddress({ billing, ownReason, shipping }: Props) {
  const mayBeShipping = ownReason === null
  const { form, same, setSame, countryId, setCountryId, countries, regions } = billing
  const ownAddress = !mayBeShipping || !same
  // an order that cannot use the shipping address for billing (pickup, nothing ships, no region) opens
  // the form with the address the shopper entered, theirs, to confirm, complete or change
  const startFromShipping = useEffectEvent(() => {
    if (!Object.values(form.values).every((value) => value === '')) return
    form.reset(namePlaceValues(shipping))
    setCountryId(shipping.countryId)
  })
  useEffect(() => {
    if (!mayBeShipping) startFromShipping()
  }, [mayBeShipping])
  return (
    <fieldset className="checkout__billing">
      <legend>Billing address</legend>
      {ownReason === null ? (
        <div className="checkout__choice">
          <input type="checkbox" id="checkout-billing-same" checked={same} onChange={(event) => setSame(event.target.checked)} />
          <label htmlFor="checkout-billing-same">My billing address is my shipping address</label>
        </div>
      ) : (
        <p className="notice">{OWN_BILLING_NOTICE[ownReason]}</p>
      )}
      {ownAddress ? (
        <div className="checkout__billing-fields">
          <div className="checkout__row">
            <FormField {...form.field('firstname')} label="First name" autoComplete="billing given-name" />
            <FormField {...form.field('lastname')} label="Last name" autoComplete="billing family-name" />
          </div>
          <AddressPlaceFields
            field={form.field}
            regions={regions}
            countries={countryOptions(countries.map((country) => country.alpha2))}
            countryId={countryId}
            onCountry={setCountryId}
            countryInputId="checkout-billing-country"
            section="billing"
          />
        </div>
      ) : null}
    </fieldset>
  )
}
