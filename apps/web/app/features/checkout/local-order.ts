// Commerce §4 "Local order persistence": the order being checked out is saved in the browser 500 ms
// after a change and expires after 12 hours, so a reload, a trip to PayPal or a bank portal, or a
// closed tab does not lose what the shopper typed. Only what the shopper chose is kept: never a card
// number, security code or gift card code (docs/storefront.md).
import { ORDER_LOCAL_SAVE_DELAY_MS, isLocalOrderExpired } from '@ironhouse/domain'

export { ORDER_LOCAL_SAVE_DELAY_MS }

export type LocalOrder = {
  listId: string
  step: 'address' | 'shipping' | 'payment'
  address: Record<string, string>
  countryId: string
  shipping: Array<{ shippingCode: string; packageNumber: number; rate: number }>
  /** How the order ships when the shopper chose fewest packages (absent: fastest, the default). */
  shippingMode?: 'fewestPackages' | undefined
  payment: string
  /** The billing address when it is not the shipping one (absent: the same). */
  billing?: { countryId: string; address: Record<string, string> } | undefined
  savedAt: number
}

const KEY_PREFIX = 'ih_checkout_order'

/** One saved order per site (the sites have their own carts and currencies). */
export const localOrderKey = (siteCode: string) => `${KEY_PREFIX}:${siteCode}`

const STEPS = new Set(['address', 'shipping', 'payment'])

/** The saved order for this cart, or null when there is none, it is for another cart, malformed or older than 12 hours. */
export function parseLocalOrder(raw: string | null, listId: string, nowMs: number): LocalOrder | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<LocalOrder>
    if (value.listId !== listId || typeof value.savedAt !== 'number' || isLocalOrderExpired(value.savedAt, nowMs)) return null
    if (!STEPS.has(String(value.step)) || typeof value.address !== 'object' || value.address === null || typeof value.countryId !== 'string') return null
    const shipping = Array.isArray(value.shipping)
      ? value.shipping.filter((rate) => rate && typeof rate.shippingCode === 'string' && Number.isInteger(rate.packageNumber) && Number.isInteger(rate.rate))
      : []
    const billing = value.billing && typeof value.billing === 'object' && typeof value.billing.countryId === 'string' && typeof value.billing.address === 'object' && value.billing.address !== null
      ? { countryId: value.billing.countryId, address: textFields(value.billing.address) }
      : undefined
    return {
      listId,
      step: value.step as LocalOrder['step'],
      address: textFields(value.address),
      countryId: value.countryId,
      shipping,
      ...(value.shippingMode === 'fewestPackages' ? { shippingMode: 'fewestPackages' as const } : {}),
      payment: typeof value.payment === 'string' ? value.payment : 'card',
      ...(billing ? { billing } : {}),
      savedAt: value.savedAt,
    }
  } catch {
    return null
  }
}

function textFields(record: object): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function readLocalOrder(siteCode: string, listId: string, nowMs: number): LocalOrder | null {
  const store = storage()
  const raw = store?.getItem(localOrderKey(siteCode)) ?? null
  const order = parseLocalOrder(raw, listId, nowMs)
  // an expired or foreign save is removed, so nothing old lingers in the browser
  if (raw && !order) store?.removeItem(localOrderKey(siteCode))
  return order
}

export function writeLocalOrder(siteCode: string, order: LocalOrder): void {
  try {
    storage()?.setItem(localOrderKey(siteCode), JSON.stringify(order))
  } catch {
    // storage full or refused: checkout goes on without it
  }
}

export function clearLocalOrder(siteCode: string): void {
  storage()?.removeItem(localOrderKey(siteCode))
}

/** Every site's saved order in this browser (a logout: what the customer typed does not stay behind). */
export function clearLocalOrders(): void {
  const store = storage()
  if (!store) return
  for (const key of Object.keys(store)) if (key.startsWith(`${KEY_PREFIX}:`)) store.removeItem(key)
}
