import { describe, expect, it } from 'vitest'
import { IdleCollection } from './idle-collection.ts'

describe('a collection once a busy process goes quiet', () => {
  it('collects once in the first interval without requests after one with them, never under steady load or when idle throughout', () => {
    let collected = 0
    const idle = new IdleCollection(() => (collected += 1))
    idle.tick()
    idle.tick()
    expect(collected).toBe(0) // idle from the start: nothing to give back
    for (let interval = 0; interval < 5; interval += 1) {
      idle.noteActivity()
      idle.tick()
    }
    expect(collected).toBe(0) // steady load: V8 collects as it allocates
    idle.tick()
    expect(collected).toBe(1) // the first quiet interval
    idle.tick()
    idle.tick()
    expect(collected).toBe(1) // once per quiet period
    idle.noteActivity()
    idle.tick()
    idle.tick()
    expect([collected, idle.collections]).toEqual([2, 2]) // the next burst, the next quiet period
  })
})
