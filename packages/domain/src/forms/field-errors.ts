import { emailInputError } from './email.ts'

/** Platform §5: the input types a form field may have. */
export const ALLOWED_INPUT_TYPES = ['text', 'number', 'password', 'email', 'tel'] as const
export type AllowedInputType = (typeof ALLOWED_INPUT_TYPES)[number]

export function isAllowedInputType(type: string): type is AllowedInputType {
  return (ALLOWED_INPUT_TYPES as ReadonlyArray<string>).includes(type)
}

/** Platform §5: the message of a required field without a label. */
export const REQUIRED_FIELD_MESSAGE = 'Required Field'

/** What a form field declares about itself (platform §5 Inputs). */
export type FormFieldRules = {
  type?: AllowedInputType
  label?: string
  /** true, or a custom message to show when the field is empty. */
  required?: boolean | string
  /** Platform §5: maxlength is supported. */
  maxLength?: number
  /** Platform §5: an optional custom check that may add one more error (return null when fine). */
  validate?: (value: string) => string | null | undefined
}

/**
 * Platform §5: the required-field message, or null when the field is filled or optional. A
 * custom string in `required` is used as is; otherwise 'Please enter your {label lowercased}'
 * when a label exists, else 'Required Field'.
 */
export function requiredFieldError(value: string, rules: FormFieldRules): string | null {
  if (rules.required === undefined || rules.required === false) return null
  if (value.trim().length > 0) return null
  if (typeof rules.required === 'string' && rules.required.length > 0) return rules.required
  if (rules.label !== undefined && rules.label.trim().length > 0) {
    return `Please enter your ${rules.label.trim().toLowerCase()}`
  }
  return REQUIRED_FIELD_MESSAGE
}

/** Platform §5: maxlength cuts the value to its limit (as the browser does while typing). */
export function applyMaxLength(value: string, maxLength: number | undefined): string {
  if (maxLength === undefined || maxLength < 0) return value
  return value.slice(0, maxLength)
}

/**
 * Platform §5: every error of a field in order (required, then email syntax for type email when
 * something was typed, then the custom validate). The field shows the first.
 */
export function formFieldErrors(value: string, rules: FormFieldRules): Array<string> {
  const errors: Array<string> = []
  const required = requiredFieldError(value, rules)
  if (required !== null) errors.push(required)
  if (rules.type === 'email' && value.trim().length > 0) {
    const email = emailInputError(value)
    if (email !== null) errors.push(email)
  }
  const custom = rules.validate?.(value)
  if (typeof custom === 'string' && custom.length > 0) errors.push(custom)
  return errors
}

/** Platform §5: the error a field shows (the first one), or null. */
export function firstFormFieldError(value: string, rules: FormFieldRules): string | null {
  return formFieldErrors(value, rules)[0] ?? null
}

/** Platform §4: inputs show their error only after blur ('touched'). */
export function visibleFormFieldError(value: string, rules: FormFieldRules, touched: boolean): string | null {
  return touched ? firstFormFieldError(value, rules) : null
}
