import { PASSWORD_MAX_LENGTH, PASSWORD_POLICY_TEXT } from '@ironhouse/domain'

/** The password policy (the domain's, docs/api.md), shown under the new-password inputs of registration and reset. */
export function PasswordPolicy() {
  return (
    <ul className="password-policy">
      <li>{PASSWORD_POLICY_TEXT}</li>
      <li>Up to {PASSWORD_MAX_LENGTH} characters; spaces and any characters count.</li>
      <li>Not your email address, and not a common or easily guessed password.</li>
    </ul>
  )
}
