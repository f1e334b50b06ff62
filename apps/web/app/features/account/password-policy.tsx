import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@ironhouse/domain'

/** The password policy, shown under the new-password inputs (registration and reset; docs/api.md). */
export function PasswordPolicy() {
  return (
    <ul className="password-policy">
      <li>
        At least {PASSWORD_MIN_LENGTH} characters (up to {PASSWORD_MAX_LENGTH}), with at least one letter and one number.
      </li>
      <li>Longer is stronger: a few unrelated words make a good password.</li>
      <li>Not your email address, and not a common or easily guessed password.</li>
    </ul>
  )
}
