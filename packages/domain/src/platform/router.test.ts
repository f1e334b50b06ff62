import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ROUTE_ENTITY_RETRY_LIMIT,
  ROUTER_LANGUAGE_PATH_PREFIXES,
  ROUTER_SESSION_MAX_MINUTES,
  ROUTER_SITE_PATH_PREFIXES,
  canRetryRouteEntityLoad,
  collapseDoubleSlashes,
  decideAdminRouteAccess,
  decideRouteRedirect,
  extractQueryAndHash,
  firstSubdomainLabel,
  isAdminHost,
  isApoHomePath,
  normaliseUnmatchedPath,
  seoTagsFor,
  shouldFullReloadOnNavigation,
  shouldRemoveAlternateLanguageLinks,
  stripLocalePathPrefix,
} from './router.ts'

const MINUTE = 60_000

describe('platform §2 path normalisation', () => {
  it('collapses double slashes into one', () => {
    expect(collapseDoubleSlashes('//shoes//men///nano')).toBe('/shoes/men/nano')
    expect(collapseDoubleSlashes('/shoes')).toBe('/shoes')
  })

  it.each([
    { raw: '/Shoes/Nano-X', expected: '/shoes/nano-x', why: 'lowercased' },
    { raw: '/shoes/nano x4', expected: '/shoes/nano', why: 'cut at a space' },
    { raw: '/shoes/nano%20x4', expected: '/shoes/nano', why: 'cut at an encoded space' },
    { raw: '/shoes/nano?color=red', expected: '/shoes/nano', why: 'cut at a query' },
    { raw: '/shoes/nano#reviews', expected: '/shoes/nano', why: 'cut at a hash' },
    { raw: '/ohio-bar-(cerakote)', expected: '/ohio-bar-cerakote', why: 'stripped of parentheses' },
    { raw: '/fr/barres', expected: '/barres', why: 'stripped of the language prefix' },
    { raw: '/eu/de/hantel', expected: '/hantel', why: 'site then language prefix' },
    { raw: '/ca', expected: '/', why: 'a bare prefix leaves the root' },
    { raw: '/france-trip', expected: '/france-trip', why: 'a prefix only counts as a whole segment' },
    { raw: '//shoes//', expected: '/shoes', why: 'double slashes collapsed, trailing slash dropped' },
    { raw: 'shoes', expected: '/shoes', why: 'always starts with a slash' },
    { raw: '/a/()/b', expected: '/a/b', why: 'removing parentheses cannot leave a double slash' },
    { raw: '', expected: '/', why: 'empty is the root' },
  ])('$raw → $expected ($why)', ({ raw, expected }) => {
    expect(normaliseUnmatchedPath(raw)).toBe(expected)
  })

  it('the prefix lists hold the site prefixes and the language prefixes', () => {
    expect(ROUTER_SITE_PATH_PREFIXES).toEqual(['/ca', '/apo', '/eu', '/uk', '/au'])
    expect(ROUTER_LANGUAGE_PATH_PREFIXES).toEqual(expect.arrayContaining(['/fr', '/de', '/es', '/it', '/nl']))
    expect(stripLocalePathPrefix('/uk/fr/it/bars')).toBe('/bars')
  })

  it('keeps query and hash for the navigation to the resolved URL', () => {
    expect(extractQueryAndHash('/Shoes?color=red#reviews')).toEqual({ search: '?color=red', hash: '#reviews' })
    expect(extractQueryAndHash('/shoes#a?b')).toEqual({ search: '', hash: '#a?b' })
    expect(extractQueryAndHash('/shoes')).toEqual({ search: '', hash: '' })
  })

  const pathChars = fc.constantFrom(...'abcXYZ019-_/ ()?#%.'.split(''), '%20', '/fr', '/eu', '//')
  const rawPath = fc.array(pathChars, { maxLength: 30 }).map((parts) => parts.join(''))

  it('property: normalisation is idempotent', () => {
    fc.assert(fc.property(rawPath, (raw) => {
      const once = normaliseUnmatchedPath(raw)
      expect(normaliseUnmatchedPath(once)).toBe(once)
    }))
  })

  it('property: the result has no double slash, no upper case, no parentheses, no space, ? or #', () => {
    fc.assert(fc.property(fc.oneof(rawPath, fc.string()), (raw) => {
      const path = normaliseUnmatchedPath(raw)
      expect(path).not.toContain('//')
      expect(path).toBe(path.toLowerCase())
      expect(path).toMatch(/^\/[^()?# ]*$/)
      expect(path).not.toContain('%20')
    }))
  })

  it('property: no locale prefix survives as the first segment', () => {
    fc.assert(fc.property(rawPath, (raw) => {
      const first = `/${normaliseUnmatchedPath(raw).split('/')[1] ?? ''}`
      expect([...ROUTER_SITE_PATH_PREFIXES, ...ROUTER_LANGUAGE_PATH_PREFIXES]).not.toContain(first)
    }))
  })
})

describe('platform §2 admin routes', () => {
  it.each(['local.ironhouse.test', 'm2.ironhouse.com', 'm2stagingadmin.ironhouse.com', 'M2SprintAdmin.ironhouse.com:8080'])(
    'admin routes are reachable on %s',
    (host) => {
      expect(isAdminHost(host)).toBe(true)
      expect(decideAdminRouteAccess(true, host)).toEqual({ kind: 'allow' })
    },
  )

  it.each(['localhost', 'localhost:3000', 'www.ironhouse.com', 'ironhouse.com', 'admin.m2.ironhouse.com', '127.0.0.1', 'local.'])(
    'admin routes on %s send the browser to /404',
    (host) => {
      expect(isAdminHost(host)).toBe(false)
      expect(decideAdminRouteAccess(true, host)).toEqual({ kind: 'redirect', to: '/404' })
    },
  )

  it('routes not flagged admin are allowed on every host', () => {
    expect(decideAdminRouteAccess(false, 'localhost')).toEqual({ kind: 'allow' })
  })

  it('plain localhost has no sub-domain label', () => {
    expect(firstSubdomainLabel('localhost')).toBeUndefined()
    expect(firstSubdomainLabel('local.ironhouse.test')).toBe('local')
  })
})

describe('platform §2 full reload', () => {
  const base = { sessionStartedAt: 0, completedNavigations: 3, newReleaseDetected: false }

  it('reloads when the session has lasted more than 1 day (1440 minutes)', () => {
    expect(ROUTER_SESSION_MAX_MINUTES).toBe(1440)
    expect(shouldFullReloadOnNavigation({ ...base, now: 1440 * MINUTE })).toBe(false)
    expect(shouldFullReloadOnNavigation({ ...base, now: 1440 * MINUTE + 1 })).toBe(true)
  })

  it('reloads when a new release is detected after the first navigation', () => {
    expect(shouldFullReloadOnNavigation({ ...base, now: MINUTE, newReleaseDetected: true })).toBe(true)
    expect(
      shouldFullReloadOnNavigation({ ...base, now: MINUTE, newReleaseDetected: true, completedNavigations: 0 }),
    ).toBe(false)
  })
})

describe('platform §2 redirects, retries and alternate links', () => {
  it('a target starting with http is a browser redirect', () => {
    expect(decideRouteRedirect('https://example.com/x')).toEqual({ kind: 'browser', url: 'https://example.com/x' })
    expect(decideRouteRedirect('HTTP://example.com')).toEqual({ kind: 'browser', url: 'HTTP://example.com' })
    expect(decideRouteRedirect('/shoes')).toEqual({ kind: 'router', path: '/shoes' })
    expect(decideRouteRedirect('shoes')).toEqual({ kind: 'router', path: '/shoes' })
  })

  it('shell §2: a failed entity load is retried at most 2 times', () => {
    expect(ROUTE_ENTITY_RETRY_LIMIT).toBe(2)
    expect([0, 1, 2].map(canRetryRouteEntityLoad)).toEqual([true, true, false])
  })

  it('alternate-language links are removed after the second navigation', () => {
    expect([0, 1, 2, 3].map(shouldRemoveAlternateLanguageLinks)).toEqual([false, false, true, true])
  })
})

describe('platform §2 seo', () => {
  it('an indexed page keeps robots index, canonical and og:url', () => {
    expect(seoTagsFor({ canonicalUrl: 'https://ironhouse.com/shoes', languageIndexed: true, isApoHome: false }))
      .toEqual({ robots: 'index,follow', canonical: 'https://ironhouse.com/shoes', ogUrl: 'https://ironhouse.com/shoes' })
  })

  it('no canonical index gives noindex,nofollow and omits canonical and og:url', () => {
    expect(seoTagsFor({ languageIndexed: true, isApoHome: false })).toEqual({ robots: 'noindex,nofollow' })
  })

  it('a non-indexed language gives noindex,nofollow and omits canonical and og:url', () => {
    expect(seoTagsFor({ canonicalUrl: 'https://ironhouse.com/fr/x', languageIndexed: false, isApoHome: false }))
      .toEqual({ robots: 'noindex,nofollow' })
  })

  it('the APO home page is indexed even without a canonical index', () => {
    expect(seoTagsFor({ languageIndexed: false, isApoHome: true })).toEqual({ robots: 'index,follow' })
    expect(seoTagsFor({ canonicalUrl: 'https://ironhouse.com/apo', languageIndexed: false, isApoHome: true }).robots)
      .toBe('index,follow')
  })

  it('recognises the APO home page', () => {
    expect(isApoHomePath('APO', '/')).toBe(true)
    expect(isApoHomePath('USA', '/apo/')).toBe(true)
    expect(isApoHomePath('USA', '/')).toBe(false)
    expect(isApoHomePath('APO', '/shoes')).toBe(false)
  })
})
