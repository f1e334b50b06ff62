import { describe, expect, it } from 'vitest'
import { DEMO_IDS } from '../demo-ids.ts'
import { generateDemoStoreWithMedia } from '../generate.ts'
import { sceneOf } from './catalog-images.ts'
import { textWidth } from './font.ts'

const NOW = '2025-06-01T12:00:00Z'
const { store, media } = generateDemoStoreWithMedia({ now: NOW })
const byId = new Map(store.products.map((p) => [p.productId, p]))
const row = (id: number) => {
  const found = byId.get(id)
  if (!found) throw new Error(`no product ${id}`)
  return found
}

describe('generated product images', () => {
  it('are the same bytes for the same catalogue, whatever the clock', () => {
    const again = generateDemoStoreWithMedia({ now: '2031-01-01T00:00:00Z' })
    expect(again.media).toEqual(media)
  })

  it('every gallery link names a master that is written, hashed from its bytes', () => {
    const files = new Set(media.filter((m) => m.folder === 'catalog').map((m) => `/media/catalog/${m.file}`))
    for (const p of store.products) {
      expect(p.gallery?.length).toBe(3)
      for (const g of p.gallery ?? []) expect(files.has(g.link), g.link).toBe(true)
    }
    for (const m of media) {
      expect(m.file).toMatch(/^[a-z0-9-]+\.[0-9a-f]{10}\.svg$/)
      expect(m.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
      expect(m.svg).not.toMatch(/<script|<text|href=/)
    }
  })

  it('draws each kind of product as itself', () => {
    expect(sceneOf(row(DEMO_IDS.ohioBar)).kind).toBe('barbell')
    expect(sceneOf(row(DEMO_IDS.hundo)).kind).toBe('plates')
    expect(sceneOf(row(DEMO_IDS.configurable)).kind).toBe('rack')
    expect(sceneOf(row(DEMO_IDS.configurableApparel)).kind).toBe('tee')
    expect(sceneOf(row(DEMO_IDS.customOptions)).kind).toBe('belt')
    expect(sceneOf(row(DEMO_IDS.giftcardFixed)).kind).toBe('giftcard')
    expect(sceneOf(row(DEMO_IDS.program))).toMatchObject({ kind: 'program', label: '12 WEEKS · 4 DAYS/WEEK' })
    expect(sceneOf(row(DEMO_IDS.concept2)).kind).toBe('rower')
    expect(sceneOf(row(DEMO_IDS.bundle)).kind).toBe('package')
  })

  it('a configurable product gets one image set per colour', () => {
    const parent = row(DEMO_IDS.configurableApparel)
    const links = (parent.childrenIds ?? []).map((id) => row(id).gallery?.[0]?.link)
    expect(new Set(links).size).toBe(parent.childrenIds?.length)
    const red = (parent.childrenIds ?? []).map(row).find((c) => (c.attributes as Record<string, unknown>).color === 'Red')
    expect(red?.thumbnail).toContain('tee-b3232a-front')
  })

  it('bumper plates print their weight in their colour', () => {
    const hg = sceneOf(row(DEMO_IDS.hundo + 2))
    expect(hg.kind).toBe('plates')
    expect(hg.label).toMatch(/^(10|15|20|25) KG$/)
    expect({ '10 KG': '#2f7a3c', '15 KG': '#e5b91c', '20 KG': '#1f5fae', '25 KG': '#c8242b' }[hg.label]).toBe(hg.color)
  })

  it('the stroke font measures text the way it draws it', () => {
    expect(textWidth('', 60)).toBe(0)
    expect(textWidth('20 KG', 60)).toBeCloseTo((5 * 5.4 - 1.4) * 10)
  })
})

describe('product copy', () => {
  it('every visible product has its own description from its attributes, with a specifications table', () => {
    const visible = store.products.filter((p) => p.visibility === 4)
    const descriptions = visible.map((p) => p.description ?? '')
    expect(new Set(descriptions).size).toBe(visible.length)
    const ohio = row(DEMO_IDS.ohioBar).description ?? ''
    expect(ohio).toContain('is a 28.5 mm barbell by Ironhouse')
    expect(ohio).toContain('It weighs 44 lb.')
    expect(ohio).toContain('<th scope="row">Made in</th><td>Columbus, Ohio, USA</td>')
    expect(ohio).toContain('<caption>Specifications</caption>')
    expect(descriptions.filter((d) => /\bthe the\b/i.test(d))).toEqual([])
    expect(row(DEMO_IDS.grouped).description).toContain('is a set of gear chosen to work together')
  })
})
