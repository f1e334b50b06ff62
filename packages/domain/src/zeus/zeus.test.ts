import { describe, expect, it } from 'vitest'
import { zeusBillQuantities, zeusDesignProblems, zeusFootprint, zeusNudge, zeusOverlaps, zeusRotate } from './zeus.ts'

// ZEUS gym builder (shell §2 routes; the rules are ours: docs/zeus-builder.md)
const rack = 1403 // Monster Power Rack, 53 × 54 in
const rower = 2601 // Concept 2 RowErg, 24 × 96 in

describe('ZEUS builder rules (docs/zeus-builder.md)', () => {
  it('a footprint turns with the item and converts to whole centimetres', () => {
    expect(zeusFootprint({ widthIn: 24, depthIn: 96 }, 0, 'in')).toEqual({ width: 24, depth: 96 })
    expect(zeusFootprint({ widthIn: 24, depthIn: 96 }, 90, 'in')).toEqual({ width: 96, depth: 24 })
    expect(zeusFootprint({ widthIn: 24, depthIn: 96 }, 180, 'cm')).toEqual({ width: 61, depth: 244 })
  })

  it('refuses a room outside 60–1200 in, an unknown product and an item that leaves the room', () => {
    expect(zeusDesignProblems({ unit: 'in', width: 59, length: 200, items: [] })).toEqual([
      { code: 'ROOM_SIZE', message: "The room's width and length must be whole numbers from 60 to 1200 inches" },
    ])
    expect(zeusDesignProblems({ unit: 'cm', width: 150, length: 3000, items: [] })).toEqual([])
    const problems = zeusDesignProblems({
      unit: 'in',
      width: 120,
      length: 120,
      items: [
        { productId: 1001, x: 0, y: 0, rotation: 0 },
        { productId: rower, x: 0, y: 30, rotation: 0 },
        { productId: rower, x: 0, y: 30, rotation: 90 },
      ],
    })
    expect(problems.map((p) => [p.code, p.index])).toEqual([
      ['UNKNOWN_PRODUCT', 0],
      ['ITEM_OUTSIDE_ROOM', 1],
    ])
  })

  it('points out overlapping items, counts the bill per product and keeps moves inside the room', () => {
    const room = { unit: 'in' as const, width: 120, length: 120 }
    const items = [
      { productId: rack, x: 0, y: 0, rotation: 0 as const },
      { productId: rack, x: 53, y: 0, rotation: 0 as const },
      { productId: rower, x: 52, y: 0, rotation: 90 as const },
    ]
    expect(zeusOverlaps({ ...room, items })).toEqual([
      [0, 2],
      [1, 2],
    ])
    expect(zeusBillQuantities(items)).toEqual([
      { productId: rack, qty: 2 },
      { productId: rower, qty: 1 },
    ])
    const eq = { widthIn: 24, depthIn: 96 }
    expect(zeusNudge({ productId: rower, x: 90, y: 0, rotation: 0 }, room, eq, 12, -12)).toMatchObject({ x: 96, y: 0 })
    expect(zeusRotate({ productId: rower, x: 90, y: 10, rotation: 0 }, room, eq)).toEqual({ productId: rower, x: 24, y: 10, rotation: 90 })
  })
})
