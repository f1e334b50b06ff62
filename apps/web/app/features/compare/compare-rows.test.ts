import { describe, expect, it } from 'vitest'
import { compareRows } from './compare-rows.ts'

const rower = {
  attributes: {
    manufacturer: 'Concept 2, Ironhouse',
    made_in_usa: 1,
    free_shipping: 1,
    black_friday_dropship: 1,
    rating_summary: 4.5,
    review_count: 104,
    program_delivery: 'Not Applicable',
    tax_class_id: 2,
    shipperhq_shipping_group: 'DROPSHIP_FREIGHT',
    rogue_promo_price: 49500,
    parent_id: 1401,
    purchase_limit: 1,
  },
}
const program = {
  attributes: { manufacturer: 'Ironhouse', program_delivery: 'App', duration: 12, days_per_week: 4, subscription_interval: 'Month', review_count: 1, rating_summary: 5 },
}

const table = (rows: ReturnType<typeof compareRows>) => Object.fromEntries(rows.map((row) => [row.label, row.values]))

describe('the compare page rows (shell §2 /compare/*)', () => {
  it('shows product facts in words, one value per product, and none of the commerce settings', () => {
    expect(table(compareRows([rower, program], { fiveForFiveEnabled: false }))).toEqual({
      Brand: ['Concept 2', 'Ironhouse'],
      Rating: ['4.5 out of 5 (104 reviews)', '5 out of 5 (1 review)'],
      Promotions: ['Made in USA, Free Shipping', undefined],
      'Program Delivery': [undefined, 'App'],
      Duration: [undefined, '12 weeks'],
      'Days Per Week': [undefined, '4'],
      'Billed Every': [undefined, 'Month'],
    })
  })

  it('names 5 for 5 among the promotions only while fiveforfive_enabled is on (platform §3)', () => {
    expect(table(compareRows([rower], { fiveForFiveEnabled: true })).Promotions).toEqual(['Made in USA, 5 for 5, Free Shipping'])
  })

  it('names 3 Ships Free for a product in the offer (its shipping group or free_3) and leaves out rows no product has', () => {
    const rows = compareRows([{ attributes: { free_3: 1, color: 'Black' } }, { attributes: { shipperhq_shipping_group: '3_FREE_ALL' } }], { fiveForFiveEnabled: false })
    expect(table(rows)).toEqual({ Color: ['Black', undefined], Promotions: ['3 Ships Free', '3 Ships Free'] })
  })
})
