// Form state with the platform's input rules (platform §4, §5): values, touched fields, the first
// error of each field from the domain's formFieldErrors, shown only once the field is touched.
import { firstFormFieldError, visibleFormFieldError } from '@ironhouse/domain'
import type { FormFieldRules } from '@ironhouse/domain'
import { useCallback, useRef, useState } from 'react'

export type FieldSpec = FormFieldRules & {
  initial?: string
  /** A check that reads the other fields (confirm password): one more custom error. */
  check?: (value: string, values: Readonly<Record<string, string>>) => string | null
}

/** The domain rules of a field, with a cross-field check folded into its custom validate. */
function rulesOf(spec: FieldSpec, values: Readonly<Record<string, string>>): FormFieldRules {
  const { check, initial: _initial, ...rules } = spec
  if (!check) return rules
  return { ...rules, validate: (value) => rules.validate?.(value) || check(value, values) }
}

/** Props for a FormField: its value, its shown error, its rules and its handlers. */
export type FieldBinding<K extends string = string> = {
  name: K
  value: string
  error: string | null
  rules: FormFieldRules
  onChange: (value: string) => void
  onBlur: () => void
  inputRef: (element: HTMLInputElement | HTMLSelectElement | null) => void
}

export type FormApi<K extends string> = {
  values: Record<K, string>
  /** Props for a FormField of `name`. */
  field(name: K): FieldBinding<K>
  /**
   * Marks every field touched; returns the values when the form is valid, else null after focusing
   * the first field in error (keyboard and screen-reader users land on it).
   */
  validate(): Record<K, string> | null
  reset(values?: Partial<Record<K, string>>): void
}

/** What the form does besides keeping its values. */
export type FormOptions = {
  /**
   * Called on every edit by the shopper (not on a reset): a form's status from the server answered the
   * values it was sent, so the form's owner drops a stale error here (staleErrorDropped).
   */
  onEdit?: () => void
}

/**
 * A form's status once the shopper edits a field or submits again. A server's error ("your current
 * password is not correct") answered the values it was sent: next to newer field errors it would read
 * as one more problem of the values now in the form, so it goes. A success notice stays: it is still
 * true, and so does a call under way.
 */
export function staleErrorDropped<S extends { kind: string }>(status: S): S | { kind: 'idle' } {
  return status.kind === 'error' ? { kind: 'idle' } : status
}

/** The errors of a whole form, field by field (null when the field is fine). */
export function formErrors<K extends string>(specs: Record<K, FieldSpec>, values: Record<K, string>): Record<K, string | null> {
  const out = {} as Record<K, string | null>
  for (const name of Object.keys(specs) as Array<K>) out[name] = firstFormFieldError(values[name] ?? '', rulesOf(specs[name], values))
  return out
}

export function useForm<K extends string>(specs: Record<K, FieldSpec>, options: FormOptions = {}): FormApi<K> {
  const names = Object.keys(specs) as Array<K>
  const initial = () => Object.fromEntries(names.map((n) => [n, specs[n].initial ?? ''])) as Record<K, string>
  const [values, setValues] = useState<Record<K, string>>(initial)
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({})
  const inputs = useRef(new Map<K, HTMLInputElement | HTMLSelectElement>())

  const field = (name: K) => ({
    name,
    value: values[name],
    rules: rulesOf(specs[name], values),
    error: visibleFormFieldError(values[name], rulesOf(specs[name], values), touched[name] === true),
    onChange: (value: string) => {
      options.onEdit?.()
      setValues((v) => ({ ...v, [name]: value }))
    },
    onBlur: () => setTouched((t) => (t[name] ? t : { ...t, [name]: true })),
    inputRef: (element: HTMLInputElement | HTMLSelectElement | null) => {
      if (element) inputs.current.set(name, element)
      else inputs.current.delete(name)
    },
  })

  const validate = () => {
    setTouched(Object.fromEntries(names.map((n) => [n, true])) as Record<K, boolean>)
    const errors = formErrors(specs, values)
    const first = names.find((n) => errors[n] !== null)
    if (first === undefined) return values
    inputs.current.get(first)?.focus()
    return null
  }

  const reset = useCallback(
    (next: Partial<Record<K, string>> = {}) => {
      setValues((v) => ({ ...v, ...next }))
      setTouched({})
    },
    [],
  )

  return { values, field, validate, reset }
}
