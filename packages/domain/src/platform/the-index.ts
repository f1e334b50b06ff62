// The Index, the store's editorial section (shell §2 routes, §3 Index post/category/tag, §7 calls, §8 errors).
import { INDEX_FIRST_PAGE_CACHE_MS, INDEX_TAGS_CACHE_MS } from './constants.ts'
import { findIndexCategory, INDEX_FEATURED_PSEUDO_CATEGORY_IDS, indexCategoryDisplayName } from './content.ts'

/** A brand's page of The Index is /theindex/ryour{brand} (shell §2). */
const BRAND_SEGMENT = /^ryour([a-z0-9]+(?:-[a-z0-9]+)*)$/

/**
 * The brand of a /theindex/{segment} path: 'ryourironhouse' is 'ironhouse'; undefined for any other
 * segment. The brand is the slug of the Index tag whose posts the page lists (docs/the-index.md).
 */
export function indexBrandOfSegment(segment: string): string | undefined {
  return BRAND_SEGMENT.exec(segment.toLowerCase())?.[1]
}

/** A post is featured when one of its categories is a featured pseudo-category (15, 101, 17, 26; shell §3). */
export function isFeaturedIndexPost(categoryIds: ReadonlyArray<number>): boolean {
  return categoryIds.some((id) => (INDEX_FEATURED_PSEUDO_CATEGORY_IDS as ReadonlyArray<number>).includes(id))
}

/**
 * The site-relative path of a post (shell §2 /theindex/*\/{slug}): under its first real category's
 * slug, 'post' when it has none (featured pseudo-categories have no page of their own).
 */
export function indexPostPath(categoryIds: ReadonlyArray<number>, slug: string): string {
  const category = categoryIds.map((id) => findIndexCategory(id)).find((c) => c !== undefined)
  return `/theindex/${category?.slug ?? 'post'}/${slug}`
}

/**
 * The categories a post shows, with their display names (category 330 with tag 775 is Journeyman,
 * shell §3); pseudo-categories and unknown ids are left out.
 */
export function indexPostCategories(categoryIds: ReadonlyArray<number>, tagIds: ReadonlyArray<number>): Array<{ id: number; name: string; slug: string }> {
  return categoryIds.flatMap((id) => {
    const category = findIndexCategory(id)
    const name = indexCategoryDisplayName(id, tagIds)
    return category && name ? [{ id, name, slug: category.slug }] : []
  })
}

/**
 * Seconds a posts answer may be cached (shell §7, §9): the first page without search 6 h; any other
 * page or a search is not kept (0: the answer is fresh each time).
 */
export function indexPostsCacheSeconds(query: { page: number; search?: string | undefined }): number {
  return query.page === 1 && !query.search?.trim() ? INDEX_FIRST_PAGE_CACHE_MS / 1000 : 0
}

/** Seconds the tags answer may be cached (shell §7, §9: 24 h). */
export const INDEX_TAGS_CACHE_SECONDS = INDEX_TAGS_CACHE_MS / 1000

/**
 * The body of a posts or tags answer (shell §8: "Post response returned as HTML: cleaned and parsed").
 * JSON parses as is; a body with HTML around the JSON (a notice printed before it, a wrapping tag) is
 * cleaned down to its outermost JSON array or object and parsed. undefined when no JSON is in it.
 */
export function parseIndexResponseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    // fall through to the cleaning below
  }
  for (const [open, close] of [['[', ']'], ['{', '}']] as const) {
    let start = text.indexOf(open)
    const end = text.lastIndexOf(close)
    while (start !== -1 && start < end) {
      try {
        return JSON.parse(text.slice(start, end + 1)) as unknown
      } catch {
        start = text.indexOf(open, start + 1)
      }
    }
  }
  return undefined
}
