import { describe, expect, it } from 'vitest'
import {
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  INVALID_EMAIL_MESSAGE,
  emailInputError,
  isValidCommerceEmail,
  isValidEmailDomain,
  isValidEmailInput,
} from './email.ts'

describe('platform §5 Inputs: email input', () => {
  it('accepts a standard address', () => {
    expect(isValidEmailInput('lifter@ironhouse.com')).toBe(true)
    expect(isValidEmailInput('first.last+tag@mail.example.co.uk')).toBe(true)
  })

  it('uses the limits 320 and 64 of the spec', () => {
    expect(EMAIL_MAX_LENGTH).toBe(320)
    expect(EMAIL_LOCAL_PART_MAX_LENGTH).toBe(64)
  })

  it('refuses a local part longer than 64 characters and accepts exactly 64', () => {
    expect(isValidEmailInput(`${'a'.repeat(64)}@example.com`)).toBe(true)
    expect(isValidEmailInput(`${'a'.repeat(65)}@example.com`)).toBe(false)
  })

  it('accepts the longest possible address (64 + @ + 253 = 318, inside the 320 limit) and refuses longer', () => {
    const domain = `${Array.from({ length: 4 }, () => 'd'.repeat(62)).join('.')}.com` // 4*62 + 3 + 4 = 255
    const domain253 = domain.slice(2)
    expect(domain253.length).toBe(253)
    const longest = `${'a'.repeat(64)}@${domain253}`
    expect(longest.length).toBe(318)
    expect(isValidEmailInput(longest)).toBe(true)
    expect(isValidEmailInput(`${'a'.repeat(64)}@${domain}`)).toBe(false)
    expect(isValidEmailInput(`${'a'.repeat(300)}@example.com`)).toBe(false)
  })

  it('refuses a trailing newline', () => {
    expect(isValidEmailInput('lifter@ironhouse.com\n')).toBe(false)
    expect(isValidEmailInput('lifter@ironhouse.com\r')).toBe(false)
  })

  it('refuses invalid domains', () => {
    expect(isValidEmailInput('a@localhost')).toBe(false)
    expect(isValidEmailInput('a@-bad.com')).toBe(false)
    expect(isValidEmailInput('a@bad-.com')).toBe(false)
    expect(isValidEmailInput('a@exa mple.com')).toBe(false)
    expect(isValidEmailInput('a@1.2.3.4')).toBe(false)
    expect(isValidEmailInput('a@example..com')).toBe(false)
    expect(isValidEmailDomain('')).toBe(false)
  })

  it('refuses missing parts and non-strings', () => {
    expect(isValidEmailInput('@example.com')).toBe(false)
    expect(isValidEmailInput('lifter')).toBe(false)
    expect(isValidEmailInput('a..b@example.com')).toBe(false)
    expect(isValidEmailInput(undefined)).toBe(false)
    expect(isValidEmailInput(42)).toBe(false)
  })

  it("gives 'Please enter a valid email' for an invalid value and null for a valid one", () => {
    expect(INVALID_EMAIL_MESSAGE).toBe('Please enter a valid email')
    expect(emailInputError('nope')).toBe('Please enter a valid email')
    expect(emailInputError('lifter@ironhouse.com')).toBeNull()
  })
})

describe('commerce §5: email matches the standard pattern after lowercasing', () => {
  it('accepts upper-case addresses because they are lowercased first', () => {
    expect(isValidCommerceEmail('Lifter@IronHouse.COM')).toBe(true)
  })

  it('refuses addresses without a domain dot, spaces or an @', () => {
    expect(isValidCommerceEmail('lifter@ironhouse')).toBe(false)
    expect(isValidCommerceEmail('lift er@ironhouse.com')).toBe(false)
    expect(isValidCommerceEmail('ironhouse.com')).toBe(false)
    expect(isValidCommerceEmail(null)).toBe(false)
  })
})
