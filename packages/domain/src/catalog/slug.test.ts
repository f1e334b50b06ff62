import { describe, expect, it } from 'vitest'
import { slugOf } from './slug.ts'

describe('shell §2 brand pages and product URL keys: the slug of a name', () => {
  it('writes a brand name as the slug of its pages', () => {
    expect(slugOf('Concept 2')).toBe('concept-2')
    expect(slugOf('Kilo Forge')).toBe('kilo-forge')
    expect(slugOf('Ironhouse')).toBe('ironhouse')
    expect(slugOf("Bob's Bars & Plates Co.")).toBe('bobs-bars-and-plates-co')
  })

  it('writes a product name as its URL key: no dash at either end, one for every run of other characters', () => {
    expect(slugOf('  Rogue Ohio Bar — 20 kg (Cerakote)  ')).toBe('rogue-ohio-bar-20-kg-cerakote')
    expect(slugOf('Men’s 2.0 Lifter')).toBe('mens-20-lifter')
  })
})
