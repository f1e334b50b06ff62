import { describe, expect, it } from 'vitest'
import { parseLocalOrder, type LocalOrder } from './local-order.ts'

const HOUR = 60 * 60 * 1000
const saved: LocalOrder = {
  listId: 'list-1',
  step: 'shipping',
  address: { email: 'ada@example.com', firstname: 'Ada' },
  countryId: 'US',
  shipping: [{ shippingCode: 'ups_ground', packageNumber: 1, rate: 1995 }],
  payment: 'paypal',
  savedAt: 1_000_000,
}

describe('the order saved locally (commerce §4: expires after 12 hours)', () => {
  it('is read back for the same cart within 12 hours', () => {
    expect(parseLocalOrder(JSON.stringify(saved), 'list-1', saved.savedAt + 11 * HOUR)).toEqual(saved)
  })
  it('is gone after 12 hours, for another cart, and when it is not ours', () => {
    expect(parseLocalOrder(JSON.stringify(saved), 'list-1', saved.savedAt + 12 * HOUR + 1)).toBeNull()
    expect(parseLocalOrder(JSON.stringify(saved), 'list-2', saved.savedAt + 1)).toBeNull()
    expect(parseLocalOrder('{not json', 'list-1', saved.savedAt)).toBeNull()
    expect(parseLocalOrder(JSON.stringify({ ...saved, step: 'hack' }), 'list-1', saved.savedAt)).toBeNull()
    expect(parseLocalOrder(null, 'list-1', saved.savedAt)).toBeNull()
  })
  it('keeps a billing address of its own, and reads an older save without one as "the same as shipping"', () => {
    const withBilling = { ...saved, billing: { countryId: 'CA', address: { firstname: 'Ada', city: 'Toronto', evil: 7 } } }
    expect(parseLocalOrder(JSON.stringify(withBilling), 'list-1', saved.savedAt)?.billing).toEqual({ countryId: 'CA', address: { firstname: 'Ada', city: 'Toronto' } })
    expect(parseLocalOrder(JSON.stringify(saved), 'list-1', saved.savedAt)?.billing).toBeUndefined()
    expect(parseLocalOrder(JSON.stringify({ ...saved, billing: 'CA' }), 'list-1', saved.savedAt)?.billing).toBeUndefined()
  })
  it('keeps the fewest-packages shipping mode the shopper chose (commerce §3 shippingMode); fastest, the default, or anything else is not kept', () => {
    expect(parseLocalOrder(JSON.stringify({ ...saved, shippingMode: 'fewestPackages' }), 'list-1', saved.savedAt)?.shippingMode).toBe('fewestPackages')
    expect(parseLocalOrder(JSON.stringify({ ...saved, shippingMode: 'fastest' }), 'list-1', saved.savedAt)).toEqual(saved)
    expect(parseLocalOrder(JSON.stringify({ ...saved, shippingMode: 'teleport' }), 'list-1', saved.savedAt)).toEqual(saved)
  })
  it('keeps only text fields and well-formed rates', () => {
    const odd = { ...saved, address: { email: 'a@b.co', number: 4111 }, shipping: [{ shippingCode: 'x', packageNumber: 1.5, rate: 1 }, saved.shipping[0]] }
    expect(parseLocalOrder(JSON.stringify(odd), 'list-1', saved.savedAt)).toMatchObject({ address: { email: 'a@b.co' }, shipping: saved.shipping })
  })
})
