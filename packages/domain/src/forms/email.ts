// Email rules. Two documents define one each: the platform document §5 (Inputs) for form fields,
// the commerce document §5 for the order's contact email.

/** Platform §5: an email input holds at most 320 characters. */
export const EMAIL_MAX_LENGTH = 320
/** Platform §5: the local part (before the @) holds at most 64 characters. */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64
/** Platform §5: the message shown for an invalid email input. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email'

// RFC 5322 dot-atom local part (the characters browsers accept in type=email).
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
// One DNS label: 1-63 letters, digits or hyphens, no hyphen at either end.
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/
const DOMAIN_MAX_LENGTH = 253

/**
 * A valid domain: at most 253 characters, at least two labels, each label a DNS label, and an
 * alphabetic top-level label of two or more letters (so `a@localhost` and `a@1.2.3.4` are refused).
 */
export function isValidEmailDomain(domain: string): boolean {
  if (domain.length === 0 || domain.length > DOMAIN_MAX_LENGTH) return false
  const labels = domain.split('.')
  if (labels.length < 2) return false
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return false
  const tld = labels[labels.length - 1] ?? ''
  return /^[A-Za-z]{2,}$/.test(tld)
}

/**
 * Platform §5 (Inputs): a string of at most 320 characters in standard address syntax, local part
 * at most 64 characters, a valid domain, and no trailing newline.
 */
export function isValidEmailInput(value: unknown): boolean {
  if (typeof value !== 'string') return false
  if (value.length > EMAIL_MAX_LENGTH) return false
  // A `$`-anchored regex would accept "a@b.co\n"; the rule refuses any trailing newline.
  if (/[\r\n]$/.test(value)) return false
  const at = value.lastIndexOf('@')
  if (at <= 0) return false
  const local = value.slice(0, at)
  const domain = value.slice(at + 1)
  if (local.length > EMAIL_LOCAL_PART_MAX_LENGTH) return false
  return LOCAL_PART.test(local) && isValidEmailDomain(domain)
}

/** Platform §5: the error of an email input, or null when it is valid. */
export function emailInputError(value: unknown): string | null {
  return isValidEmailInput(value) ? null : INVALID_EMAIL_MESSAGE
}

// The standard pattern (WHATWG type=email production), with a dot required in the domain so that
// an order email always has a top-level domain.
const COMMERCE_EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/

/** Commerce §5: the email matches the standard address pattern after lowercasing. */
export function isValidCommerceEmail(value: unknown): boolean {
  if (typeof value !== 'string') return false
  return COMMERCE_EMAIL.test(value.toLowerCase())
}
