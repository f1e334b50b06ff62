import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { BigId, Id, IdParam, Int2, PlainText, Text } from './common.ts'

describe('ids against their column range', () => {
  it.each(['1', '42', '2147483647', 7])('IdParam accepts %s', (value) => {
    expect(IdParam.parse(value)).toBe(Number(value))
  })

  it.each(['0', '-1', '1.5', '2147483648', '365098436442', '1e3', '0x10', ' 7', '', 'abc', '9'.repeat(400)])('IdParam refuses %j', (value) => {
    expect(IdParam.safeParse(value).success).toBe(false)
  })

  it('Id bounds a JSON number to a PostgreSQL integer, BigId to a safe JSON integer, Int2 to a smallint', () => {
    expect(Id.safeParse(2_147_483_648).success).toBe(false)
    expect(BigId.parse(2_147_483_648)).toBe(2_147_483_648)
    expect(BigId.safeParse(2 ** 53).success).toBe(false)
    expect(Int2.safeParse(32_768).success).toBe(false)
    expect(Int2.parse(-32_768)).toBe(-32_768)
  })
})

describe('text PostgreSQL can store', () => {
  it.each(['a\u0000b', '\u0000', 'tab\there', 'line\nbreak', '\u007f', '\ud800', 'x\udfffy'])('PlainText refuses %j', (value) => {
    expect(PlainText.safeParse(value).success).toBe(false)
  })

  it('Text lets tab and line breaks through, never NUL or a lone surrogate', () => {
    expect(Text.parse('12 Main St\r\nApt 4\tB')).toBe('12 Main St\r\nApt 4\tB')
    expect(Text.safeParse('a\u0000b').success).toBe(false)
    expect(Text.safeParse('\ud83d').success).toBe(false)
  })

  it('keeps chained rules (min, max, trim) and names the field', () => {
    const Query = z.object({ q: PlainText.trim().min(1).max(5) })
    expect(Query.parse({ q: ' bar ' })).toEqual({ q: 'bar' })
    const result = Query.safeParse({ q: 'x\u0000' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ path: ['q'], message: 'must not contain control characters' })
    expect(PlainText.parse('💪 Ω')).toBe('💪 Ω')
  })
})
