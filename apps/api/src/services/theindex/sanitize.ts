import sanitizeHtml from 'sanitize-html'

/** The hosts a post may embed video from (content iframes and the featured video). */
export const VIDEO_HOSTS: ReadonlySet<string> = new Set(['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'])

/**
 * What an editor's post HTML may keep (shell §3 Index post content). Text, headings, lists, quotes,
 * tables, links, images and figures; video embeds only from YouTube and Vimeo. Scripts, styles,
 * event handlers (onclick…), forms and javascript: or data: links are dropped (docs/the-index.md).
 */
const POST_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'h1'),
    'img',
    'figure',
    'figcaption',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...VIDEO_HOSTS],
  // an h1 of the post body would be a second h1 on the page: it becomes an h2
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  // script and style contents go with their tags (never shown as text)
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'option'],
}

/** A post's content as HTML a page may render (no script, no handler, no foreign embed). */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_HTML)
}

/** A post's excerpt as plain text (every tag dropped, entities kept escaped). */
export function excerptText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim()
}
