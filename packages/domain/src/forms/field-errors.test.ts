import { describe, expect, it } from 'vitest'
import {
  ALLOWED_INPUT_TYPES,
  REQUIRED_FIELD_MESSAGE,
  applyMaxLength,
  firstFormFieldError,
  formFieldErrors,
  isAllowedInputType,
  requiredFieldError,
  visibleFormFieldError,
} from './field-errors.ts'

describe('platform §5 Inputs: allowed types and maxlength', () => {
  it('allows text, number, password, email and tel only', () => {
    expect(ALLOWED_INPUT_TYPES).toEqual(['text', 'number', 'password', 'email', 'tel'])
    expect(isAllowedInputType('tel')).toBe(true)
    expect(isAllowedInputType('date')).toBe(false)
  })

  it('cuts a value at maxlength', () => {
    expect(applyMaxLength('123456', 4)).toBe('1234')
    expect(applyMaxLength('123456', undefined)).toBe('123456')
    expect(applyMaxLength('123456', -1)).toBe('123456')
  })
})

describe('platform §5 Inputs: required messages', () => {
  it("gives 'Please enter your {label lowercased}' when a label exists", () => {
    expect(requiredFieldError('  ', { required: true, label: 'First Name' })).toBe('Please enter your first name')
  })

  it("gives 'Required Field' without a label", () => {
    expect(REQUIRED_FIELD_MESSAGE).toBe('Required Field')
    expect(requiredFieldError('', { required: true })).toBe('Required Field')
    expect(requiredFieldError('', { required: true, label: ' ' })).toBe('Required Field')
  })

  it('uses a custom string given as the required prop', () => {
    expect(requiredFieldError('', { required: 'We need a phone number to arrange delivery', label: 'Phone' })).toBe(
      'We need a phone number to arrange delivery',
    )
  })

  it('gives nothing for a filled or optional field', () => {
    expect(requiredFieldError('Ada', { required: true, label: 'First Name' })).toBeNull()
    expect(requiredFieldError('', { required: false })).toBeNull()
    expect(requiredFieldError('', {})).toBeNull()
  })
})

describe('platform §5 Inputs: errors and the first one shown', () => {
  it('checks email syntax for type email once something is typed', () => {
    expect(formFieldErrors('bad', { type: 'email' })).toEqual(['Please enter a valid email'])
    expect(formFieldErrors('', { type: 'email' })).toEqual([])
  })

  it('lets the custom validate add one more error, shown only when it is the first', () => {
    const validate = (value: string) => (value === 'ada@example.com' ? 'This email already has an account' : null)
    expect(formFieldErrors('ada@example.com', { type: 'email', validate })).toEqual(['This email already has an account'])
    expect(formFieldErrors('', { required: true, label: 'Email', validate: () => 'extra' })).toEqual([
      'Please enter your email',
      'extra',
    ])
    expect(firstFormFieldError('', { required: true, label: 'Email', validate: () => 'extra' })).toBe(
      'Please enter your email',
    )
    expect(firstFormFieldError('x', { validate: () => undefined })).toBeNull()
  })

  it('platform §4: shows the error only after blur (touched)', () => {
    expect(visibleFormFieldError('', { required: true }, false)).toBeNull()
    expect(visibleFormFieldError('', { required: true }, true)).toBe('Required Field')
  })
})
