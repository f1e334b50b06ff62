// The address form (shell §3 Address, §5; commerce §5 rules from packages/domain): the country
// defaults to the site's and the contact prefills from the customer; regions appear only for a country
// that requires one (or APO); the problems show by field, from the domain before sending and from the
// server's answer after.
import type { Address, Customer } from '@ironhouse/contracts'
import { addressFormDefaults, addressPayload, addressProblemFields, addressProblems, findCountryRule, type AddressFormValues } from '@ironhouse/domain'
import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import { ApiError } from '../../platform/api-error.ts'
import type { BrowserApiClient } from '../../platform/api-client.ts'
import { FormField } from '../../ui/form-field.tsx'
import { countryOptions } from '../../ui/address-lines.tsx'
import { CountrySelect } from '../../ui/country-select.tsx'
import { useCountryRegions } from './geo.ts'

type TextField = 'firstname' | 'lastname' | 'company' | 'telephone' | 'email' | 'street' | 'apartment' | 'city' | 'postcode' | 'vatNumber' | 'region'

const TEXT_FIELDS: ReadonlyArray<[TextField, string, string, number, boolean]> = [
  ['firstname', 'First Name', 'given-name', 100, true],
  ['lastname', 'Last Name', 'family-name', 100, true],
  ['company', 'Company (optional)', 'organization', 100, false],
  ['telephone', 'Telephone', 'tel', 40, true],
  ['email', 'Email', 'email', 320, true],
  ['street', 'Street Address', 'address-line1', 200, true],
  ['apartment', 'Apartment, suite, unit (optional)', 'address-line2', 100, false],
  ['city', 'City', 'address-level2', 100, true],
]

/** The form values of a saved address (vatId is the form's vatNumber, shell §3). */
export function formValuesOf(address: Address): Partial<AddressFormValues> {
  const { _id: _ignored, vatId, regionId, street, ...rest } = address
  return { ...rest, street: street.length > 0 ? street : [''], vatNumber: vatId, regionId: regionId === null ? '' : String(regionId) }
}

type Props = {
  api: BrowserApiClient
  siteCode: string
  siteDefaultCountry: string
  customer: Customer
  /** The address being edited, or null for a new one. */
  editing: Address | null
  onSaved: (address: Address) => void
  onCancel: () => void
}

