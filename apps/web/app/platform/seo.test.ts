import { describe, expect, it } from 'vitest'
import { countNavigation, firstNavigation } from './navigation-count.ts'
import { metaDescriptionFrom } from './meta-description.ts'
import { pageSeo } from './seo.ts'
import { siteFromPath } from './site.ts'

const origin = 'https://www.ironhouse.test'
const origins = { USA: origin, CAN: origin, APO: origin, EUR: origin, GBR: origin, AUS: origin }
const seo = (pathname: string, indexable: boolean) => pageSeo({ origins, site: siteFromPath(pathname), pathname, indexable })

describe('pageSeo', () => {
  it('platform §2: an indexable page gets canonical, og:url and six hreflang links plus x-default', () => {
    const tags = seo('/ca/shoes', true)
    expect(tags.robots).toBe('index,follow')
    expect(tags.canonical).toBe(`${origin}/ca/shoes`)
    expect(tags.ogUrl).toBe(`${origin}/ca/shoes`)
    expect(tags.alternates.map((a) => a.href)).toEqual([
      `${origin}/shoes`,
      `${origin}/ca/shoes`,
      `${origin}/apo/shoes`,
      `${origin}/eu/shoes`,
      `${origin}/uk/shoes`,
      `${origin}/au/shoes`,
      `${origin}/shoes`,
    ])
  })
  it('platform §2: a page without canonical index is noindex,nofollow with no canonical, og:url or hreflang', () => {
    expect(seo('/cart', false)).toEqual({ robots: 'noindex,nofollow', alternates: [] })
  })
  it('platform §2: a page in a non-indexed language (a language path) is noindex', () => {
    const tags = seo('/eu/de/shoes', true)
    expect(tags.robots).toBe('noindex,nofollow')
    expect(tags.canonical).toBeUndefined()
  })
  it('platform §2: the APO home page is indexed', () => {
    expect(seo('/apo', true).robots).toBe('index,follow')
  })
  it('each site links on its own configured origin (PUBLIC_ORIGIN_EUR), x-default on USA', () => {
    const split = { ...origins, EUR: 'https://eu.ironhouse.test' }
    const tags = pageSeo({ origins: split, site: siteFromPath('/eu/shoes'), pathname: '/eu/shoes', indexable: true })
    expect(tags.canonical).toBe('https://eu.ironhouse.test/eu/shoes')
    expect(tags.alternates.find((a) => a.hrefLang === 'en-IE')?.href).toBe('https://eu.ironhouse.test/eu/shoes')
    expect(tags.alternates.find((a) => a.hrefLang === 'x-default')?.href).toBe(`${origin}/shoes`)
  })
  it('home pages alternate to each site root', () => {
    expect(seo('/', true).alternates[1]).toEqual({ hrefLang: 'en-CA', href: `${origin}/ca` })
  })
})

describe('alternate-language links and navigations (platform §2)', () => {
  const at = (completedNavigations: number) =>
    pageSeo({ origins, site: siteFromPath('/shoes'), pathname: '/shoes', indexable: true, completedNavigations })
  it('platform §2: the page load (navigation 1) keeps the hreflang links; from the second navigation they are removed', () => {
    expect(at(1).alternates).toHaveLength(7)
    expect(at(2).alternates).toEqual([])
    expect(at(3).alternates).toEqual([])
  })
  it('platform §2: removing the hreflang links keeps robots, canonical and og:url', () => {
    expect(at(2)).toEqual({ robots: 'index,follow', canonical: `${origin}/shoes`, ogUrl: `${origin}/shoes`, alternates: [] })
  })
  it('platform §2: the page load counts 1 and each new location key (a client-side navigation) adds 1', () => {
    const loaded = firstNavigation('default')
    expect(loaded.count).toBe(1)
    expect(countNavigation(loaded, 'default')).toBe(loaded)
    const second = countNavigation(loaded, 'a1b2c3')
    expect(second.count).toBe(2)
    expect(countNavigation(countNavigation(second, 'a1b2c3'), 'z9y8x7').count).toBe(3)
    expect(at(loaded.count).alternates).toHaveLength(7)
    expect(at(second.count).alternates).toEqual([])
  })
})

describe('metaDescriptionFrom', () => {
  it('strips tags and script/style contents, decodes entities and collapses whitespace', () => {
    const html = '<p>Olympic <strong>barbells</strong>\n\n  &amp; plates</p><style>p{color:red}</style><script>alert(1)</script><br/>Made&nbsp;in Ohio&#8217;s shop'
    expect(metaDescriptionFrom(html)).toBe('Olympic barbells & plates Made in Ohio’s shop')
  })
  it('gives no description for blank or tag-only HTML', () => {
    expect(metaDescriptionFrom('')).toBeUndefined()
    expect(metaDescriptionFrom(undefined)).toBeUndefined()
    expect(metaDescriptionFrom('<p> </p><img src="x.jpg">')).toBeUndefined()
  })
  it('caps the text at 160 characters, cut at a word boundary with an ellipsis', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ')
    const description = metaDescriptionFrom(`<p>${words}</p>`) ?? ''
    expect(description.length).toBeLessThanOrEqual(160)
    expect(description.endsWith('…')).toBe(true)
    expect(words.startsWith(description.slice(0, -1))).toBe(true)
    expect(words[description.length - 1]).toBe(' ')
  })
})
