import { describe, expect, it } from 'vitest'
import { brandOfSlug } from './brand-slug.ts'

describe('shell §2 brand pages: the brand of /{brand}-catalog and /{brand}-equipped-gyms', () => {
  it('finds the brand of a slug, whatever its case, and none for a brand the catalogue does not carry', () => {
    const brands = [{ name: 'Concept 2' }, { name: 'Kilo Forge' }]
    expect(brandOfSlug(brands, 'kilo-forge')?.name).toBe('Kilo Forge')
    expect(brandOfSlug(brands, 'Concept-2')?.name).toBe('Concept 2')
    expect(brandOfSlug(brands, 'nosuchbrand')).toBeUndefined()
    expect(brandOfSlug(brands, 'kilo')).toBeUndefined()
  })
})
