import { isContentBlockShown } from '@ironhouse/domain'
import { visibleFooterLinks } from './links.ts'

// The header's CMS blocks as the shell shows them: read by the root loader (platform/shell.server.ts)
// and again by the background refresh's promotions tick (platform/background.browser.ts).

export type DealSlide = { text: string; url: string }
/** The header promo banner's link (CMS block header-promo-banner: { text, url }). */
export type PromoBanner = { text: string; url: string }

/**
 * The deals slider's slides, none when its block is not shown (platform §2: only when active and with
 * content); content is a list of { text | label | title, url | link } (ours: the shape is not shown).
 */
export function toDealSlides(block: { active?: boolean; content?: unknown }): Array<DealSlide> {
  if (!isContentBlockShown(block)) return []
  const { content } = block
  const list = Array.isArray(content)
    ? content
    : content && typeof content === 'object' && 'slides' in content && Array.isArray(content.slides)
      ? content.slides
      : []
  return list.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return []
    const record = item as Record<string, unknown>
    const text = record.text ?? record.label ?? record.title
    const url = record.url ?? record.link
    return typeof text === 'string' && typeof url === 'string' ? [{ text, url }] : []
  })
}

/**
 * The header promo banner of a block's content { text, url } (ours: shell §3 says only that a block has
 * active and content): shown with the link kinds the footer accepts (shell §2: starting with /, the
 * site's host, mailto: or tel:), a link on the site's host as a path under the site's prefix.
 */
export function toPromoBanner(block: { active?: boolean; content?: unknown }, host: string, prefix: string): PromoBanner | null {
  const content = isContentBlockShown(block) && typeof block.content === 'object' ? (block.content as Record<string, unknown>) : null
  const text = typeof content?.text === 'string' ? content.text.trim() : ''
  if (!text || typeof content?.url !== 'string') return null
  const [link] = visibleFooterLinks([{ label: text, url: content.url }], host, {}, prefix)
  return link ? { text, url: link.url } : null
}
