import { describe, expect, it } from 'vitest'
import { parseChoiceIds } from './choice-ids.ts'

describe('the b query (commerce §2: chosen child ids joined by dashes)', () => {
  it('reads digits joined by dashes and nothing else', () => {
    expect(parseChoiceIds('1005-1101')).toEqual([1005, 1101])
    expect(parseChoiceIds('10000')).toEqual([10000])
    for (const bad of [null, undefined, '', '-', '1--2', '1-', 'a-1', '1,2', '1 2', '1e3', '9999999999', Array.from({ length: 21 }, () => '1').join('-')]) {
      expect(parseChoiceIds(bad)).toEqual([])
    }
  })
})
