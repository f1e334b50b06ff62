import {
  ADDRESS_PROBLEM_MESSAGES,
  NO_SHIPPING_ADDRESS_MESSAGE,
  availableShippingModes,
  canRequestShippingRates,
  isAcceptableShippingRate,
  resolveShippingMode,
  shippingGroupsOf,
  siteByStoreId,
  type ShippingMode,
} from '@ironhouse/domain'
import type { Db } from '@ironhouse/db'
import type { ShippingRatesRequest, ShippingRatesResponse } from '@ironhouse/contracts'
import { AppError } from '../../lib/app-errors.ts'
import { isFeatureOnForStore } from '../features/public.ts'
import { countryWithRegions, destinationRegion } from '../ssr/public.ts'
import type { RateItem, ShippingRateProvider } from './providers/rate-provider.ts'
import { findShippingProductFacts, type ShippingProductFacts } from './repo.ts'

function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'yes'
}

/** A product that needs no parcel: programs, virtual products and e-gift cards. */
export function shipsNothing(product: Pick<ShippingProductFacts, 'type' | 'isProgram' | 'giftcardData'>): boolean {
  if (product.isProgram || product.type === 'virtual') return true
  return product.type === 'giftcard' && product.giftcardData?.type === 'virtual'
}

function rateItem(id: string, product: ShippingProductFacts, qty: number, shipsFree: boolean): RateItem {
  const attributes = product.attributes
  const groups = shippingGroupsOf(attributes)
  return {
    id,
    productId: product.productId,
    qty,
    weightLb: Number(product.weight) || 0,
    shippingGroups: groups,
    pickupDisabled: typeof attributes.rogue_pickup_disabled === 'string' ? attributes.rogue_pickup_disabled : null,
    shipDirect: product.shipDirect,
    freeShipping: shipsFree || flag(attributes.free_shipping),
    threeShipsFree: groups.includes('3_FREE_ALL'),
    fiveForFive: flag(attributes.black_friday_dropship),
    vendor: typeof attributes.manufacturer === 'string' && attributes.manufacturer.length > 0 ? attributes.manufacturer : 'the maker',
    virtual: shipsNothing(product),
    availableNow: product.backorder !== true && (product.qoh ?? 0) >= qty,
  }
}

/**
 * commerce §7 POST /svc_shipping/shipping/rates/get: the rates for the order's packages, from the
 * catalogue's own weights, groups and stock (the request's weights and attributes are not trusted).
 * `shipsFree`: the lines (listItemId) an earned ticket ships free (commerce §4), as checkout's prices
 * decided them; a caller of the public call cannot name any.
 */
export async function getShippingRates(
  db: Db,
  provider: ShippingRateProvider,
  request: ShippingRatesRequest,
  known?: ReadonlyMap<number, ShippingProductFacts>,
  shipsFree: ReadonlySet<string> = new Set(),
): Promise<ShippingRatesResponse> {
  const site = siteByStoreId(request.storeId)
  if (!site) throw new AppError('unknown_site', `Unknown store ${request.storeId}`)
  const address = request.shippingAddress
  if (!canRequestShippingRates(address) || !address) throw new AppError('validation_error', NO_SHIPPING_ADDRESS_MESSAGE)

  // a line with children ships its children (bundle choices, the configurable's chosen child)
  const wanted = request.items.flatMap((item, index) => {
    const id = item.listItemId ?? String(index)
    return item.children && item.children.length > 0
      ? item.children.map((child) => ({ id, productId: child.productId, qty: child.qty * item.qty }))
      : [{ id, productId: item.productId, qty: item.qty }]
  })
  // checkout passes the products it has read already (findShippingProductFacts), else they are read here
  const facts = known ?? new Map((await findShippingProductFacts(db, wanted.map((line) => line.productId))).map((row) => [row.productId, row]))
  const missing = [...new Set(wanted.filter((line) => !facts.has(line.productId)).map((line) => line.productId))]
  if (missing.length > 0) throw new AppError('validation_error', `Unknown product ${missing.join(', ')}`)

  const modes = availableShippingModes(address.countryId)
  const asked: ShippingMode = request.shippingMode ?? (request.allowSplit ? 'fastest' : 'fewestPackages')
  const mode = resolveShippingMode(asked, modes)
  const answer = await provider.rates({
    siteCode: site.code,
    destination: {
      countryId: address.countryId,
      region: await destinationRegion(db, address),
      postcode: address.postcode ?? '',
      city: address.city ?? '',
    },
    mode,
    allow5for5: request.allow5for5 && isFeatureOnForStore('fiveforfive_enabled', request.storeId),
    items: wanted.map((line) => rateItem(line.id, facts.get(line.productId) as ShippingProductFacts, line.qty, shipsFree.has(line.id))),
  })
  if (!answer.ok) {
    if (answer.reason === 'nothing_to_ship') {
      return { rates: [], split: false, transactionId: '', shippingMode: mode, availableModes: [...modes], packages: [] }
    }
    // a destination without the state or region its country needs is not placed, not unserved
    const country = await countryWithRegions(db, address.countryId.trim().toUpperCase())
    if (country?.requireRegion && (address.region ?? '').trim() === '' && address.regionId == null) {
      const { field, message } = ADDRESS_PROBLEM_MESSAGES.REGION_MISSING
      throw new AppError('validation_error', `A state or region is needed to ship to ${country.alpha2}`, { fields: { [field]: message } })
    }
    throw new AppError('validation_error', `The ${site.code} site does not ship to ${address.countryId}${address.region ? ` (${address.region})` : ''}`)
  }
  // commerce §5: whatever the provider, a rate without a shippingCode, a rate or a carrier is dropped
  const rates = answer.rates.filter(isAcceptableShippingRate)
  return { rates, split: answer.split, transactionId: answer.transactionId, shippingMode: mode, availableModes: [...modes], packages: answer.packages }
}
