// Account texts the spec leaves to us (shell §5 password rules and §8 account and session messages: not shown).

/** Registration password rules (our choice): 8 to 128 characters with a letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

export const PASSWORD_MESSAGES = {
  tooShort: `Your password needs at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Your password can have at most ${PASSWORD_MAX_LENGTH} characters`,
  letterAndDigit: 'Your password needs at least one letter and one number',
  sameAsEmail: 'Your password cannot be your email address',
} as const

/** The problems of a registration password, empty when it is acceptable. */
export function registrationPasswordProblems(password: string, email?: string): Array<string> {
  const problems: Array<string> = []
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort)
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_MESSAGES.tooLong)
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) problems.push(PASSWORD_MESSAGES.letterAndDigit)
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) problems.push(PASSWORD_MESSAGES.sameAsEmail)
  return problems
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
