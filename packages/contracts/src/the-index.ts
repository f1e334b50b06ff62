import { z } from 'zod'

const idList = z.string().regex(/^\d{1,9}(,\d{1,9}){0,49}$/, 'A comma-separated list of ids')
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')

/** The short form of an Index post (shell §3): what a list of posts shows. */
export const IndexPostSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  link: z.string(),
  format: z.string(),
  featuredImagePath: z.string().nullable(),
  categories: z.array(z.number().int()),
  tags: z.array(z.number().int()),
})
export type IndexPostSummary = z.infer<typeof IndexPostSummary>

/**
 * The full form of an Index post (shell §3). content and excerpt are sanitised HTML; customCss and
 * customJs are always empty: the store never runs an editor's own CSS or script (docs/the-index.md).
 */
export const IndexPost = IndexPostSummary.extend({
  largeFeaturedImagePath: z.string().nullable(),
  featuredVideo: z.string().nullable(),
  content: z.string(),
  excerpt: z.string(),
  customCss: z.string(),
  customJs: z.string(),
  featured_media: z.number().int(),
  date: z.string(),
})
export type IndexPost = z.infer<typeof IndexPost>

/** The fields a post answer can be narrowed to with _fields. */
export const INDEX_POST_FIELDS = Object.keys(IndexPost.shape) as Array<keyof IndexPost>

/**
 * GET /svc_theindex/posts (shell §7): type post, per_page, page, _fields, search, slug and the
 * categories and tags filters (ids, comma-separated; a post matches when it has any of them).
 */
export const IndexPostsQuery = z.object({
  type: z.literal('post', { error: 'Only type post is served' }).default('post'),
  /** Absent: the domain's INDEX_POSTS_PER_PAGE (shell §9: 20). */
  per_page: z.coerce.number().int().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  _fields: z.string().regex(/^[A-Za-z_]{1,40}(,[A-Za-z_]{1,40}){0,29}$/, 'A comma-separated list of field names').optional(),
  search: z.string().max(100).optional(),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A post slug').max(200).optional(),
  categories: idList.optional(),
  tags: idList.optional(),
})
export type IndexPostsQuery = z.infer<typeof IndexPostsQuery>

/** An Index tag (shell §3): its description names a category slug; count is its posts. */
export const IndexTag = z.object({ id: z.number().int(), name: z.string(), slug: z.string(), count: z.number().int(), description: z.string() })
export type IndexTag = z.infer<typeof IndexTag>

/** GET /svc_theindex/tags (shell §7): per_page (100), page (1), hide_empty. */
export const IndexTagsQuery = z.object({
  /** Absent: the domain's INDEX_TAGS_PER_PAGE (shell §7: 100). */
  per_page: z.coerce.number().int().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  hide_empty: bool.default(false),
})
export const IndexTagsResponse = z.array(IndexTag)
