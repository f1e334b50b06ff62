// The Index posts service (shell §3 shapes, §7 calls, §8 errors, §9 cache lifetimes) over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { IndexPost, IndexTagsResponse } from '@ironhouse/contracts'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
}, 120_000)
afterAll(async () => t.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })
const posts = async (query: string) => {
  const res = await get(`/svc_theindex/posts?${query}`)
  return { res, body: res.json() as Array<Record<string, unknown>> }
}

describe('shell §7 The Index posts: GET /svc_theindex/posts', () => {
  it('shell §7, §9 type post, newest first; the first page without search is cached 6 h (max-age=21600) with its totals', async () => {
    const { res, body } = await posts('type=post&per_page=5&page=1')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=21600')
    expect([res.headers['x-wp-total'], res.headers['x-wp-totalpages']]).toEqual(['12', '3'])
    expect(body.map((p) => p.slug)).toEqual(['notes-from-the-warehouse', 'the-making-of-iron', 'a-day-in-the-life-of-a-coach', 'press-day-at-headquarters', 'the-snatch-step-by-step'])
    // the full form of shell §3 when _fields is absent
    expect(IndexPost.parse(body[0])).toMatchObject({ id: 9012, link: '/theindex/blog-posts/notes-from-the-warehouse', format: 'standard' })
  })

  it('shell §7, §9 another page or a search is not kept (no-store); page 3 of 5 holds the last two', async () => {
    const page3 = await posts('per_page=5&page=3')
    expect(page3.res.headers['cache-control']).toBe('no-store')
    expect(page3.body.map((p) => p.slug)).toEqual(['journeyman-on-the-road', 'the-first-ironhouse-bar'])
    const search = await posts('search=barbell')
    expect(search.res.headers['cache-control']).toBe('no-store')
    expect(search.body.map((p) => p.slug)).toEqual(['how-to-clean-your-barbell'])
  })

  it('shell §9 per_page defaults to 20 (INDEX_POSTS_PER_PAGE): all twelve demo posts on one page', async () => {
    const { res, body } = await posts('')
    expect([res.headers['x-wp-totalpages'], body.length]).toEqual(['1', 12])
  })

  it('shell §7 filters: categories (18 Events), tags (775 Journeyman), slug; _fields narrows each post', async () => {
    expect((await posts('categories=18&_fields=slug')).body).toEqual([{ slug: 'invitational-announced' }, { slug: 'iron-games-2025-recap' }])
    expect((await posts('categories=15,101,17,26&_fields=id')).body.map((p) => p.id)).toEqual([9011, 9006, 9003, 9001])
    expect((await posts('categories=330&tags=775&_fields=slug,categories,tags')).body).toEqual([{ slug: 'journeyman-on-the-road', categories: [330], tags: [775, 703] }])
    const one = await posts('slug=the-snatch-step-by-step&_fields=title,format,featuredVideo,nothing')
    expect(one.body).toEqual([{ title: 'The Snatch, Step by Step', format: 'video', featuredVideo: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }])
    expect((await posts('slug=no-such-post')).body).toEqual([])
  })

  it('shell §3 an editor’s HTML is sanitised: no script, no on* handler, no javascript: link; customCss and customJs are never served', async () => {
    const [post] = (await posts('slug=how-to-clean-your-barbell')).body
    const parsed = IndexPost.parse(post)
    expect(parsed.content).toContain('<p>Brush the knurling along its grain, never across.</p>')
    expect(parsed.content).not.toMatch(/<script|onclick|onerror|javascript:|pwned/i)
    expect(parsed.content).toContain('<a>Watch the video</a>')
    expect([parsed.customCss, parsed.customJs]).toEqual(['', ''])
    expect(parsed.excerpt).toBe('A nylon brush, a rag and ten minutes.')
    // a YouTube embed stays; the store's own embeds are the only iframes a post may carry
    const [video] = (await posts('slug=the-snatch-step-by-step&_fields=content')).body
    expect(video?.content).toContain('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="The snatch"></iframe>')
  })

  it('bad input is a 400 with a clear code: a type other than post, per_page 0 or 101, page 0, a page past the last, ids that are not ids', async () => {
    for (const query of ['type=page', 'per_page=0', 'per_page=101', 'page=0', 'categories=news', 'tags=1;drop', 'slug=../x', '_fields=a.b']) {
      const res = await get(`/svc_theindex/posts?${query}`)
      expect([query, res.statusCode, res.json().error]).toEqual([query, 400, 'validation_error'])
    }
    const past = await get('/svc_theindex/posts?per_page=5&page=4')
    expect([past.statusCode, past.json()]).toEqual([400, { error: 'bad_request', message: 'Page 4 is past the last page of posts (3)', status: 400 }])
  })
})

describe('shell §7 The Index tags: GET /svc_theindex/tags', () => {
  it('shell §7, §9 per_page 100, page 1, cached 24 h (max-age=86400); each tag has its count and a description naming a category slug', async () => {
    const res = await get('/svc_theindex/tags?per_page=100&page=1')
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    const tags = IndexTagsResponse.parse(res.json())
    expect(tags.map((tag) => tag.slug)).toEqual(['barbells', 'garage-gyms', 'ironhouse', 'journeyman', 'kettlebells', 'olympic-lifting', 'strongman'])
    expect(tags.find((tag) => tag.id === 775)).toEqual({ id: 775, name: 'Journeyman', slug: 'journeyman', count: 1, description: 'athletes' })
    expect(tags.find((tag) => tag.slug === 'ironhouse')?.count).toBe(5)
  })

  it('shell §7 hide_empty leaves out a tag with no post (kettlebells); bad hide_empty or per_page is a 400', async () => {
    const res = await get('/svc_theindex/tags?hide_empty=true')
    expect((res.json() as Array<{ slug: string }>).map((tag) => tag.slug)).not.toContain('kettlebells')
    expect(res.headers['x-wp-total']).toBe('6')
    for (const query of ['hide_empty=maybe', 'per_page=500', 'page=-1']) expect((await get(`/svc_theindex/tags?${query}`)).statusCode).toBe(400)
  })
})

describe('shell §8 a failing Index read', () => {
  it('shell §8 "Index post or tag load fails: logged; empty list returned": 200 with [], not kept, never a 500', async () => {
    await t.db.db.execute(sql`alter table index_posts rename to index_posts_away`)
    try {
      const postsRes = await get('/svc_theindex/posts?per_page=7')
      const tagsRes = await get('/svc_theindex/tags?per_page=7')
      expect([postsRes.statusCode, postsRes.json(), postsRes.headers['cache-control']]).toEqual([200, [], 'no-store'])
      expect([tagsRes.statusCode, tagsRes.json(), tagsRes.headers['cache-control']]).toEqual([200, [], 'no-store'])
    } finally {
      await t.db.db.execute(sql`alter table index_posts_away rename to index_posts`)
    }
  })
})
