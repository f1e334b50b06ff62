// Returns (commerce §2 /rmaprocess: the flow's screens, states, calls and errors are "not shown"): the
// store's own choices, written down in docs/returns.md. Pure rules; the rma service enforces them.
import { addMinor, allocateMinor } from '../money/minor.ts'

/** A return may be requested until this many days after the last parcel left (or after placement when nothing shipped yet). */
export const RETURN_WINDOW_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000

/** Order statuses whose goods can come back: paid and not cancelled (commerce §3 statuses). */
export const RETURNABLE_ORDER_STATUSES = ['payment_complete', 'published', 'shipped'] as const

/** Why an item comes back: the fixed list the shopper picks from. */
export const RETURN_REASONS = [
  { code: 'damaged', label: 'Arrived damaged' },
  { code: 'defective', label: 'Defective or does not work' },
  { code: 'wrong_item', label: 'Wrong item sent' },
  { code: 'not_as_described', label: 'Not as described' },
  { code: 'no_longer_needed', label: 'No longer needed' },
  { code: 'better_price', label: 'Found a better price' },
  { code: 'other', label: 'Other reason' },
] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]['code']
export const RETURN_REASON_CODES = RETURN_REASONS.map((reason) => reason.code) as unknown as readonly [ReturnReason, ...Array<ReturnReason>]

export function returnReasonLabel(code: string): string {
  return RETURN_REASONS.find((reason) => reason.code === code)?.label ?? code
}

/** The states of a return and the moves an operator may make between them. */
export const RETURN_STATUSES = ['requested', 'received', 'refunded', 'rejected', 'cancelled'] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]

const TRANSITIONS: Readonly<Record<ReturnStatus, ReadonlyArray<ReturnStatus>>> = {
  requested: ['received', 'rejected', 'cancelled'],
  received: ['refunded', 'rejected'],
  refunded: [],
  rejected: [],
  cancelled: [],
}

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return TRANSITIONS[from].includes(to)
}

/** Statuses whose items no longer count against what may be returned (the goods stay with the shopper). */
export const RELEASED_RETURN_STATUSES: ReadonlyArray<ReturnStatus> = ['rejected', 'cancelled']

/** What the shopper reads for each status. */
export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'Requested: send the items back with your label',
  received: 'Received: we are checking your items',
  refunded: 'Refunded',
  rejected: 'Not accepted',
  cancelled: 'Cancelled',
}

export type ReturnWindowInput = {
  status: string
  /** When the order was placed (ISO). */
  placedAt: string
  /** When each parcel left (ISO); empty when nothing shipped yet. */
  shippedAt: ReadonlyArray<string>
}

export type ReturnWindow =
  | { open: true; closesAt: string }
  | { open: false; reason: 'status' | 'expired'; closesAt: string | null }

/**
 * Whether an order can still be returned: paid, not cancelled, and within RETURN_WINDOW_DAYS of its
 * last shipment (of placement while nothing has shipped).
 */
export function returnWindow(input: ReturnWindowInput, now: Date): ReturnWindow {
  if (!(RETURNABLE_ORDER_STATUSES as ReadonlyArray<string>).includes(input.status)) return { open: false, reason: 'status', closesAt: null }
  const starts = input.shippedAt.length > 0 ? Math.max(...input.shippedAt.map((at) => Date.parse(at))) : Date.parse(input.placedAt)
  const closes = starts + RETURN_WINDOW_DAYS * DAY_MS
  const closesAt = new Date(closes).toISOString()
  if (Number.isNaN(closes) || now.getTime() > closes) return { open: false, reason: 'expired', closesAt: Number.isNaN(closes) ? null : closesAt }
  return { open: true, closesAt }
}

/** How many more of a line may be returned: bought minus what returns still open or done already hold. */
export function returnableQuantity(bought: number, alreadyReturned: number): number {
  return Math.max(0, Math.floor(bought) - Math.max(0, Math.floor(alreadyReturned)))
}

export type RefundOrderTotals = {
  subtotal: number
  discount: number
  shipping: number
  itemTax: number
  shippingTax: number
  giftcards: number
  grandTotalIncludingTax: number
  reverseCharged?: number | undefined
}

/**
 * What the order's goods were paid, in minor units: the lines after the order's discount, with their
 * tax where it was added on top (tax-exclusive sites) or less the reverse-charged VAT (VAT-inclusive
 * prices). Shipping and its tax are not part of it: shipping is not refunded.
 */
export function paidForGoods(totals: RefundOrderTotals): number {
  const reverseCharged = totals.reverseCharged ?? 0
  const discount = Math.min(Math.max(0, totals.discount), totals.subtotal)
  const paid = totals.grandTotalIncludingTax + totals.giftcards
  const inclusive = paid === totals.subtotal - discount + totals.shipping - reverseCharged
  const goods = inclusive ? totals.subtotal - discount - reverseCharged : totals.subtotal - discount + totals.itemTax
  return Math.max(0, Math.min(goods, paid))
}

/**
 * The paid amount of the goods shared over the lines by their row totals (largest remainder, so the
 * shares add up to the whole exactly).
 */
export function lineShares(rowTotals: ReadonlyArray<number>, goods: number): Array<number> {
  const weights = rowTotals.map((row) => Math.max(0, row))
  if (addMinor(...weights) <= 0 || goods <= 0) return rowTotals.map(() => 0)
  return allocateMinor(goods, weights)
}

/**
 * The refund of `qty` more units of a line whose share of the paid goods is `lineShare` for `bought`
 * units, `before` of which are already in returns: the difference of the cumulative amounts, so any
 * split into returns refunds the line's share exactly once and never more.
 */
export function lineRefund(lineShare: number, bought: number, before: number, qty: number): number {
  if (bought <= 0 || qty <= 0) return 0
  const upTo = (units: number) => Math.floor((lineShare * Math.min(units, bought)) / bought)
  return upTo(before + qty) - upTo(before)
}

export type ReturnsAddress = { name: string; street: ReadonlyArray<string>; city: string; region: string; postcode: string; countryId: string }

const US_RETURNS: ReturnsAddress = { name: 'Ironhouse Returns', street: ['1200 Forge Road', 'Dock 4'], city: 'Columbus', region: 'OH', postcode: '43219', countryId: 'US' }

const CANADA_RETURNS: ReturnsAddress = { name: 'Ironhouse Returns Canada', street: ['85 Anvil Crescent', 'Unit 7'], city: 'Mississauga', region: 'ON', postcode: 'L5T 2H6', countryId: 'CA' }
const EUROPE_RETURNS: ReturnsAddress = { name: 'Ironhouse Returns Europe', street: ['Smederijweg 12'], city: 'Venlo', region: 'Limburg', postcode: '5928 PV', countryId: 'NL' }

/**
 * Where a site's returned goods go (ours): the US warehouse for USA and APO, the Canadian one for CAN,
 * and the European one for every site that opens returns with enable-eu-returns.
 */
export function returnsAddressFor(siteCode: string): ReturnsAddress {
  if (siteCode === 'USA' || siteCode === 'APO') return US_RETURNS
  if (siteCode === 'CAN') return CANADA_RETURNS
  return EUROPE_RETURNS
}
