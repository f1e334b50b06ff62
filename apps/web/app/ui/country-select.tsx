// The country list of a form (the address book's, the checkout's shipping and billing addresses, an
// event's athlete profile, a gym sent for the map): a labelled select whose error, when it has one,
// shows under it and is tied to it (aria-invalid, aria-describedby), like FormField's inputs.
import { useId } from 'react'

export type CountrySelectProps = {
  /** The countries offered, in the order shown (countryOptions orders a list by name). */
  countries: ReadonlyArray<{ code: string; name: string }>
  value: string
  onChange: (code: string) => void
  /** The select's id when something else names it (the checkout's #checkout-country); otherwise its own. */
  id?: string | undefined
  required?: boolean | undefined
  error?: string | null | undefined
  autoComplete?: string | undefined
  /**
   * 'always': a first "Choose…" option with the empty value, there even once a country is chosen (a form
   * that checks the choice when sent); 'unknown' (the default): an option for the value only while it
   * is not among the countries (a saved country the list does not hold yet), "Choose…" when empty.
   */
  choose?: 'always' | 'unknown' | undefined
}

export function CountrySelect({ countries, value, onChange, id: givenId, required = false, error = null, autoComplete = 'country', choose = 'unknown' }: CountrySelectProps) {
  const ownId = useId()
  const id = givenId ?? ownId
  const listed = countries.some((country) => country.code === value)
  return (
    <div className="form-field" data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} className="form-field__label">
        Country
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {choose === 'always' ? <option value="">Choose…</option> : listed ? null : <option value={value}>{value || 'Choose…'}</option>}
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
