// Account texts the spec leaves to us (shell §5 password rules and §8 account and session messages: not shown).

/**
 * The password policy (shell §5: not shown; ours, after NIST SP 800-63B-4 §3.1.1.2): length over
 * composition. A password used as the only factor has at least 15 characters; up to 128 are
 * accepted; every printable character, spaces and Unicode count (one code point after NFKC
 * normalisation is one character); no rules on character classes. The server also refuses
 * passwords that are common or easy to guess (a dictionary and pattern check, docs/api.md).
 */
export const PASSWORD_MIN_LENGTH = 15
export const PASSWORD_MAX_LENGTH = 128

/** The policy in one sentence, for the registration and reset forms. */
export const PASSWORD_POLICY_TEXT = `Use at least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password that is easy to remember.`

export const PASSWORD_MESSAGES = {
  tooShort: `Your password needs at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Your password can have at most ${PASSWORD_MAX_LENGTH} characters`,
  containsEmail: 'Your password cannot contain your email address',
  tooGuessable: 'This password is too common or easy to guess. Try a longer phrase of unrelated words',
  sameAsCurrent: 'Your new password must be different from your current password',
} as const

/** The length of a password as the policy counts it: code points after NFKC normalisation. */
export function passwordLength(password: string): number {
  return [...password.normalize('NFKC')].length
}

/**
 * The problems of a new password that need no dictionary, empty when it passes: its length, and the
 * account's own email inside it (a context-specific word, NIST SP 800-63B-4). The guessability check
 * runs on the server.
 */
export function registrationPasswordProblems(password: string, email?: string): Array<string> {
  const problems: Array<string> = []
  const length = passwordLength(password)
  if (length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort)
  if (length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_MESSAGES.tooLong)
  const address = email?.trim().toLowerCase()
  if (address && password.toLowerCase().includes(address)) problems.push(PASSWORD_MESSAGES.containsEmail)
  return problems
}

/**
 * Whether a password change would keep the password it replaces (ours: the spec has no password change).
 * Compared as the policy counts and the server hashes them (NFKC), so the same phrase typed on another
 * keyboard is the same password. The form checks it on the way; the server refuses it too.
 */
export function isSamePassword(next: string, current: string): boolean {
  return next.normalize('NFKC') === current.normalize('NFKC')
}

/** End-user messages for account and session errors (shell §8: not shown; these are ours). */
export const ACCOUNT_ERROR_MESSAGES = {
  loginFailed: 'The email or password is incorrect',
  alreadyLoggedIn: 'You are already logged in with this email',
  sessionExpired: 'Your session has expired. Please log in again',
  forgotPasswordFailed: 'We could not send a reset link. Please try again',
  resetPasswordFailed: 'This reset link is no longer valid. Please ask for a new one',
  binEmailRequired: 'Please enter your email to be notified',
  binSignupFailed: 'We could not save your notification. Please try again',
  saveFailed: 'We could not save your changes. Please try again',
} as const
