// Link click handling (platform §2) and the footer's accepted link kinds (shell §2).

/** How an href is reached: a router path, a mail or phone handler, another site, or something else. */
export type LinkKind = 'internal' | 'mailto' | 'tel' | 'external' | 'other'

/** Link kinds a footer link may have (shell §2: starting with /, {host}, mailto: or tel:). */
export const FOOTER_LINK_KINDS = ['internal', 'mailto', 'tel'] as const satisfies ReadonlyArray<LinkKind>

export type ClassifiedLink =
  | { kind: 'internal'; path: string }
  | { kind: 'mailto' | 'tel' | 'external' | 'other'; href: string }

function hostnameOf(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '')
}

/**
 * Classifies an href (platform §2): a path starting with '/' (not '//') is internal, and so is an
 * absolute http(s) URL on the current host (its path, query and hash are kept); mailto: and tel: are
 * their own kinds; any other http(s) URL is external; anything else ('#top', 'javascript:') is other.
 */
export function classifyLink(href: string, currentHost: string): ClassifiedLink {
  const trimmed = href.trim()
  const lower = trimmed.toLowerCase()
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return { kind: 'internal', path: trimmed }
  if (lower.startsWith('mailto:')) return { kind: 'mailto', href: trimmed }
  if (lower.startsWith('tel:')) return { kind: 'tel', href: trimmed }
  const absolute = /^(?:https?:)?\/\/([^/?#]+)(.*)$/i.exec(trimmed)
  if (absolute) {
    const [, host = '', rest = ''] = absolute
    if (hostnameOf(host) === hostnameOf(currentHost)) {
      return { kind: 'internal', path: rest.startsWith('/') ? rest : `/${rest}` }
    }
    return { kind: 'external', href: trimmed }
  }
  return { kind: 'other', href: trimmed }
}

/** True when a footer link has an accepted kind: a path, the site's own host, mailto: or tel: (shell §2). */
export function isAcceptedFooterLink(href: string, currentHost: string): boolean {
  const { kind } = classifyLink(href, currentHost)
  return (FOOTER_LINK_KINDS as ReadonlyArray<LinkKind>).includes(kind)
}

export type LinkClickInput = {
  href: string
  /** The anchor's target attribute, if any. */
  target?: string | undefined
  currentHost: string
  /** Current path with query and hash, e.g. '/shoes?page=2'. */
  currentUrl: string
  /** Running inside the native app shell. */
  inApp: boolean
  /** Set after a framework error that broke watchers (platform §2). */
  unrecoverableError?: boolean | undefined
}

/** What the storefront does with a link click (platform §2). */
export type LinkClickAction =
  | { kind: 'ignore' }
  | { kind: 'push'; path: string }
  | { kind: 'full-reload'; href: string }
  | { kind: 'app-message'; message: 'open_in_browser' | 'linkclick'; url: string }
  | { kind: 'browser'; url: string; newTab: boolean }
  | { kind: 'default' }

/**
 * Decides a link click (platform §2). In order: target=_blank opens in the browser (in the app, the
 * app is asked with open_in_browser); external, mailto and tel links go to the browser (in the app,
 * to the app as linkclick); a click on the current URL is ignored; after an unrecoverable error an
 * internal link forces a full page reload; otherwise the internal path is pushed onto the history.
 * Anything else is left to the browser's default behaviour.
 */
export function decideLinkClick(input: LinkClickInput): LinkClickAction {
  const link = classifyLink(input.href, input.currentHost)
  if (input.target === '_blank') {
    const url = link.kind === 'internal' ? link.path : link.href
    return input.inApp
      ? { kind: 'app-message', message: 'open_in_browser', url }
      : { kind: 'browser', url, newTab: true }
  }
  if (link.kind === 'external' || link.kind === 'mailto' || link.kind === 'tel') {
    return input.inApp
      ? { kind: 'app-message', message: 'linkclick', url: link.href }
      : { kind: 'browser', url: link.href, newTab: false }
  }
  if (link.kind !== 'internal') return { kind: 'default' }
  if (link.path === input.currentUrl) return { kind: 'ignore' }
  if (input.unrecoverableError) return { kind: 'full-reload', href: link.path }
  return { kind: 'push', path: link.path }
}
