import { createHash } from 'node:crypto'
import {
  PICKUP_SHIPPING_CODE,
  freeShippingGroupApplies,
  isPickupAllowed,
  pickupLabel,
  type ShippingMode,
  type ShippingRate,
  type SiteCode,
} from '@ironhouse/domain'
import { FIVE_FOR_FIVE_RATE, PARCEL_MAX_LB, SITE_RATE_TABLES, type ServiceRate, type SiteRateTable } from './rate-tables.ts'

/** One cart line as the rate engine sees it (the shipping service fills it from the catalogue). */
export type RateItem = {
  id: string
  productId: number
  qty: number
  /** Pounds per unit. */
  weightLb: number
  /** shipperhq_shipping_group values (upper-case). */
  shippingGroups: ReadonlyArray<string>
  pickupDisabled: string | null
  shipDirect: boolean
  /** free_shipping attribute: the standard service costs nothing for this item. */
  freeShipping: boolean
  /** free_3 / cart_free: the 3 ships free offer (group 3_FREE_ALL). */
  threeShipsFree: boolean
  /** black_friday_dropship: the 5 for 5 offer. */
  fiveForFive: boolean
  /** The maker a dropship item ships from. */
  vendor: string
  /** Nothing to ship (programs, e-gift cards, virtual products). */
  virtual: boolean
  /** All units can leave the warehouse now (else they wait for stock). */
  availableNow: boolean
}

export type RateQuery = {
  siteCode: SiteCode
  destination: { countryId: string; region: string; postcode: string; city: string }
  mode: ShippingMode
  allow5for5: boolean
  items: ReadonlyArray<RateItem>
}

export type RatedPackage = {
  packageNumber: number
  kind: 'parcel' | 'freight' | 'dropship'
  /** Shown to the shopper: what the package is and where it comes from. */
  label: string
  weightLb: number
  itemIds: Array<string>
}

export type RateAnswer =
  | { ok: true; rates: Array<ShippingRate & { rate: number; label: string; packageNumber: number; transactionId: string; promotion?: 'five_for_five' }>; split: boolean; transactionId: string; packages: Array<RatedPackage> }
  | { ok: false; reason: 'destination_not_served' | 'nothing_to_ship' }

/** The seam to a shipping-rate service (a third party such as ShipperHQ in production stores). */
export type ShippingRateProvider = {
  readonly name: string
  rates: (query: RateQuery) => Promise<RateAnswer>
}

type Unit = { itemId: string; weightLb: number; free: boolean; fiveForFive: boolean }
type Draft = { kind: RatedPackage['kind']; label: string; units: Array<Unit>; service: ServiceRate | null; vendor?: string; perOrder?: boolean }

function unitsOf(item: RateItem, free: boolean): Array<Unit> {
  return Array.from({ length: item.qty }, () => ({ itemId: item.id, weightLb: item.weightLb, free, fiveForFive: item.fiveForFive }))
}

/** Packs parcel units into boxes of at most PARCEL_MAX_LB (first fit, heaviest first). */
function boxes(units: ReadonlyArray<Unit>): Array<Array<Unit>> {
  const sorted = [...units].sort((a, b) => b.weightLb - a.weightLb)
  const result: Array<{ weight: number; units: Array<Unit> }> = []
  for (const unit of sorted) {
    const box = result.find((candidate) => candidate.weight + unit.weightLb <= PARCEL_MAX_LB)
    if (box) {
      box.weight += unit.weightLb
      box.units.push(unit)
    } else result.push({ weight: unit.weightLb, units: [unit] })
  }
  return result.map((box) => box.units)
}

function billedPounds(units: ReadonlyArray<Unit>, includeFree: boolean): number {
  const weight = units.filter((unit) => includeFree || !unit.free).reduce((sum, unit) => sum + unit.weightLb, 0)
  return Math.ceil(weight)
}

function price(service: ServiceRate, pounds: number, factor: number): number {
  return Math.round(((service.base + service.perLb * pounds) * factor) / 100)
}

