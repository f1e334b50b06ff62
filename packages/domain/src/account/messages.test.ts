import { describe, expect, it } from 'vitest'
import { ACCOUNT_ERROR_MESSAGES, PASSWORD_MESSAGES, registrationPasswordProblems } from './messages.ts'

describe('shell §5 password rules for registration (not shown: ours)', () => {
  it('accepts 8+ characters with a letter and a digit', () => {
    expect(registrationPasswordProblems('deadlift225')).toEqual([])
  })

  it('names each problem', () => {
    expect(registrationPasswordProblems('abc1')).toEqual([PASSWORD_MESSAGES.tooShort])
    expect(registrationPasswordProblems('deadlifts')).toEqual([PASSWORD_MESSAGES.letterAndDigit])
    expect(registrationPasswordProblems(`a1${'x'.repeat(127)}`)).toEqual([PASSWORD_MESSAGES.tooLong])
    expect(registrationPasswordProblems('ada1@x.co', 'ADA1@x.co')).toEqual([PASSWORD_MESSAGES.sameAsEmail])
  })
})

describe('shell §8 account and session messages (not shown: ours)', () => {
  it('has a message for each account failure', () => {
    expect(Object.values(ACCOUNT_ERROR_MESSAGES).every((m) => m.length > 0)).toBe(true)
    expect(ACCOUNT_ERROR_MESSAGES.loginFailed).toBe('The email or password is incorrect')
  })
})
