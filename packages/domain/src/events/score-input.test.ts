import { describe, expect, it } from 'vitest'
import { MAX_WORKOUT_SCORE, parseScoreInput, scoreInputText } from './score-input.ts'

describe('score fields on the events moderator (docs/events.md "Entering scores")', () => {
  it('a time reads as m:ss, h:mm:ss from an hour; reps and load as the number', () => {
    expect(scoreInputText(410, 'time')).toBe('6:50')
    expect(scoreInputText(59, 'time')).toBe('0:59')
    expect(scoreInputText(3_725, 'time')).toBe('1:02:05')
    expect(scoreInputText(311, 'reps')).toBe('311')
    expect(scoreInputText(150, 'load')).toBe('150')
  })

  it('a time is typed as m:ss, h:mm:ss or whole seconds; what it writes reads back the same', () => {
    expect(parseScoreInput('6:50', 'time')).toEqual({ ok: true, value: 410 })
    expect(parseScoreInput(' 1:02:05 ', 'time')).toEqual({ ok: true, value: 3_725 })
    expect(parseScoreInput('163', 'time')).toEqual({ ok: true, value: 163 })
    for (const value of [0, 59, 410, 3_599, 3_725, MAX_WORKOUT_SCORE]) expect(parseScoreInput(scoreInputText(value, 'time'), 'time')).toEqual({ ok: true, value })
  })

  it('an empty field is no score (it removes one); reps and load are whole numbers', () => {
    expect(parseScoreInput('  ', 'time')).toEqual({ ok: true, value: null })
    expect(parseScoreInput('', 'reps')).toEqual({ ok: true, value: null })
    expect(parseScoreInput('311', 'reps')).toEqual({ ok: true, value: 311 })
    expect(parseScoreInput('0', 'load')).toEqual({ ok: true, value: 0 })
  })

  it('refuses what is not a score, with the way to write one', () => {
    const time = { ok: false, message: 'Enter a time as minutes:seconds, such as 6:50 (or hours:minutes:seconds)' }
    for (const text of ['6:60', '6.50', '6:5', 'six', '-1', '1:02:05:00', '24:00:01']) expect(parseScoreInput(text, 'time'), text).toEqual(time)
    expect(parseScoreInput('12.5', 'load')).toEqual({ ok: false, message: 'Enter the load in kilograms as a whole number, such as 150' })
    expect(parseScoreInput('-3', 'reps')).toEqual({ ok: false, message: 'Enter the reps as a whole number, such as 311' })
    expect(parseScoreInput(String(MAX_WORKOUT_SCORE + 1), 'reps')).toMatchObject({ ok: false })
  })
})