/** Splits the order into packages: the mode decides whether warehouse items wait for each other. */
function draftPackages(table: SiteRateTable, items: ReadonlyArray<RateItem>, siteCode: SiteCode, mode: ShippingMode): Array<Draft> {
  const freight: Array<Unit> = []
  const ready: Array<Unit> = []
  const waiting: Array<Unit> = []
  const dropship = new Map<string, { units: Array<Unit>; perOrder: boolean }>()
  for (const item of items) {
    if (item.virtual) continue
    const free = item.freeShipping || (item.threeShipsFree && freeShippingGroupApplies('3_FREE_ALL', siteCode))
    const units = unitsOf(item, free)
    const groups = item.shippingGroups
    if (groups.includes('DROPSHIP') || groups.includes('PER_ORDER_DROPSHIP')) {
      const perOrder = groups.includes('PER_ORDER_DROPSHIP')
      const key = `${item.vendor}|${perOrder ? 'order' : 'item'}`
      const entry = dropship.get(key) ?? { units: [], perOrder }
      entry.units.push(...units)
      dropship.set(key, entry)
    } else if (groups.includes('DROPSHIP_FREIGHT') || item.weightLb > PARCEL_MAX_LB) freight.push(...units)
    else if (item.availableNow) ready.push(...units)
    else waiting.push(...units)
  }
  const drafts: Array<Draft> = []
  if (mode === 'fewestPackages') {
    // everything from our warehouse travels together: on the freight truck when there is one
    const warehouse = [...ready, ...waiting]
    if (freight.length > 0) drafts.push({ kind: 'freight', label: 'Freight shipment from our warehouse', units: [...freight, ...warehouse], service: table.freight })
    else for (const box of boxes(warehouse)) drafts.push({ kind: 'parcel', label: 'From our warehouse', units: box, service: null })
  } else {
    if (freight.length > 0) drafts.push({ kind: 'freight', label: 'Freight shipment from our warehouse', units: freight, service: table.freight })
    for (const box of boxes(ready)) drafts.push({ kind: 'parcel', label: 'From our warehouse, ships now', units: box, service: null })
    for (const box of boxes(waiting)) drafts.push({ kind: 'parcel', label: 'From our warehouse, ships when in stock', units: box, service: null })
  }
  for (const [key, entry] of dropship) {
    const vendor = key.split('|')[0] ?? 'the maker'
    drafts.push({
      kind: 'dropship',
      label: `Ships directly from ${vendor}`,
      units: entry.units,
      service: entry.perOrder ? table.perOrderDropship : table.dropship,
      vendor,
      perOrder: entry.perOrder,
    })
  }
  return drafts
}

function transactionIdOf(query: RateQuery): string {
  return 'shq_' + createHash('sha256').update(JSON.stringify(query)).digest('base64url').slice(0, 22)
}

/**
 * The built-in rate engine: per-site carrier tables by zone and billed weight, parcels up to
 * 150 lb, freight for heavier items and DROPSHIP_FREIGHT, one package per dropship maker, free
 * shipping and 3 ships free (not on APO) on the standard service, 5 for 5 for black-Friday
 * dropship items, and store pickup when nothing blocks it (commerce §4, §5, §9).
 */
export const tableRateProvider: ShippingRateProvider = {
  name: 'tables',
  rates: async (query) => {
    const table = SITE_RATE_TABLES[query.siteCode]
    const country = query.destination.countryId
    const region = query.destination.region.trim().toUpperCase()
    const factor = table.countries.includes(country) ? table.zoneFactor(country, region) : null
    if (factor === null) return { ok: false, reason: 'destination_not_served' }
    const drafts = draftPackages(table, query.items, query.siteCode, query.mode)
    if (drafts.length === 0) return { ok: false, reason: 'nothing_to_ship' }
    const transactionId = transactionIdOf(query)
    const rates: Array<ShippingRate & { rate: number; label: string; packageNumber: number; transactionId: string; promotion?: 'five_for_five' }> = []
    const packages: Array<RatedPackage> = drafts.map((draft, index) => {
      const packageNumber = index + 1
      const services = draft.service ? [draft.service] : table.parcel
      const allFree = draft.units.every((unit) => unit.free)
      const allFiveForFive = query.allow5for5 && draft.units.every((unit) => unit.fiveForFive)
      for (const service of services) {
        const pounds = billedPounds(draft.units, !service.standard)
        let amount = draft.perOrder ? service.base : price(service, pounds, factor)
        let label = `${service.label} (${service.days} business ${service.days === '1' ? 'day' : 'days'})`
        let promotion: 'five_for_five' | undefined
        if (service.standard && allFree) {
          amount = 0
          label = `Free Shipping: ${label}`
        } else if (service.standard && allFiveForFive && amount > FIVE_FOR_FIVE_RATE) {
          amount = FIVE_FOR_FIVE_RATE
          label = `5 for 5: ${label}`
          promotion = 'five_for_five'
        }
        rates.push({ shippingCode: service.code, rate: amount, label, carrier: service.carrier, packageNumber, transactionId, ...(promotion ? { promotion } : {}) })
      }
      const weightLb = Math.round(draft.units.reduce((sum, unit) => sum + unit.weightLb, 0) * 1000) / 1000
      return { packageNumber, kind: draft.kind, label: draft.label, weightLb, itemIds: [...new Set(draft.units.map((unit) => unit.itemId))] }
    })
    const pickup = table.pickup
    const pickupItems = query.items.map((item) => ({ shippingGroup: item.shippingGroups.join(','), pickupDisabled: item.pickupDisabled, shipDirect: item.shipDirect }))
    if (pickup && pickup.country === country && packages.length === 1 && isPickupAllowed(pickupItems, query.siteCode)) {
      rates.push({ shippingCode: PICKUP_SHIPPING_CODE, rate: 0, label: pickupLabel(pickup), carrier: 'pickup', packageNumber: 1, transactionId })
    }
    return { ok: true, rates, split: packages.length > 1, transactionId, packages }
  },
}
