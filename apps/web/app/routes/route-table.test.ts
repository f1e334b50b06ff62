import { describe, expect, it } from 'vitest'
import { buildRouteConfig } from '../routes.ts'
import { ADMIN_PATHS, isAdminRestPath } from './admin-paths.ts'
import { brandPagePattern } from './brand-pages.ts'
import { entryForPattern, isPersonalRestPath } from './route-entry.ts'
import { ROUTE_TABLE } from './route-table.ts'

type Node = { id?: string; path?: string; index?: boolean; children?: Array<Node> }
const flatten = (nodes: Array<Node>): Array<Node> => nodes.flatMap((n) => (n.children ? flatten(n.children) : [n]))
const layouts = (buildRouteConfig() as Array<Node>).filter((n) => n.children)
const config = flatten(buildRouteConfig() as Array<Node>)
const paths = new Set(config.map((r) => (r.index ? '' : (r.path ?? ''))))

// Every path of the shell document's route tables (§2), as React Router patterns.
const SHELL_PATHS = [
  '', 'mps-review', '404', 'search', 'newsletter-signup', 'newsletter-error', 'cart', 'login', 'customer/account/login',
  'expired-password', 'compare/*', 'payment-link', 'deals', 'brands', 'shippingtracker', '__rb__/rhpa', '__rb__/preview',
  'registry/:urlKey', 'giftregistry/search/index', 'wishlist/:urlKey', 'account/reset-password/:token',
  'iron-game-programming', 'shoes', 'new-gear', 'account',
  ...['dashboard', 'earned-store', 'programming', 'programming/:id', 'about-me', 'orders', 'reviews', 'my-lists',
    'custom-quoting', 'registry', 'registry/:id', 'order/:id', 'address', 'wishlist', 'bin', 'payment-methods',
    'settings', 'my-gyms', 'workout-statistics', 'zeus-saved-design'].map((c) => `account/${c}`),
  'theindex', 'theindex/:category', 'theindex/*', 'theindex/events', 'invitational', 'invitational/*',
  'events/:name/:year', 'events/:name/:year/*', 'checkout', 'checkout/*', 'rmaprocess', 'rmaprocess/initiate',
  'rmaprocess/select-items', 'rmaprocess/confirm', 'rmaprocess/print/:rmaNumber?/:dateIssued?',
  'zeus-builder', 'zeus-builder/featured', 'zeus-builder/templates', 'zeus-builder/my-gyms', 'zeus-builder/project/edit',
  'zeus-builder/project/:projectId', 'order-manager-quote',
  ...['exclusive/:productId', 'preloader', 'featured', 'orders', 'tracking', 'account/orders', 'account/notifications',
    'account/workouts', 'account/notifications/preferences', 'account/notifications/rapidfire'].map((c) => `rg-app/${c}`),
  '*',
]

describe('route table', () => {
  it('shell §2: every path of the route tables is registered for USA', () => {
    expect(SHELL_PATHS.filter((p) => !paths.has(p))).toEqual([])
  })
  it('shell §1: every path exists under each of the six site prefixes with a unique id', () => {
    expect(config).toHaveLength(ROUTE_TABLE.length * 6)
    expect(new Set(config.map((r) => r.id)).size).toBe(config.length)
    for (const prefix of ['ca', 'apo', 'eu', 'uk', 'au']) {
      expect(paths.has(`${prefix}/cart`)).toBe(true)
      expect(paths.has(prefix)).toBe(true)
      expect(paths.has(`${prefix}/*`)).toBe(true)
    }
  })
  it('shell §2: /account and its children render inside one account layout per site', () => {
    expect(layouts.map((l) => l.id)).toEqual(['USA:account-layout', 'CAN:account-layout', 'APO:account-layout', 'EUR:account-layout', 'GBR:account-layout', 'AUS:account-layout'])
    expect(layouts[0]?.children?.map((c) => c.path)).toContain('account/address')
    expect(layouts[0]?.children).toHaveLength(21)
  })
  it('platform §2: /order-manager-quote is admin, funneled and hides its header; ZEUS routes are USA only', () => {
    expect(entryForPattern('/order-manager-quote')).toMatchObject({ admin: true, funnel: true, headerHidden: true })
    expect(ROUTE_TABLE.filter((e) => e.key.startsWith('zeus-builder')).every((e) => e.usaOnly)).toBe(true)
  })
  it('maps a matched pattern back to its entry under any prefix', () => {
    expect(entryForPattern('/ca/cart')?.key).toBe('cart')
    expect(entryForPattern('/eu')?.key).toBe('home')
    expect(entryForPattern('/')?.key).toBe('home')
    expect(entryForPattern('/uk/registry/:urlKey')?.key).toBe('registry')
  })
})

describe('brandPagePattern', () => {
  it('shell §2: recognises /{brand}-catalog and /{brand}-equipped-gyms', () => {
    expect(brandPagePattern('/ironhouse-catalog')).toEqual({ kind: 'catalog', slug: 'ironhouse' })
    expect(brandPagePattern('/iron-works-equipped-gyms')).toEqual({ kind: 'equipped-gyms', slug: 'iron-works' })
    expect(brandPagePattern('/catalog')).toBeUndefined()
    expect(brandPagePattern('/shoes')).toBeUndefined()
  })
})

describe('pages about the shopper themself (decision 006)', () => {
  it('sign-in, account, cart, checkout and list pages are personal; catalogue and content pages are not', () => {
    for (const path of ['/login', '/register', '/account', '/account/wishlist', '/Cart', '/checkout/success', '/wishlist/abc', '/customer/account/login'])
      expect([path, isPersonalRestPath(path)]).toEqual([path, true])
    for (const path of ['/', '/the-ohio-bar', '/new-gear', '/shoes', '/search', '/deals', '/brands', '/accounting-gear', '/carts-and-dollies'])
      expect([path, isPersonalRestPath(path)]).toEqual([path, false])
  })
})

describe('admin pages (shell §2: no cookie banner)', () => {
  it("the browser's list of admin patterns is the table's admin-flagged entries", () => {
    expect([...ADMIN_PATHS].sort()).toEqual(ROUTE_TABLE.filter((entry) => entry.admin === true).map((entry) => entry.path).sort())
  })
  it('matches the admin pages only, by pattern', () => {
    for (const path of ['/events/moderator', '/order-manager-quote']) expect([path, isAdminRestPath(path)]).toEqual([path, true])
    for (const path of ['/', '/the-ohio-bar', '/events/moderator/x', '/order-manager-quotes', '/cart']) expect([path, isAdminRestPath(path)]).toEqual([path, false])
  })
})
