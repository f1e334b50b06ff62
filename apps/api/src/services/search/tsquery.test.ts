import { describe, expect, it } from 'vitest'
import { compareBytes, parseTsQuery, sortedUniqueOperands } from './tsquery.ts'

describe('reading to_tsquery output', () => {
  it('parses operands, prefixes, AND and OR with their precedence', () => {
    expect(parseTsQuery("'bar':*")).toEqual({ kind: 'term', lexeme: 'bar', prefix: true })
    expect(parseTsQuery("( 'barbel':* | 'bar' ) & 'ohio'")).toEqual({
      kind: 'and',
      left: { kind: 'or', left: { kind: 'term', lexeme: 'barbel', prefix: true }, right: { kind: 'term', lexeme: 'bar', prefix: false } },
      right: { kind: 'term', lexeme: 'ohio', prefix: false },
    })
    // & binds tighter than |
    const tree = parseTsQuery("'a' | 'b' & 'c'")
    expect(tree).toMatchObject({ kind: 'or', right: { kind: 'and' } })
    expect(parseTsQuery("'it''s'")).toEqual({ kind: 'term', lexeme: "it's", prefix: false })
  })

  it('an empty query is null; NOT, phrase and weight restrictions are left to PostgreSQL', () => {
    expect(parseTsQuery('')).toBeNull()
    expect(parseTsQuery("!'bar'")).toBeUndefined()
    expect(parseTsQuery("'ohio' <-> 'bar'")).toBeUndefined()
    expect(parseTsQuery("'bar':A")).toBeUndefined()
    expect(parseTsQuery("'bar' &")).toBeUndefined()
  })
})

describe('operands as ts_rank visits them', () => {
  it('sorted by bytes, duplicates once; of a word written as prefix and plain, the later-written one stays', () => {
    const ops = sortedUniqueOperands(parseTsQuery("'rower':* | 'rower' | 'row'") ?? { kind: 'term', lexeme: '', prefix: false })
    expect(ops).toEqual([
      { kind: 'term', lexeme: 'row', prefix: false },
      { kind: 'term', lexeme: 'rower', prefix: false },
    ])
    const swapped = sortedUniqueOperands(parseTsQuery("'rower' | 'rower':*") ?? { kind: 'term', lexeme: '', prefix: false })
    expect(swapped).toEqual([{ kind: 'term', lexeme: 'rower', prefix: true }])
  })

  it('leaves a conflicting duplicate in a query of 7 operands or more to PostgreSQL (its sort is not stable there)', () => {
    const tree = parseTsQuery("'a' & 'b' & 'c' & 'd' & 'e' & 'f' & 'g':* & 'g'")
    expect(tree).toBeDefined()
    expect(sortedUniqueOperands(tree ?? { kind: 'term', lexeme: '', prefix: false })).toBeUndefined()
  })

  it('compares as UTF-8 bytes do (the C collation)', () => {
    expect(compareBytes('bar', 'barbel')).toBeLessThan(0)
    expect(compareBytes('Zed', 'abc')).toBeLessThan(0)
    expect(compareBytes('\uffff', '\u{1F600}')).toBeLessThan(0) // U+FFFF before an astral character
    expect(compareBytes('same', 'same')).toBe(0)
  })
})
