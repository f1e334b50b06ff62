import { ApiError } from '../../platform/api-error.ts'

/** The labels of the registration form's fields, by the name the service gives a refused field. */
export const REGISTRATION_FIELD_LABELS: Readonly<Record<string, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  birthdate: 'Birthdate',
  gym: 'Gym',
  btwbId: 'BTWB athlete id',
  gender: 'Gender',
  country: 'Country',
  divisionId: 'Division',
}

/**
 * What the server said, as the shopper reads it: a field the contract refused is named with its
 * label (the registration form's, or the `labels` of another form) ('BTWB athlete id: must be digits (a BTWB id)'); other refusals keep the server's message
 * ('You are already registered for The 2025 Invitational').
 */
export function messageOf(error: unknown, labels: Readonly<Record<string, string>> = REGISTRATION_FIELD_LABELS): string {
  if (error instanceof ApiError) {
    const issues = (error.details as { issues?: Array<{ path?: string; message?: string }> } | undefined)?.issues ?? []
    const named = issues.flatMap((issue) => {
      const label = labels[(issue.path ?? '').replace(/^\//, '').split('/')[0] ?? '']
      return label && issue.message ? [`${label}: ${issue.message}`] : []
    })
    if (error.code === 'validation_error' && named.length > 0 && /^Invalid /.test(error.message)) return named.join('. ')
    return error.message
  }
  return 'Something went wrong. Please try again'
}
