import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_ERROR_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  isSamePassword,
  passwordLength,
  registrationPasswordProblems,
} from './messages.ts'

describe('shell §5 password rules for registration (not shown: ours, NIST SP 800-63B-4)', () => {
  it('accepts 15 or more characters of any kind, with no composition rule', () => {
    expect(registrationPasswordProblems('chalk bucket squat rack')).toEqual([])
    expect(registrationPasswordProblems('ALLCAPSNODIGITSX')).toEqual([])
    expect(registrationPasswordProblems('ñandú café crème')).toEqual([])
  })

  it('counts code points after NFKC, so 15 emoji or accented letters are 15 characters', () => {
    expect(passwordLength('e\u0301')).toBe(1)
    expect(registrationPasswordProblems('💪'.repeat(15))).toEqual([])
    expect(registrationPasswordProblems('💪'.repeat(14))).toEqual([PASSWORD_MESSAGES.tooShort])
  })

  it('names each problem: 14 characters too short, 129 too long, the email inside it', () => {
    expect(registrationPasswordProblems('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toEqual([PASSWORD_MESSAGES.tooShort])
    expect(registrationPasswordProblems('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual([PASSWORD_MESSAGES.tooLong])
    expect(registrationPasswordProblems('my ADA@x.co password', 'ada@x.co')).toEqual([PASSWORD_MESSAGES.containsEmail])
    expect(PASSWORD_MIN_LENGTH).toBe(15)
    expect(PASSWORD_MAX_LENGTH).toBe(128)
  })
})

describe('a password change keeps no password it replaces (ours: the spec has no password change)', () => {
  it('the current password again is the same password, also typed in another Unicode form', () => {
    expect(isSamePassword('barbell curls at dawn 42', 'barbell curls at dawn 42')).toBe(true)
    // "ﬁ" (one ligature code point) and "fi" are one password after NFKC, as the server hashes it
    expect(isSamePassword('\uFB01ve plates on the bar', 'five plates on the bar')).toBe(true)
    expect(isSamePassword('sandbag carries up the hill', 'barbell curls at dawn 42')).toBe(false)
    // case counts: another capital is another password
    expect(isSamePassword('Barbell curls at dawn 42', 'barbell curls at dawn 42')).toBe(false)
    expect(PASSWORD_MESSAGES.sameAsCurrent).toBe('Your new password must be different from your current password')
  })
})

describe('shell §8 account and session messages (not shown: ours)', () => {
  it('has a message for each account failure', () => {
    expect(Object.values(ACCOUNT_ERROR_MESSAGES).every((m) => m.length > 0)).toBe(true)
    expect(ACCOUNT_ERROR_MESSAGES.loginFailed).toBe('The email or password is incorrect')
  })
})
