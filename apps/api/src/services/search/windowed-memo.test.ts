// The search engine's remembered work (windowed-memo.ts): a value holds only inside its window, and the
// memo never holds more than its capacity in weight, dropping the oldest values first.
import { describe, expect, it } from 'vitest'
import { WindowedMemo } from './windowed-memo.ts'

describe('WindowedMemo', () => {
  it('answers a value only from its start until just before its end', () => {
    const memo = new WindowedMemo<string>(10)
    memo.set('bar', 'answer', 1000, 2000)
    expect([memo.get('bar', 999), memo.get('bar', 1000), memo.get('bar', 1999), memo.get('bar', 2000)]).toEqual([undefined, 'answer', 'answer', undefined])
    memo.clear()
    expect(memo.get('bar', 1500)).toBeUndefined()
  })

  it('keeps its weight within capacity, the oldest out first; a value set again counts once', () => {
    const memo = new WindowedMemo<string>(10, (text) => text.length)
    memo.set('a', 'xxxx', 0, 100)
    memo.set('b', 'xxxx', 0, 100)
    memo.set('a', 'yyyy', 0, 100) // replaces a: 8 of 10
    memo.set('c', 'zzzz', 0, 100) // 12 > 10: b, now the oldest, goes
    expect([memo.get('a', 1), memo.get('b', 1), memo.get('c', 1)]).toEqual(['yyyy', undefined, 'zzzz'])
  })
})
