import { describe, expect, it } from 'vitest'
import { pageSeo } from './seo.ts'
import { siteFromPath } from './site.ts'

const origin = 'https://www.ironhouse.test'
const seo = (pathname: string, indexable: boolean) => pageSeo({ origin, site: siteFromPath(pathname), pathname, indexable })

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
  it('home pages alternate to each site root', () => {
    expect(seo('/', true).alternates[1]).toEqual({ hrefLang: 'en-CA', href: `${origin}/ca` })
  })
})
