import { describe, expect, it } from 'vitest'
import { parseSeedArgs } from './args.ts'
import { namedProductCount } from './products/index.ts'

describe('seed arguments', () => {
  it('accepts --products N (also --products=N) and --reset', () => {
    expect(parseSeedArgs(['--products', '100000', '--reset'])).toEqual({ ok: true, args: { products: 100000, reset: true, help: false } })
    expect(parseSeedArgs(['--products=500'])).toEqual({ ok: true, args: { products: 500, reset: false, help: false } })
    expect(parseSeedArgs([])).toEqual({ ok: true, args: { products: undefined, reset: false, help: false } })
  })

  it.each([['abc'], ['-5'], ['1.5'], ['']])('rejects --products %s with a clear message', (value) => {
    const result = parseSeedArgs(['--products', value])
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/--products/) })
  })

  it('rejects a missing value, too few products and unknown arguments', () => {
    expect(parseSeedArgs(['--products'])).toMatchObject({ ok: false })
    expect(parseSeedArgs(['--products', String(namedProductCount() - 1)])).toMatchObject({ ok: false, message: expect.stringMatching(/must be from/) })
    expect(parseSeedArgs(['--fast'])).toMatchObject({ ok: false, message: expect.stringMatching(/unknown argument '--fast'/) })
  })
})
