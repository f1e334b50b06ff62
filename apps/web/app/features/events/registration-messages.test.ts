import { describe, expect, it } from 'vitest'
import { ApiError } from '../../platform/api-error.ts'
import { messageOf } from './registration-messages.ts'

describe('event registration messages (docs/events.md)', () => {
  it('a field the service refused is named with the form’s label', () => {
    const refused = new ApiError(400, 'validation_error', 'Invalid body', undefined, {
      issues: [
        { path: '/btwbId', message: 'must be digits (a BTWB id)' },
        { path: '/birthdate', message: 'not a date (YYYY-MM-DD)' },
      ],
    })
    expect(messageOf(refused)).toBe('BTWB athlete id: must be digits (a BTWB id). Birthdate: not a date (YYYY-MM-DD)')
  })

  it('other refusals keep the server’s own message; anything else asks to try again', () => {
    expect(messageOf(new ApiError(409, 'already_registered', 'You are already registered for The 2025 Invitational'))).toBe('You are already registered for The 2025 Invitational')
    expect(messageOf(new ApiError(400, 'validation_error', 'Please enter a birthdate in the past (YYYY-MM-DD)', undefined, { issues: [{ path: '/birthdate', message: 'not a past date' }] }))).toBe(
      'Please enter a birthdate in the past (YYYY-MM-DD)',
    )
    expect(messageOf(new TypeError('fetch failed'))).toBe('Something went wrong. Please try again')
  })
})
