// The order number's one definition (commerce §3 Order.orderId as the store numbers it: IH and 9 to 12 digits).
import { describe, expect, it } from 'vitest'
import { ORDER_NUMBER_PATTERN, OrderNumber, RmaOrderNumber } from './index.ts'

describe('commerce §3 order number', () => {
  it('accepts IH and 9 to 12 digits, nothing else', () => {
    expect(['IH100000123', 'IH100000000123'].every((id) => ORDER_NUMBER_PATTERN.test(id))).toBe(true)
    expect(['IH10000012', 'IH1000000001234', 'ih100000123', 'IH100000123 ', 'XX100000123'].some((id) => ORDER_NUMBER_PATTERN.test(id))).toBe(false)
  })

  it('the order routes and the returns lookup read the same pattern (the returns lookup trims and upper-cases first)', () => {
    expect(OrderNumber.safeParse('IH100000123').success).toBe(true)
    expect(OrderNumber.safeParse('IH12').error?.issues[0]?.message).toBe('not an order number')
    expect(RmaOrderNumber.parse(' ih100000123 ')).toBe('IH100000123')
    expect(RmaOrderNumber.safeParse('IH12').success).toBe(false)
  })
})
