import { describe, expect, it } from 'vitest'
import { keyphraseWords, normaliseKeyphrase, tsQueryText } from './keyphrase.ts'

describe('normaliseKeyphrase', () => {
  it('drops apostrophes, straight or typographic, instead of splitting the word ("women s")', () => {
    expect(normaliseKeyphrase("Women's Ohio Bar")).toBe('womens ohio bar')
    expect(normaliseKeyphrase('WOMEN\u2019S  bar')).toBe('womens bar')
    expect(normaliseKeyphrase("rogue's")).toBe('rogues')
  })

  it('lower-cases, removes accents and turns every other symbol into one space', () => {
    expect(normaliseKeyphrase('  Crème--Brûlée / 45LB!! ')).toBe('creme brulee 45lb')
    expect(normaliseKeyphrase("'; drop table x --")).toBe('drop table x')
  })

  it('an apostrophe-only query leaves nothing to search', () => {
    expect(normaliseKeyphrase("'''")).toBe('')
    expect(tsQueryText(keyphraseWords(normaliseKeyphrase("'''")))).toBeNull()
  })
})
