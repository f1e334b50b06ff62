import { describe, expect, it } from 'vitest'
import { err, isErr, isOk, ok } from './result.ts'

describe('Result', () => {
  it('ok carries the value and is recognised by isOk', () => {
    const r = ok(3)
    expect(r).toEqual({ ok: true, value: 3 })
    expect(isOk(r)).toBe(true)
    expect(isErr(r)).toBe(false)
  })

  it('err carries the error and is recognised by isErr', () => {
    const r = err({ code: 'x', message: 'y' })
    expect(r).toEqual({ ok: false, error: { code: 'x', message: 'y' } })
    expect(isErr(r)).toBe(true)
    expect(isOk(r)).toBe(false)
  })
})
