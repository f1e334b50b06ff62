// Drag-scroll of a horizontal list with a mouse (platform §9: ease 300 ms, momentum factor 200, move
// threshold 50 px, animate threshold 25 px). The spec gives the numbers; what each one governs is ours
// (docs/storefront.md "Carousels"):
// - a press that moves no more than the move threshold is a click (a tile's link opens); beyond it, it
//   is a drag, the list follows the pointer by the movement past the threshold and nothing opens;
// - on release the list glides on by the pointer's speed × the momentum factor, over the ease time,
//   when that glide is more than the animate threshold (a slow release just stops).
import { DRAG_SCROLL } from './constants.ts'

/** True when a press that has moved `dx` px (either way) is a drag, not a click. */
export function isDragScroll(dx: number): boolean {
  return Math.abs(dx) > DRAG_SCROLL.moveThresholdPx
}

/** How far the list follows a press that has moved `dx` px: nothing within the move threshold, then the movement beyond it. */
export function dragScrollFollow(dx: number): number {
  return isDragScroll(dx) ? dx - Math.sign(dx) * DRAG_SCROLL.moveThresholdPx : 0
}

/** The glide after a drag's release at `velocity` px/ms (the pointer's), or null when it is too short to animate. */
export function dragScrollGlide(velocity: number): { distance: number; durationMs: number } | null {
  const distance = velocity * DRAG_SCROLL.momentumFactor
  return Math.abs(distance) > DRAG_SCROLL.animateThresholdPx ? { distance, durationMs: DRAG_SCROLL.easeMs } : null
}

/** The glide's share done at `t` (0..1 of the ease time): fast first, slowing to a stop (cubic ease-out). */
export function dragScrollEase(t: number): number {
  const clamped = Math.min(1, Math.max(0, t))
  return 1 - (1 - clamped) ** 3
}
