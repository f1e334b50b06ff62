import { CATEGORY_IDS as C } from '../categories.ts'
import type { Rng } from '../random.ts'
import { slugOf } from '@ironhouse/domain'
import { configurable, draft, type DraftInput, type ProductDraft, type StockKind } from './draft.ts'
import { HUNDO_TIERS } from './equipment.ts'
import { promoAttributes, type PromoCase } from './promos.ts'

type Template = {
  categoryId: number
  nouns: ReadonlyArray<string>
  price: [number, number]
  weight: [number, number]
  colours: boolean
  hundo?: boolean
  heavy?: boolean
}

const TEMPLATES: ReadonlyArray<Template> = [
  { categoryId: C.bars, nouns: ['Bar', 'Power Bar', 'Deadlift Bar', 'Technique Bar'], price: [15000, 55000], weight: [25, 50], colours: false },
  { categoryId: C.plates, nouns: ['Bumper Plates', 'Iron Plates', 'Fractional Plates'], price: [4000, 60000], weight: [10, 200], colours: false, hundo: true },
  { categoryId: C.collars, nouns: ['Collars', 'Spring Clips'], price: [900, 9000], weight: [0.5, 3], colours: true },
  { categoryId: C.rigs, nouns: ['Rig', 'Crossmember Kit', 'Pull-Up Station'], price: [30000, 250000], weight: [100, 900], colours: false, heavy: true },
  { categoryId: C.racks, nouns: ['Rack', 'Half Rack', 'Squat Stand'], price: [25000, 180000], weight: [90, 600], colours: true, heavy: true },
  { categoryId: C.benches, nouns: ['Bench', 'Utility Bench', 'Incline Bench'], price: [15000, 90000], weight: [40, 160], colours: true },
  { categoryId: C.garagePackages, nouns: ['Garage Gym Package'], price: [150000, 450000], weight: [300, 1200], colours: false, heavy: true },
  { categoryId: C.shirts, nouns: ['Tee', 'Tank', 'Long Sleeve'], price: [2200, 4500], weight: [0.3, 0.6], colours: true },
  { categoryId: C.hoodies, nouns: ['Hoodie', 'Crewneck'], price: [5000, 9000], weight: [1, 1.6], colours: true },
  { categoryId: C.hats, nouns: ['Hat', 'Beanie', 'Snapback'], price: [2000, 3800], weight: [0.2, 0.4], colours: true },
  { categoryId: C.liftingShoes, nouns: ['Lifter'], price: [15000, 26000], weight: [2.5, 3.5], colours: true },
  { categoryId: C.trainingShoes, nouns: ['Trainer', 'Runner'], price: [9000, 16000], weight: [2, 3], colours: true },
  { categoryId: C.straps, nouns: ['Lifting Straps', 'Figure 8 Straps'], price: [1200, 3500], weight: [0.1, 0.3], colours: true },
  { categoryId: C.wristWraps, nouns: ['Wrist Wraps', 'Knee Wraps'], price: [1500, 4500], weight: [0.2, 0.5], colours: true },
  { categoryId: C.belts, nouns: ['Lifting Belt', 'Lever Belt'], price: [6000, 18000], weight: [1.5, 3], colours: true },
  { categoryId: C.logs, nouns: ['Log', 'Axle'], price: [30000, 90000], weight: [60, 160], colours: false, heavy: true },
  { categoryId: C.stones, nouns: ['Atlas Stone', 'Stone Mold'], price: [9000, 45000], weight: [40, 400], colours: false },
  { categoryId: C.yokes, nouns: ['Yoke', 'Farmers Walk Handles'], price: [35000, 160000], weight: [80, 350], colours: false, heavy: true },
  { categoryId: C.rollers, nouns: ['Foam Roller', 'Mobility Ball'], price: [1200, 6000], weight: [0.3, 3], colours: true },
  { categoryId: C.bands, nouns: ['Resistance Band', 'Mini Band'], price: [1000, 4500], weight: [0.2, 1], colours: true },
  { categoryId: C.stockingStuffers, nouns: ['Bottle Opener', 'Keychain', 'Mug', 'Patch'], price: [500, 3000], weight: [0.1, 1], colours: false },
  { categoryId: C.rigParts, nouns: ['Upright', 'Safety Spotter Arms', 'Band Pegs'], price: [2500, 25000], weight: [2, 80], colours: false },
  { categoryId: C.barParts, nouns: ['Sleeve Kit', 'Snap Ring Set', 'End Cap'], price: [900, 9000], weight: [0.2, 6], colours: false },
  { categoryId: C.newEquipment, nouns: ['Sled', 'Plyo Box', 'Kettlebell'], price: [6000, 60000], weight: [10, 120], colours: false },
  { categoryId: C.newApparel, nouns: ['Shorts', 'Joggers', 'Jacket'], price: [4000, 12000], weight: [0.4, 1.5], colours: true },
]

