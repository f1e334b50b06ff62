import type { IndexPost } from '@ironhouse/contracts'
import { indexPostPath } from '@ironhouse/domain'
import type { IndexPostRow } from './repo.ts'
import { excerptText, sanitizePostHtml, VIDEO_HOSTS } from './sanitize.ts'

/** A featured video URL a page may put in an iframe: https on a known video host, else null. */
function embeddableVideo(url: string | null): string | null {
  if (!url || !URL.canParse(url)) return null
  const parsed = new URL(url)
  return parsed.protocol === 'https:' && VIDEO_HOSTS.has(parsed.hostname) ? parsed.href : null
}

/** A stored post as the full form of shell §3, its HTML sanitised; the editor's CSS and script never leave. */
export function toIndexPost(row: IndexPostRow): IndexPost {
  return {
    id: row.id,
    title: excerptText(row.title),
    slug: row.slug,
    link: indexPostPath(row.categories, row.slug),
    format: row.format,
    featuredImagePath: row.featuredImagePath,
    categories: row.categories,
    tags: row.tags,
    largeFeaturedImagePath: row.largeFeaturedImagePath,
    featuredVideo: embeddableVideo(row.featuredVideo),
    content: sanitizePostHtml(row.content),
    excerpt: excerptText(row.excerpt),
    customCss: '',
    customJs: '',
    featured_media: row.featuredMedia,
    date: row.date.toISOString(),
  }
}

/** The post narrowed to the fields _fields names (unknown names are ignored, as WordPress does). */
export function pickFields(post: IndexPost, fields: ReadonlyArray<string> | undefined): Partial<IndexPost> {
  if (!fields) return post
  return Object.fromEntries(Object.entries(post).filter(([key]) => fields.includes(key)))
}