export function AddressForm({ api, siteCode, siteDefaultCountry, customer, editing, onSaved, onCancel }: Props) {
  const [values, setValues] = useState<AddressFormValues>(() => addressFormDefaults(siteDefaultCountry, customer, editing ? formValuesOf(editing) : null))
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const { countries, country, regions } = useCountryRegions(api, values.countryId, siteCode)
  const regionId = useId()

  const problems = addressProblems({ ...values, street: values.street }, findCountryRule(countries, values.countryId))
  const localErrors = addressProblemFields(problems)
  const errorOf = (field: string): string | null => (submitted ? (localErrors[field] ?? serverErrors[field] ?? null) : (serverErrors[field] ?? null))
  const set = (field: keyof AddressFormValues, value: string | boolean | Array<string>) => {
    setValues((v) => ({ ...v, [field]: value }))
    setServerErrors((e) => {
      const { [field === 'vatNumber' ? 'vatId' : field]: _cleared, ...rest } = e
      return rest
    })
  }
  const textValue = (field: TextField): string => (field === 'street' ? (values.street[0] ?? '') : values[field])

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    setAlert(null)
    if (problems.length > 0 || sending) {
      const first = Object.keys(localErrors)[0]
      if (first) document.querySelector<HTMLElement>(`[data-address-field="${first}"] input, [data-address-field="${first}"] select`)?.focus()
      return
    }
    setSending(true)
    const { regionId: chosenRegion, ...rest } = values
    const body = addressPayload({ ...rest, countryId: values.countryId.toUpperCase(), regionId: chosenRegion === '' ? null : Number(chosenRegion) })
    try {
      const answer = editing
        ? await api.patch<{ address: Address }>(`/svc_customer/customer/address/${editing._id}`, body)
        : await api.post<{ address: Address }>('/svc_customer/customer/address', body)
      onSaved(answer.address)
    } catch (error) {
      const fields = error instanceof ApiError && error.details && typeof error.details === 'object' ? (error.details as { fields?: Record<string, string> }).fields : undefined
      setServerErrors(fields ?? {})
      setAlert(error instanceof ApiError && error.status < 500 ? error.message : 'We could not save your address. Please try again.')
    } finally {
      setSending(false)
    }
  }

  return (
    <form method="post" className="account-form address-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={editing ? 'Edit address' : 'New address'}>
      <h2>{editing ? 'Edit address' : 'Add a new address'}</h2>
      {alert ? (
        <div role="alert" className="notice notice--error">
          {alert}
        </div>
      ) : null}
      <div className="account-form__row">
        {TEXT_FIELDS.slice(0, 2).map(([field, label, autoComplete, maxLength, required]) => (
          <div key={field} data-address-field={field}>
            <FormField name={field} label={label} autoComplete={autoComplete} value={textValue(field)} error={errorOf(field)} rules={{ maxLength, required }} onChange={(v) => set(field, v)} onBlur={() => undefined} />
          </div>
        ))}
      </div>
      {TEXT_FIELDS.slice(2).map(([field, label, autoComplete, maxLength, required]) => (
        <div key={field} data-address-field={field}>
          <FormField
            name={field}
            label={label}
            type={field === 'email' ? 'email' : field === 'telephone' ? 'tel' : 'text'}
            autoComplete={autoComplete}
            value={textValue(field)}
            error={errorOf(field)}
            rules={{ maxLength, required }}
            onChange={(v) => (field === 'street' ? set('street', [v, ...values.street.slice(1)]) : set(field, v))}
            onBlur={() => undefined}
          />
        </div>
      ))}
      <div data-address-field="countryId">
        <CountrySelect
          countries={countryOptions(countries.map((c) => c.alpha2))}
          value={values.countryId.toUpperCase()}
          required
          error={errorOf('countryId')}
          onChange={(code) => {
            set('countryId', code)
            set('region', '')
            set('regionId', '')
          }}
        />
      </div>
      {regions.length > 0 ? (
        <div className="form-field" data-address-field="region" data-invalid={errorOf('region') ? 'true' : undefined}>
          <label htmlFor={regionId} className="form-field__label">
            State / Region{country?.requireRegion ? <span aria-hidden="true"> *</span> : null}
          </label>
          <select
            id={regionId}
            className="form-select"
            value={values.regionId}
            autoComplete="address-level1"
            required={country?.requireRegion}
            aria-invalid={errorOf('region') ? true : undefined}
            aria-describedby={errorOf('region') ? `${regionId}-error` : undefined}
            onChange={(event) => {
              const chosen = regions.find((r) => String(r.id) === event.target.value)
              set('regionId', event.target.value)
              set('region', chosen?.name ?? '')
            }}
          >
            <option value="">Choose…</option>
            {regions.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.name}
              </option>
            ))}
          </select>
          {errorOf('region') ? (
            <p id={`${regionId}-error`} className="form-field__error">
              {errorOf('region')}
            </p>
          ) : null}
        </div>
      ) : (
        <div data-address-field="region">
          <FormField
            name="region"
            label={country?.requireRegion ? 'State / Region' : 'State / Region (optional)'}
            autoComplete="address-level1"
            value={values.region}
            error={errorOf('region')}
            rules={{ maxLength: 100, required: country?.requireRegion ?? false }}
            onChange={(v) => set('region', v)}
            onBlur={() => undefined}
          />
        </div>
      )}
      <div data-address-field="postcode">
        <FormField name="postcode" label="Postcode" autoComplete="postal-code" value={values.postcode} error={errorOf('postcode')} rules={{ maxLength: 20, required: true }} onChange={(v) => set('postcode', v)} onBlur={() => undefined} />
      </div>
      <div data-address-field="vatId">
        <FormField name="vatNumber" label="VAT number (optional)" value={values.vatNumber} error={serverErrors.vatId ?? null} rules={{ maxLength: 40 }} onChange={(v) => set('vatNumber', v)} onBlur={() => undefined} />
      </div>
      <fieldset className="account-form__lists">
        <legend>Defaults</legend>
        <label className="checkbox">
          <input type="checkbox" checked={values.isDefaultShipping} onChange={(event) => set('isDefaultShipping', event.target.checked)} />
          Use as my default shipping address
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={values.isDefaultBilling} onChange={(event) => set('isDefaultBilling', event.target.checked)} />
          Use as my default billing address
        </label>
      </fieldset>
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
          Save Address
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
