// A form input with the platform's rules (platform §4, §5): allowed types, maxlength, the required and
// email messages and a custom check (the domain's forms rules), errors only once the field was
// touched (blurred or the form submitted), and a Show/Hide toggle on password inputs.
import { applyMaxLength, isAllowedInputType, passwordToggle } from '@ironhouse/domain'
import type { AllowedInputType, FormFieldRules } from '@ironhouse/domain'
import { useId, useState } from 'react'
import type { ReactNode } from 'react'

export type FormFieldProps = {
  name: string
  label: string
  type?: AllowedInputType
  value: string
  /** The error to show (the form hook gives it only once the field was touched). */
  error: string | null
  onChange: (value: string) => void
  onBlur: () => void
  rules: FormFieldRules
  autoComplete?: string | undefined
  /** Help shown under the input (the password policy, for example). */
  hint?: ReactNode
  inputRef?: ((element: HTMLInputElement | null) => void) | undefined
}

export function FormField({ name, label, type = 'text', value, error, onChange, onBlur, rules, autoComplete, hint, inputRef }: FormFieldProps) {
  const id = useId()
  const [visible, setVisible] = useState(false)
  const inputType = isAllowedInputType(type) ? type : 'text'
  const toggle = passwordToggle(visible)
  const shownType = inputType === 'password' ? toggle.inputType : inputType
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="form-field" data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {rules.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="form-field__control">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type={shownType}
          value={value}
          maxLength={rules.maxLength}
          autoComplete={autoComplete}
          required={Boolean(rules.required)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(applyMaxLength(event.target.value, rules.maxLength))}
          onBlur={onBlur}
        />
        {inputType === 'password' ? (
          <button type="button" className="form-field__toggle" aria-controls={id} onClick={() => setVisible((v) => !v)}>
            {toggle.label}
            {/* named for its field: "Show current password", "Show security code" */}
            <span className="visually-hidden"> {label.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <div id={`${id}-hint`} className="form-field__hint">
          {hint}
        </div>
      ) : null}
    </div>
  )
}
