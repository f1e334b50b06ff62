import {
  ZEUS_ROOM_LIMITS,
  zeusDesignProblems,
  zeusFootprint,
  zeusLength,
  zeusNudge,
  zeusOverlaps,
  zeusRotate,
  type ZeusProblem,
  type ZeusRoom,
  type ZeusRotation,
  type ZeusUnit,
} from '@ironhouse/domain'
import type { ZeusEquipmentItem, ZeusProject, ZeusProjectInput } from '@ironhouse/contracts'

/** A placed item in the editor: the wire's item and a key that survives moves and removals. */
export type PlacedItem = { key: number; productId: number; x: number; y: number; rotation: ZeusRotation }

export type Draft = { name: string; unit: ZeusUnit; width: number; length: number; items: Array<PlacedItem> }

let nextKey = 1
export const keyed = (items: ZeusProject['items']): Array<PlacedItem> => items.map((item) => ({ ...item, key: nextKey++ }))

/** A new design: a 12 × 20 ft garage, empty. */
export function newDraft(): Draft {
  return { name: 'My Gym', unit: 'in', width: 144, length: 240, items: [] }
}

export function draftOf(project: ZeusProject): Draft {
  return { name: project.name, unit: project.unit, width: project.width, length: project.length, items: keyed(project.items) }
}

export function inputOf(draft: Draft): ZeusProjectInput {
  return { name: draft.name.trim(), unit: draft.unit, width: draft.width, length: draft.length, items: draft.items.map(({ productId, x, y, rotation }) => ({ productId, x, y, rotation })) }
}

/** The room's sides are usable for placing (within the limits): moves are clamped only then. */
function roomUsable(room: ZeusRoom): boolean {
  const { min, max } = ZEUS_ROOM_LIMITS[room.unit]
  return [room.width, room.length].every((side) => Number.isInteger(side) && side >= min && side <= max)
}

function withItem(draft: Draft, key: number, change: (item: PlacedItem) => PlacedItem): Draft {
  return { ...draft, items: draft.items.map((item) => (item.key === key ? change(item) : item)) }
}

function equipmentOf(equipment: ReadonlyMap<number, ZeusEquipmentItem>, productId: number) {
  return equipment.get(productId) ?? { widthIn: 0, depthIn: 0 }
}

export function nudge(draft: Draft, equipment: ReadonlyMap<number, ZeusEquipmentItem>, key: number, dx: number, dy: number): Draft {
  if (!roomUsable(draft)) return draft
  return withItem(draft, key, (item) => ({ ...zeusNudge(item, draft, equipmentOf(equipment, item.productId), dx, dy), key }))
}

export function moveTo(draft: Draft, equipment: ReadonlyMap<number, ZeusEquipmentItem>, key: number, x: number, y: number): Draft {
  if (!roomUsable(draft)) return draft
  return withItem(draft, key, (item) => ({ ...zeusNudge({ ...item, x, y }, draft, equipmentOf(equipment, item.productId), 0, 0), key }))
}

export function rotate(draft: Draft, equipment: ReadonlyMap<number, ZeusEquipmentItem>, key: number): Draft {
  return withItem(draft, key, (item) => ({ ...zeusRotate(item, draft, equipmentOf(equipment, item.productId)), key }))
}

export function remove(draft: Draft, key: number): Draft {
  return { ...draft, items: draft.items.filter((item) => item.key !== key) }
}

/**
 * Adds an item where it first fits without overlapping another (scanning the floor in 1 ft or 30 cm
 * steps from the top-left corner), else at the corner. Answers the draft and the new item's key.
 */
export function place(draft: Draft, equipment: ZeusEquipmentItem): { draft: Draft; key: number } {
  const key = nextKey++
  const { width, depth } = zeusFootprint(equipment, 0, draft.unit)
  const step = draft.unit === 'in' ? 12 : 30
  const taken = draft.items
  const fits = (x: number, y: number) => {
    const candidate = { ...draft, items: [...taken, { key, productId: equipment.productId, x, y, rotation: 0 as const }] }
    const last = candidate.items.length - 1
    return !zeusOverlaps(candidate).some(([a, b]) => a === last || b === last)
  }
  let spot = { x: 0, y: 0 }
  search: for (let y = 0; y + depth <= draft.length; y += step) {
    for (let x = 0; x + width <= draft.width; x += step) {
      if (fits(x, y)) {
        spot = { x, y }
        break search
      }
    }
  }
  return { draft: { ...draft, items: [...draft.items, { key, productId: equipment.productId, ...spot, rotation: 0 }] }, key }
}

/** A new unit: the room and every position converted (1 in = 2.54 cm), rounded to whole units. */
export function changeUnit(draft: Draft, unit: ZeusUnit): Draft {
  if (unit === draft.unit) return draft
  const convert = (value: number) => (unit === 'cm' ? zeusLength(value, 'cm') : Math.round(value / 2.54))
  return {
    ...draft,
    unit,
    width: convert(draft.width),
    length: convert(draft.length),
    items: draft.items.map((item) => ({ ...item, x: convert(item.x), y: convert(item.y) })),
  }
}

/** What the server will refuse (the domain's rules, shown before saving) and the overlapping items' keys. */
export function checkDraft(draft: Draft, equipment: ReadonlyMap<number, ZeusEquipmentItem>): { problems: Array<string>; overlapping: Set<number> } {
  const problems = zeusDesignProblems(draft, (productId) => equipment.size === 0 || equipment.has(productId)).map((problem: ZeusProblem) => problem.message)
  if (draft.name.trim() === '') problems.unshift('Please name your design')
  const overlapping = new Set(zeusOverlaps(draft).flatMap(([a, b]) => [draft.items[a]?.key ?? -1, draft.items[b]?.key ?? -1]))
  return { problems, overlapping }
}
