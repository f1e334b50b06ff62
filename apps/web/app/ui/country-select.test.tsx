import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CountrySelect, type CountrySelectProps } from './country-select.tsx'

const COUNTRIES = [
  { code: 'CA', name: 'Canada' },
  { code: 'US', name: 'United States' },
]
const render = (props: Partial<CountrySelectProps>) => renderToStaticMarkup(<CountrySelect countries={COUNTRIES} value="" onChange={() => {}} {...props} />)
/** The options' values and texts, in order. */
const options = (html: string) => [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => `${m[1]}:${m[2]}`)

describe('the country list of a form (shell §3 Country)', () => {
  it('is labelled Country, marked and required when the form needs one, and names its error for screen readers', () => {
    const html = render({ id: 'c', required: true, error: 'Please choose a country' })
    expect(html).toContain('<label for="c" class="form-field__label">Country<span aria-hidden="true"> *</span></label>')
    expect(html).toMatch(/<select id="c" class="form-select" autoComplete="country" required="" aria-invalid="true" aria-describedby="c-error">/)
    expect(html).toContain('<p id="c-error" class="form-field__error">Please choose a country</p>')
    expect(html).toContain('data-invalid="true"')
    const plain = render({ id: 'c', autoComplete: 'billing country' })
    expect(plain).not.toContain('*')
    expect(plain).not.toContain('required')
    expect(plain).not.toContain('aria-invalid')
    expect(plain).toContain('autoComplete="billing country"')
  })

  it('offers "Choose…" always where the form checks the choice when sent, and otherwise only for a value the list does not hold', () => {
    expect(options(render({ choose: 'always', value: 'US' }))).toEqual([':Choose…', 'CA:Canada', 'US:United States'])
    expect(options(render({ value: 'US' }))).toEqual(['CA:Canada', 'US:United States'])
    expect(options(render({ value: '' }))).toEqual([':Choose…', 'CA:Canada', 'US:United States'])
    // a saved country the list does not hold (yet) stays chosen, shown by its code
    expect(options(render({ value: 'GB' }))).toEqual(['GB:GB', 'CA:Canada', 'US:United States'])
  })
})
