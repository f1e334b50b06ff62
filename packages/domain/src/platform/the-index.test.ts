import { describe, expect, it } from 'vitest'
import {
  INDEX_TAGS_CACHE_SECONDS,
  indexBrandOfSegment,
  indexPostCategories,
  indexPostPath,
  indexPostsCacheSeconds,
  isFeaturedIndexPost,
  parseIndexResponseBody,
} from './the-index.ts'

describe('The Index rules', () => {
  it('shell §2 /theindex/ryour{brand}: the segment after ryour is the brand; another segment is no brand', () => {
    expect(indexBrandOfSegment('ryourironhouse')).toBe('ironhouse')
    expect(indexBrandOfSegment('RyourIronhouse')).toBe('ironhouse')
    expect(indexBrandOfSegment('ryour')).toBeUndefined()
    expect(indexBrandOfSegment('news')).toBeUndefined()
    expect(indexBrandOfSegment('ryour../x')).toBeUndefined()
  })

  it('shell §3 featured pseudo-categories 15, 101, 17 and 26 make a post featured', () => {
    for (const id of [15, 101, 17, 26]) expect(isFeaturedIndexPost([19, id])).toBe(true)
    expect(isFeaturedIndexPost([19, 103, 105])).toBe(false)
  })

  it('shell §2 a post lives at /theindex/{category}/{slug}: its first real category (105 is news), pseudo-categories skipped', () => {
    expect(indexPostPath([15, 105], 'new-bars')).toBe('/theindex/news/new-bars')
    expect(indexPostPath([806], 'chalk')).toBe('/theindex/gear-how-tos/chalk')
    expect(indexPostPath([101], 'lonely')).toBe('/theindex/post/lonely')
  })

  it('shell §3 category 330 with tag 775 is shown as Journeyman; without the tag Athletes; pseudo and unknown ids left out', () => {
    expect(indexPostCategories([330, 15], [775])).toEqual([{ id: 330, name: 'Journeyman', slug: 'athletes' }])
    expect(indexPostCategories([330, 999], [1])).toEqual([{ id: 330, name: 'Athletes', slug: 'athletes' }])
  })

  it('shell §7, §9 the first page without search is cached 6 h; a search or another page is not; tags 24 h', () => {
    expect(indexPostsCacheSeconds({ page: 1 })).toBe(21_600)
    expect(indexPostsCacheSeconds({ page: 1, search: '  ' })).toBe(21_600)
    expect(indexPostsCacheSeconds({ page: 1, search: 'bar' })).toBe(0)
    expect(indexPostsCacheSeconds({ page: 2 })).toBe(0)
    expect(INDEX_TAGS_CACHE_SECONDS).toBe(86_400)
  })

  it('shell §8 a post response returned as HTML is cleaned and parsed; JSON as is; no JSON at all is undefined', () => {
    expect(parseIndexResponseBody('[{"id":1}]')).toEqual([{ id: 1 }])
    expect(parseIndexResponseBody('<br />\n<b>Notice</b>: Undefined index [x] in <b>functions.php</b><br />\n[{"id":1,"title":"A [b]"}]')).toEqual([{ id: 1, title: 'A [b]' }])
    expect(parseIndexResponseBody('<html><body><pre>{"id":2}</pre></body></html>')).toEqual({ id: 2 })
    expect(parseIndexResponseBody('<html><body>Bad gateway</body></html>')).toBeUndefined()
  })
})
