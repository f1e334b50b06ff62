import { z, type ZodType } from 'zod'
import { IndexPost, IndexPostSummary, IndexTagsResponse, type IndexTag } from '@ironhouse/contracts'
import { INDEX_POSTS_PER_PAGE, INDEX_TAGS_PER_PAGE, parseIndexResponseBody } from '@ironhouse/domain'
import type { ApiClient } from '../../platform/api.server.ts'

/** A card of a list: the short form of shell §3 with the date and excerpt. */
export const IndexCard = IndexPostSummary.extend({ date: z.string(), excerpt: z.string() })
export type IndexCard = z.infer<typeof IndexCard>
const CARD_FIELDS = [...Object.keys(IndexCard.shape)].join(',')

export type IndexPostPage = { posts: Array<IndexCard>; totalPages: number }

/**
 * One GET of the posts service (shell §7). A body returned as HTML is cleaned and parsed (shell §8); a
 * load that fails (no answer, an error status, no JSON) is logged and gives null: the caller shows an
 * empty list (shell §8 "Index post or tag load fails: logged; empty list returned").
 */
async function readList<T>(api: ApiClient, path: string, query: Record<string, string | number | boolean | undefined>, item: ZodType<T>): Promise<{ items: Array<T>; totalPages: number } | null> {
  try {
    const response = await api.raw(path, { method: 'GET', query })
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    const items = z.array(item).parse(parseIndexResponseBody(await response.text()))
    return { items, totalPages: Number(response.headers.get('x-wp-totalpages') ?? 1) || 1 }
  } catch (error) {
    console.warn(`The Index: ${path} load failed, an empty list is shown`, error instanceof Error ? error.message : error)
    return null
  }
}

export type PostsFilter = { page?: number; perPage?: number; categories?: ReadonlyArray<number>; tags?: ReadonlyArray<number> }

/** A page of post cards, newest first (INDEX_POSTS_PER_PAGE a page, shell §9). */
export async function loadIndexPosts(api: ApiClient, filter: PostsFilter = {}): Promise<IndexPostPage> {
  const found = await readList(
    api,
    '/svc_theindex/posts',
    {
      type: 'post',
      per_page: filter.perPage ?? INDEX_POSTS_PER_PAGE,
      page: filter.page ?? 1,
      _fields: CARD_FIELDS,
      categories: filter.categories?.join(',') || undefined,
      tags: filter.tags?.join(',') || undefined,
    },
    IndexCard,
  )
  return { posts: found?.items ?? [], totalPages: found?.totalPages ?? 1 }
}

/** One post in its full form by slug; undefined when there is none (or the load failed). */
export async function loadIndexPost(api: ApiClient, slug: string): Promise<IndexPost | undefined> {
  const found = await readList(api, '/svc_theindex/posts', { type: 'post', slug, per_page: 1 }, IndexPost)
  return found?.items[0]
}

/** The tags (shell §7: per_page 100, page 1, hide_empty). */
export async function loadIndexTags(api: ApiClient): Promise<Array<IndexTag>> {
  const found = await readList(api, '/svc_theindex/tags', { per_page: INDEX_TAGS_PER_PAGE, page: 1, hide_empty: true }, IndexTagsResponse.element)
  return found?.items ?? []
}
