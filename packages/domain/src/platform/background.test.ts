import { describe, expect, it } from 'vitest'
import { backgroundTickTasks, compareRelease, shouldPreloadRelease } from './background.ts'
import { BACKGROUND_TICK_MS } from './constants.ts'

describe('shell §4 background refresh', () => {
  it('ticks every 60 s: cart products each tick, app config every 5th, promotions and heartbeat every 2nd', () => {
    expect(BACKGROUND_TICK_MS).toBe(60_000)
    const ticks = Array.from({ length: 10 }, (_, i) => backgroundTickTasks(i + 1, { hidden: false }))
    expect(ticks.every((t) => t.cartProducts)).toBe(true)
    expect(ticks.flatMap((t, i) => (t.appConfig ? [i + 1] : []))).toEqual([5, 10])
    expect(ticks.flatMap((t, i) => (t.promotions ? [i + 1] : []))).toEqual([2, 4, 6, 8, 10])
    expect(ticks.flatMap((t, i) => (t.heartbeat ? [i + 1] : []))).toEqual([2, 4, 6, 8, 10])
  })

  it('is paused when the tab is hidden or the tick is skipped', () => {
    const none = { cartProducts: false, appConfig: false, promotions: false, heartbeat: false }
    expect(backgroundTickTasks(10, { hidden: true })).toEqual(none)
    expect(backgroundTickTasks(10, { hidden: false, skipped: true })).toEqual(none)
    expect(backgroundTickTasks(0, { hidden: false })).toEqual(none)
  })
})

describe('shell §4 and platform §9 releases', () => {
  const current = { hash: 'abc', buildDate: '2025-03-01T10:00:00Z' }

  it('a heartbeat release older than the current build is ignored', () => {
    expect(compareRelease(current, { hash: 'old', buildDate: '2025-02-01T10:00:00Z' })).toBe('older')
    expect(shouldPreloadRelease(current, { hash: 'old', buildDate: '2025-02-01T10:00:00Z' })).toBe(false)
    expect(compareRelease(current, { hash: 'bad', buildDate: 'garbage' })).toBe('older')
  })

  it('a newer release triggers a preload; the same hash does not', () => {
    expect(shouldPreloadRelease(current, { hash: 'new', buildDate: Date.parse('2025-03-02T00:00:00Z') })).toBe(true)
    expect(compareRelease(current, { hash: 'abc', buildDate: '2030-01-01' })).toBe('same')
  })
})
