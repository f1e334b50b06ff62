import { describe, expect, it } from 'vitest'
import type { ZeusEquipmentItem } from '@ironhouse/contracts'
import { changeUnit, checkDraft, inputOf, moveTo, newDraft, nudge, place, rotate } from './design-state.ts'

// The ZEUS editor's moves (docs/zeus-builder.md): placing where an item first fits, keyboard and pointer
// moves kept inside the room, a change of unit, and what Save would be refused for.
const rack: ZeusEquipmentItem = { productId: 1403, kind: 'rack', name: 'Monster Power Rack', url: '/monster-power-rack', thumbnail: null, widthIn: 53, depthIn: 54, price: 149500 }
const rower: ZeusEquipmentItem = { productId: 2601, kind: 'cardio', name: 'Concept 2 RowErg', url: '/rowerg', thumbnail: null, widthIn: 24, depthIn: 96, price: 99000 }
const equipment = new Map([rack, rower].map((e) => [e.productId, e]))

describe('ZEUS editor (docs/zeus-builder.md)', () => {
  it('places a new item where it first fits without overlapping, scanning in 1 ft steps', () => {
    const first = place(newDraft(), rack)
    expect(first.draft.items.map(({ x, y }) => [x, y])).toEqual([[0, 0]])
    const second = place(first.draft, rower)
    // the rack takes 0–53 in: the rower goes to the next free foot, 60 in
    expect(second.draft.items.map(({ x, y }) => [x, y])).toEqual([
      [0, 0],
      [60, 0],
    ])
    expect(checkDraft(second.draft, equipment)).toEqual({ problems: [], overlapping: new Set() })
  })

  it('moves stay inside the 144 × 240 in room; a turn swaps width and depth', () => {
    const { draft, key } = place(newDraft(), rower)
    expect(nudge(draft, equipment, key, -6, 0).items[0]).toMatchObject({ x: 0, y: 0 })
    expect(moveTo(draft, equipment, key, 500, 500).items[0]).toMatchObject({ x: 120, y: 144 })
    expect(rotate(moveTo(draft, equipment, key, 120, 0), equipment, key).items[0]).toMatchObject({ x: 48, y: 0, rotation: 90 })
  })

  it('a change of unit converts the room and positions; Save is held back for a bad room or a missing name', () => {
    const { draft } = place(newDraft(), rack)
    const cm = changeUnit(moveTo(draft, equipment, draft.items[0]?.key ?? 0, 10, 20), 'cm')
    expect(inputOf(cm)).toEqual({ name: 'My Gym', unit: 'cm', width: 366, length: 610, items: [{ productId: 1403, x: 25, y: 51, rotation: 0 }] })
    expect(checkDraft({ ...cm, name: ' ', width: 100 }, equipment).problems).toEqual([
      'Please name your design',
      "The room's width and length must be whole numbers from 150 to 3000 cm",
    ])
  })
})
