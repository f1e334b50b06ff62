import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_ERROR_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
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

describe('shell §8 account and session messages (not shown: ours)', () => {
  it('has a message for each account failure', () => {
    expect(Object.values(ACCOUNT_ERROR_MESSAGES).every((m) => m.length > 0)).toBe(true)
    expect(ACCOUNT_ERROR_MESSAGES.loginFailed).toBe('The email or password is incorrect')
  })
})
