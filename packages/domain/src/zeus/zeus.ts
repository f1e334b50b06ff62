// The ZEUS gym builder (shell §2: USA only, /zeus-builder and its project pages; account my-gyms and
// zeus-saved-design). The spec names the tool and its routes only: the rules below are ours
// (docs/zeus-builder.md): what a design holds, the room sizes and limits, the equipment the builder
// offers with its floor footprint, and where a placed item may stand.

/** The unit a room is measured in; item positions are in the same unit. */
export const ZEUS_UNITS = ['in', 'cm'] as const
export type ZeusUnit = (typeof ZEUS_UNITS)[number]

/** A placed item's rotation, in degrees clockwise. */
export const ZEUS_ROTATIONS = [0, 90, 180, 270] as const
export type ZeusRotation = (typeof ZEUS_ROTATIONS)[number]

/** Room sides the builder accepts, per unit: 5 ft to 100 ft (150 cm to 30 m). */
export const ZEUS_ROOM_LIMITS: Record<ZeusUnit, { min: number; max: number }> = {
  in: { min: 60, max: 1200 },
  cm: { min: 150, max: 3000 },
}
/** Items one design may hold. */
export const ZEUS_MAX_ITEMS = 100
/** Designs one customer may keep in My Gyms. */
export const ZEUS_MAX_PROJECTS = 50
/** Longest design name. */
export const ZEUS_NAME_MAX = 60

export type ZeusEquipmentKind = 'rig' | 'rack' | 'bench' | 'cardio' | 'strongman'

/** The picker's sections, in order. */
export const ZEUS_KIND_LABELS: Record<ZeusEquipmentKind, string> = {
  rig: 'Rigs',
  rack: 'Racks',
  bench: 'Benches',
  cardio: 'Rowers & Ergs',
  strongman: 'Strongman',
}

/** A product the builder offers: its floor footprint at rotation 0 (width along x, depth along y), inches. */
export type ZeusEquipment = { productId: number; kind: ZeusEquipmentKind; widthIn: number; depthIn: number }

/**
 * The equipment the builder places (the store's rigs, racks, benches, ergs and a yoke) with the
 * footprint each takes on the floor. Products sold only with a choice (configurable racks) or by quote
 * are not offered: a design is bought with "Add all to cart" as it stands.
 */
export const ZEUS_EQUIPMENT: ReadonlyArray<ZeusEquipment> = [
  { productId: 1301, kind: 'rig', widthIn: 144, depthIn: 60 },
  { productId: 1403, kind: 'rack', widthIn: 53, depthIn: 54 },
  { productId: 1402, kind: 'rack', widthIn: 49, depthIn: 48 },
  { productId: 1404, kind: 'rack', widthIn: 52, depthIn: 41 },
  { productId: 1501, kind: 'bench', widthIn: 18, depthIn: 50 },
  { productId: 1502, kind: 'bench', widthIn: 21, depthIn: 55 },
  { productId: 1503, kind: 'bench', widthIn: 48, depthIn: 60 },
  { productId: 2601, kind: 'cardio', widthIn: 24, depthIn: 96 },
  { productId: 2602, kind: 'cardio', widthIn: 24, depthIn: 48 },
  { productId: 2003, kind: 'strongman', widthIn: 60, depthIn: 36 },
]

const EQUIPMENT_BY_ID = new Map(ZEUS_EQUIPMENT.map((e) => [e.productId, e]))

/** The builder's equipment entry of a product, if it offers it. */
export function zeusEquipmentOf(productId: number): ZeusEquipment | undefined {
  return EQUIPMENT_BY_ID.get(productId)
}

/** A length in inches in a room's unit (whole units: centimetres rounded). */
export function zeusLength(inches: number, unit: ZeusUnit): number {
  return unit === 'in' ? inches : Math.round(inches * 2.54)
}

/** The floor an item takes in the room's unit, turned by its rotation (90 and 270 swap the sides). */
export function zeusFootprint(equipment: Pick<ZeusEquipment, 'widthIn' | 'depthIn'>, rotation: ZeusRotation, unit: ZeusUnit): { width: number; depth: number } {
  const width = zeusLength(equipment.widthIn, unit)
  const depth = zeusLength(equipment.depthIn, unit)
  return rotation === 90 || rotation === 270 ? { width: depth, depth: width } : { width, depth }
}

export type ZeusItem = { productId: number; x: number; y: number; rotation: ZeusRotation }
export type ZeusRoom = { unit: ZeusUnit; width: number; length: number }
export type ZeusDesign = ZeusRoom & { items: ReadonlyArray<ZeusItem> }

