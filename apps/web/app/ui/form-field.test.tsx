import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FormField } from './form-field.tsx'

const field = (label: string) =>
  renderToStaticMarkup(<FormField name="f" label={label} type="password" value="" error={null} onChange={() => {}} onBlur={() => {}} rules={{ required: true }} />)

/** The button's accessible name: its text with the tags taken out. */
const toggleName = (html: string) => (/<button[^>]*>(.*?)<\/button>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '')

describe('the Show/Hide toggle of a secret field (platform §5)', () => {
  it('is named for its field, so two on one form, or a card security code, are told apart', () => {
    expect(toggleName(field('Password'))).toBe('Show password')
    expect(toggleName(field('Current password'))).toBe('Show current password')
    expect(toggleName(field('Security code'))).toBe('Show security code')
  })
})
