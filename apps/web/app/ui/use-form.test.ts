import { describe, expect, it } from 'vitest'
import { formErrors } from './use-form.ts'

describe('form errors (platform §5 inputs)', () => {
  const specs = {
    email: { type: 'email' as const, label: 'Email', required: true, maxLength: 320 },
    code: { required: true },
    password: { type: 'password' as const, label: 'Password', required: true },
    confirm: { type: 'password' as const, label: 'Confirm Password', required: true, check: (v: string, all: Readonly<Record<string, string>>) => (v === all.password ? null : 'The passwords do not match') },
  }
  it("required fields: 'Please enter your {label lowercased}', or 'Required Field' without a label", () => {
    expect(formErrors(specs, { email: ' ', code: '', password: '', confirm: '' })).toEqual({
      email: 'Please enter your email',
      code: 'Required Field',
      password: 'Please enter your password',
      confirm: 'Please enter your confirm password',
    })
  })
  it("an email that breaks the rule: 'Please enter a valid email'; a cross-field check adds its error", () => {
    expect(formErrors(specs, { email: 'a@b', code: 'x', password: 'one', confirm: 'two' })).toEqual({
      email: 'Please enter a valid email',
      code: null,
      password: null,
      confirm: 'The passwords do not match',
    })
    expect(formErrors(specs, { email: 'a@b.co', code: 'x', password: 'one', confirm: 'one' }).confirm).toBeNull()
  })
})
