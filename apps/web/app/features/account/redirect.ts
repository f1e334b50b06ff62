// Where the login page may send the shopper afterwards (shell §2: /login?redirect=...): only a path
// of this site. Anything that a browser could read as another host is refused (never an open redirect).

const BASE = 'https://ironhouse.invalid'
const MAX_REDIRECT_LENGTH = 2048

/** A backslash, whitespace or control character (U+0000–U+001F, U+007F). */
function hasUnsafeCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return true
  }
  return /\s/.test(text)
}

/**
 * The redirect target as a site path (path, query and hash), or null when it is not one: it must
 * start with a single '/', hold no backslash, whitespace or control character (browsers strip tabs and
 * newlines and read '\' as '/', so '/\t/evil.com' and '/\evil.com' would leave the site), and resolve
 * to this origin. The login page itself is refused (no loop).
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_REDIRECT_LENGTH) return null
  if (!raw.startsWith('/') || raw.startsWith('//')) return null
  if (hasUnsafeCharacter(raw)) return null
  let url: URL
  try {
    url = new URL(raw, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  // an encoded slash or backslash at the start could be decoded into '//' by some hop on the way
  if (/^\/(%2f|%5c)/i.test(url.pathname)) return null
  if (/^(\/[a-z]{2,3})?\/login\/?$/i.test(url.pathname)) return null
  return `${url.pathname}${url.search}${url.hash}`
}
