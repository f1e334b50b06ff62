// A page's meta description from its editors' HTML. Apart from seo.ts, whose tags every page renders in
// the browser: the storefront's own pages write their descriptions in their loaders, on the server, so
// this code reaches the browser only with the routes that still call it in their views.

/** Longest meta description we send; search engines cut snippets at about this length. */
export const META_DESCRIPTION_MAX = 160

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/**
 * Plain text for a meta description from editor HTML (a category description): script and style
 * contents and tags removed, common entities decoded, whitespace collapsed, cut at a word boundary to
 * at most 160 characters with an ellipsis. Blank input gives undefined (no tag).
 */
export function metaDescriptionFrom(html: string | null | undefined, max = META_DESCRIPTION_MAX): string | undefined {
  if (!html) return undefined
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' '
      }
      return ENTITIES[name.toLowerCase()] ?? entity
    })
    .replace(/\s+/g, ' ')
    .trim()
  if (!text) return undefined
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`
}
