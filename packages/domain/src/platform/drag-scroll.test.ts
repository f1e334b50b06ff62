import { describe, expect, it } from 'vitest'
import { dragScrollEase, dragScrollFollow, dragScrollGlide, isDragScroll } from './drag-scroll.ts'

describe('drag-scroll (platform §9: move threshold 50 px, momentum factor 200, animate threshold 25 px, ease 300 ms)', () => {
  it('a press that moves 50 px or less is a click; more is a drag, either way', () => {
    expect([isDragScroll(0), isDragScroll(50), isDragScroll(-50), isDragScroll(50.5), isDragScroll(-120)]).toEqual([false, false, false, true, true])
  })

  it('the list follows by the movement past the threshold, so it does not jump when the drag starts', () => {
    expect(dragScrollFollow(30)).toBe(0)
    expect(dragScrollFollow(-50)).toBe(0)
    expect(dragScrollFollow(51)).toBe(1)
    expect(dragScrollFollow(-200)).toBe(-150)
  })

  it('glides on by speed × 200 over 300 ms, only when that is more than 25 px', () => {
    expect(dragScrollGlide(0.1)).toBeNull() // 20 px
    expect(dragScrollGlide(-0.125)).toBeNull() // 25 px exactly
    expect(dragScrollGlide(1.5)).toEqual({ distance: 300, durationMs: 300 })
    expect(dragScrollGlide(-0.5)).toEqual({ distance: -100, durationMs: 300 })
  })

  it('eases out: starts fast, ends at rest, and stays within 0..1', () => {
    expect(dragScrollEase(0)).toBe(0)
    expect(dragScrollEase(1)).toBe(1)
    expect(dragScrollEase(0.5)).toBeCloseTo(0.875)
    expect(dragScrollEase(-1)).toBe(0)
    expect(dragScrollEase(2)).toBe(1)
  })
})