const ADJECTIVES = [
  'Ohio', 'Echo', 'Monster', 'Iron', 'Forge', 'Anvil', 'Granite', 'Summit', 'Titan', 'Atlas', 'Keystone', 'Buckeye',
  'Columbus', 'Boneyard', 'Pioneer', 'Heritage', 'Vanguard', 'Ridge', 'Bedrock', 'Ember',
]
const SHIPPING_GROUPS = ['DROPSHIP', 'PER_ORDER_DROPSHIP', 'DROPSHIP_FREIGHT', 'NO_PICKUP', '3_FREE_ALL']
const MANUFACTURERS = ['Ironhouse', 'Ironhouse', 'Ironhouse', 'Ironhouse', 'Kilo Forge', 'Northbound Athletics', 'Concept 2']

function priceIn(rng: Rng, [min, max]: [number, number]): number {
  // list prices end in .00 or .50 dollars
  return Math.round(rng.int(min, max) / 50) * 50
}

function stockKind(rng: Rng): StockKind {
  const roll = rng.next()
  if (roll < 0.84) return 'in'
  if (roll < 0.89) return 'bin'
  if (roll < 0.93) return 'oos'
  if (roll < 0.96) return 'backorder'
  if (roll < 0.98) return 'leadTime'
  return 'none'
}

/**
 * Generated products that fill the catalogue up to the requested size (default demo and the
 * benchmark catalogue): mostly simple products, and configurable ones with up to 12 colour children,
 * spread over the subcategories, with the same attribute, stock and promo variety as the named ones.
 */
export function fillerProducts(rng: Rng, nowMs: number, firstId: number, count: number): Array<ProductDraft> {
  const out: Array<ProductDraft> = []
  let id = firstId
  while (out.length < count) {
    const template = rng.pick(TEMPLATES)
    const name = `${rng.pick(ADJECTIVES)} ${rng.pick(template.nouns)} ${id - firstId + 1}`
    const price = priceIn(rng, template.price)
    const attributes: Record<string, unknown> = { manufacturer: rng.pick(MANUFACTURERS) }
    const input: DraftInput = {
      id,
      sku: `IH-${id}`,
      name,
      urlKey: `/${slugOf(name)}`,
      price,
      weight: Math.round((template.weight[0] + rng.next() * (template.weight[1] - template.weight[0])) * 10) / 10,
      categories: rng.chance(0.1) ? [template.categoryId, C.newGear] : [template.categoryId],
      attributes,
      stock: stockKind(rng),
      qoh: rng.int(1, 300),
    }
    if (rng.chance(0.1)) input.special = Math.round((price * rng.int(70, 90)) / 100)
    if (rng.chance(0.08)) input.groupPriced = true
    if (rng.chance(0.15)) attributes.made_in_usa = 1
    if (rng.chance(0.05)) attributes.free_shipping = 1
    if (rng.chance(0.04)) attributes.black_friday_dropship = 1
    if (rng.chance(0.05)) attributes.rogue_closeout_and_sale = 1
    if (rng.chance(0.12)) attributes.shipperhq_shipping_group = rng.pick(SHIPPING_GROUPS)
    if (rng.chance(0.1)) attributes.rogue_pickup_disabled = rng.pick(['auto', 'no', 'yes'])
    if (template.heavy && rng.chance(0.3)) input.shipDirect = true
    if (template.hundo && rng.chance(0.5)) {
      input.hundoPricing = HUNDO_TIERS
      attributes.rogue_hundo_enabled = 1
    }
    if (rng.chance(0.08)) {
      const kind = rng.pick<PromoCase>(['active', 'active', 'upcoming', 'expired', 'qtyActive'])
      input.promo = Math.round((price * rng.int(70, 90)) / 100)
      Object.assign(attributes, promoAttributes(kind, nowMs, input.promo))
    }
    const remaining = count - out.length
    if (template.colours && remaining >= 4 && rng.chance(0.12)) {
      const colours = Math.min(12, remaining - 1, rng.int(3, 12))
      const drafts = configurable(input, id + 1, colours, () => stockKind(rng))
      out.push(...drafts)
      id += drafts.length
    } else {
      out.push(draft(input))
      id += 1
    }
  }
  return out
}