export type ZeusProblemCode = 'ROOM_SIZE' | 'TOO_MANY_ITEMS' | 'UNKNOWN_PRODUCT' | 'ITEM_OUTSIDE_ROOM'
export type ZeusProblem = { code: ZeusProblemCode; message: string; index?: number }

const UNIT_WORDS: Record<ZeusUnit, string> = { in: 'inches', cm: 'cm' }

/** The room's sides against ZEUS_ROOM_LIMITS: null when both fit. */
export function zeusRoomProblem(room: ZeusRoom): ZeusProblem | null {
  const { min, max } = ZEUS_ROOM_LIMITS[room.unit]
  const fits = (side: number) => Number.isInteger(side) && side >= min && side <= max
  if (fits(room.width) && fits(room.length)) return null
  return { code: 'ROOM_SIZE', message: `The room's width and length must be whole numbers from ${min} to ${max} ${UNIT_WORDS[room.unit]}` }
}

/** Does an item, as placed, stand wholly inside the room. */
export function zeusItemInside(item: ZeusItem, room: ZeusRoom, equipment: Pick<ZeusEquipment, 'widthIn' | 'depthIn'>): boolean {
  const { width, depth } = zeusFootprint(equipment, item.rotation, room.unit)
  return item.x >= 0 && item.y >= 0 && item.x + width <= room.width && item.y + depth <= room.length
}

/**
 * What keeps a design from being saved (an empty list when nothing): the room's size, the number of
 * items, a product the builder does not offer (or `offered` says the store does not sell now), an item
 * that does not stand wholly inside the room. Overlapping items are allowed (a bench inside a rack).
 */
export function zeusDesignProblems(design: ZeusDesign, offered: (productId: number) => boolean = () => true): Array<ZeusProblem> {
  const problems: Array<ZeusProblem> = []
  const room = zeusRoomProblem(design)
  if (room) problems.push(room)
  if (design.items.length > ZEUS_MAX_ITEMS) problems.push({ code: 'TOO_MANY_ITEMS', message: `A design can hold at most ${ZEUS_MAX_ITEMS} items` })
  design.items.forEach((item, index) => {
    const equipment = zeusEquipmentOf(item.productId)
    if (!equipment || !offered(item.productId)) {
      problems.push({ code: 'UNKNOWN_PRODUCT', index, message: `Item ${index + 1} is not equipment the builder offers (product ${item.productId})` })
    } else if (!room && !zeusItemInside(item, design, equipment)) {
      problems.push({ code: 'ITEM_OUTSIDE_ROOM', index, message: `Item ${index + 1} does not fit inside the room at that position` })
    }
  })
  return problems
}

/** Pairs of items (by index) whose footprints overlap: the builder points them out, it does not refuse them. */
export function zeusOverlaps(design: ZeusDesign): Array<[number, number]> {
  const boxes = design.items.map((item) => {
    const equipment = zeusEquipmentOf(item.productId)
    if (!equipment) return null
    const { width, depth } = zeusFootprint(equipment, item.rotation, design.unit)
    return { x0: item.x, y0: item.y, x1: item.x + width, y1: item.y + depth }
  })
  const pairs: Array<[number, number]> = []
  boxes.forEach((a, i) => {
    boxes.forEach((b, j) => {
      if (j <= i || !a || !b) return
      if (a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1) pairs.push([i, j])
    })
  })
  return pairs
}

/** The bill of materials' quantities: each product once, in the order first placed, with how many. */
export function zeusBillQuantities(items: ReadonlyArray<Pick<ZeusItem, 'productId'>>): Array<{ productId: number; qty: number }> {
  const counts = new Map<number, number>()
  for (const item of items) counts.set(item.productId, (counts.get(item.productId) ?? 0) + 1)
  return [...counts].map(([productId, qty]) => ({ productId, qty }))
}

/** Where an item moved by one keyboard step lands, kept inside the room (step in the room's unit). */
export function zeusNudge(item: ZeusItem, room: ZeusRoom, equipment: Pick<ZeusEquipment, 'widthIn' | 'depthIn'>, dx: number, dy: number): ZeusItem {
  const { width, depth } = zeusFootprint(equipment, item.rotation, room.unit)
  const clamp = (value: number, max: number) => Math.max(0, Math.min(Math.max(0, max), value))
  return { ...item, x: clamp(item.x + dx, room.width - width), y: clamp(item.y + dy, room.length - depth) }
}

/** The item turned a quarter clockwise, about its corner, then kept inside the room when it can be. */
export function zeusRotate(item: ZeusItem, room: ZeusRoom, equipment: Pick<ZeusEquipment, 'widthIn' | 'depthIn'>): ZeusItem {
  const rotation = ((item.rotation + 90) % 360) as ZeusRotation
  return zeusNudge({ ...item, rotation }, room, equipment, 0, 0)
}
