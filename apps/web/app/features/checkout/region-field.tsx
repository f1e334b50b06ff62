// The state or region of a checkout address: a list for a country the store has regions of (US states,
// Canadian provinces, Australian states), a text box elsewhere; required where the country requires
// one (commerce §5). The list's value is the region's code, the one rates and tax read; a name already
// in the form (an address book entry keeps "Ohio") shows as its region.
import { useId } from 'react'
import { findRegion, type FormFieldRules } from '@ironhouse/domain'
import { FormField } from '../../ui/form-field.tsx'
import { CountrySelect } from '../../ui/country-select.tsx'
import type { FieldBinding } from '../../ui/use-form.ts'
import type { RegionOption } from '../account/geo.ts'

export const REGION_CHOICE_MESSAGE = 'Please choose a state or region from the list'

/** The rules of the region field for a country: required where it requires one, and a name from its list when it has one. */
export function regionRules(label: string, country: { requireRegion: boolean } | undefined, regions: ReadonlyArray<RegionOption>): FormFieldRules {
  return {
    type: 'text',
    label,
    required: country?.requireRegion ?? false,
    maxLength: 100,
    validate: (value) => (regions.length > 0 && value.trim() !== '' && !findRegion(regions, { text: value }) ? REGION_CHOICE_MESSAGE : null),
  }
}

export function RegionField({ field: binding, label, regions, autoComplete }: { field: FieldBinding; label: string; regions: ReadonlyArray<RegionOption>; autoComplete: string }) {
  const id = useId()
  // the ref callback apart from the values read while rendering (the form hook focuses the list on a missing state)
  const { inputRef, ...field } = binding
  if (regions.length === 0) return <FormField {...field} inputRef={inputRef} label={label} autoComplete={autoComplete} />
  const chosen = findRegion(regions, { text: field.value })
  return (
    <div className="form-field" data-invalid={field.error ? 'true' : undefined}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {field.rules.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        ref={inputRef}
        id={id}
        name={field.name}
        className="form-select"
        value={chosen?.code ?? ''}
        autoComplete={autoComplete}
        required={Boolean(field.rules.required)}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${id}-error` : undefined}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      >
        <option value="">Choose…</option>
        {regions.map((region) => (
          <option key={region.id} value={region.code}>
            {region.name}
          </option>
        ))}
      </select>
      {field.error ? (
        <p id={`${id}-error`} className="form-field__error">
          {field.error}
        </p>
      ) : null}
    </div>
  )
}

type PlaceField = 'street' | 'apartment' | 'city' | 'region' | 'postcode'

/**
 * Where an address is: street, apartment, city, state or region, postcode and country, as the shipping address
 * and the billing address ask them. `section` is the autocomplete section ('billing' for the card's
 * address); choosing another country empties the region (another country's states are not its own).
 */
export function AddressPlaceFields({
  field,
  regions,
  countries,
  countryId,
  onCountry,
  countryInputId,
  section,
}: {
  field: (name: PlaceField) => FieldBinding
  regions: ReadonlyArray<RegionOption>
  countries: ReadonlyArray<{ code: string; name: string }>
  countryId: string
  onCountry: (countryId: string) => void
  countryInputId: string
  section?: 'billing'
}) {
  const auto = (token: string) => (section ? `${section} ${token}` : token)
  return (
    <>
      <FormField {...field('street')} label="Street address" autoComplete={auto('address-line1')} />
      <FormField {...field('apartment')} label="Apartment, suite, unit (optional)" autoComplete={auto('address-line2')} />
      <div className="checkout__row">
        <FormField {...field('city')} label="City" autoComplete={auto('address-level2')} />
        <RegionField field={field('region')} label="State / region" regions={regions} autoComplete={auto('address-level1')} />
        <FormField {...field('postcode')} label="Postcode" autoComplete={auto('postal-code')} />
      </div>
      <CountrySelect
        id={countryInputId}
        countries={countries}
        value={countryId}
        autoComplete={auto('country')}
        onChange={(code) => {
          onCountry(code)
          field('region').onChange('')
        }}
      />
    </>
  )
}
