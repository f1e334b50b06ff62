import { describe, expect, it } from 'vitest'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { siteForPath } from '@ironhouse/domain'
import { buildRouteConfig } from '../../web/app/routes.ts'
import { ROUTE_TABLE } from '../../web/app/routes/route-table.ts'
import { SITE_PREFIXES } from '../../web/app/platform/site-prefixes.ts'
import { buildForSite, routePathOf } from './storefront.ts'

type ConfigEntry = { id?: string; path?: string; index?: boolean; file: string; children?: Array<ConfigEntry> }
type BuildRoute = { id: string; parentId?: string; path?: string; index?: boolean }

/** The storefront's real route config (every table entry under every site prefix) as a server build's routes. */
function realBuild(): ServerBuild {
  const routes: Record<string, BuildRoute> = { root: { id: 'root', path: '' } }
  const add = (entries: Array<ConfigEntry>, parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file
      routes[id] = { id, parentId, ...(entry.index ? { index: true } : { path: entry.path ?? '' }) }
      add(entry.children ?? [], id)
    }
  }
  add(buildRouteConfig() as Array<ConfigEntry>, 'root')
  return { routes, assets: { routes } } as unknown as ServerBuild
}

function tree(build: ServerBuild): Array<RouteObject> {
  const all = Object.values(build.routes) as Array<BuildRoute>
  const childrenOf = (parentId: string): Array<RouteObject> =>
    all
      .filter((r) => r.parentId === parentId)
      .map((r) => (r.index ? { id: r.id, index: true } : { id: r.id, path: r.path ?? '', children: childrenOf(r.id) }))
  return [{ id: 'root', path: '', children: childrenOf('root') }]
}

const idsOf = (routes: Array<RouteObject>, path: string) => matchRoutes(routes, path)?.map((m) => m.route.id) ?? null

/** Concrete paths for a pattern: params filled, splats with one and two segments, optional segments on and off. */
function samplesOf(pattern: string): Array<string> {
  const filled = pattern.replace(/:[a-zA-Z]+(?!\?)/g, 'x1')
  const withOptional = filled.replace(/\/:[a-zA-Z]+\?/g, '/o1')
  const withoutOptional = filled.replace(/\/:[a-zA-Z]+\?/g, '')
  return [...new Set([withOptional, withoutOptional].flatMap((p) => (p.includes('*') ? [p.replace('*', 'a'), p.replace('*', 'a/b')] : [p])))]
}

describe('one site’s routes per match (decision 003)', () => {
  const full = realBuild()
  const fullTree = tree(full)
  const siteTrees = new Map(SITE_PREFIXES.map(({ code }) => [code, tree(buildForSite(full, code))]))

  it('keeps the root and only the site’s own routes', () => {
    const ca = Object.keys(buildForSite(full, 'CAN').routes)
    expect(ca).toContain('root')
    expect(ca).toContain('CAN:cart')
    expect(ca.every((id) => id === 'root' || id.startsWith('CAN:'))).toBe(true)
    const perSite = (Object.keys(full.routes).length - 1) / SITE_PREFIXES.length
    expect(perSite).toBeGreaterThanOrEqual(ROUTE_TABLE.length)
    expect(ca.length).toBe(perSite + 1)
  })

  it('matches every path of the route table, under every prefix, to the same route as the whole tree', () => {
    const paths = SITE_PREFIXES.flatMap(({ prefix }) =>
      ROUTE_TABLE.flatMap((entry) => samplesOf(entry.path).map((rest) => `${prefix}/${rest}`.replace(/\/$/, '') || '/')),
    )
    const odd = ['/ca', '/ca/', '/CA/cart', '/Eu/de/new-gear', '/cax', '/cart/ca', '/%63a/cart', '/uk/%20x', '/au/a%2Fb', '/apo/account/orders/']
    let compared = 0
    for (const path of [...paths, ...odd]) {
      const site = siteForPath(routePathOf(path)).site.code
      expect([path, idsOf(siteTrees.get(site) ?? [], routePathOf(path))]).toEqual([path, idsOf(fullTree, routePathOf(path))])
      compared++
    }
    expect(compared).toBeGreaterThan(ROUTE_TABLE.length * SITE_PREFIXES.length)
  })

  it('reads the page path of a data request the way React Router does', () => {
    expect(routePathOf('/ca/cart.data')).toBe('/ca/cart')
    expect(routePathOf('/_.data')).toBe('/')
    expect(routePathOf('/ca/_.data')).toBe('/ca/')
    expect(routePathOf('/ca.data')).toBe('/ca')
    expect(routePathOf('/%63a/cart')).toBe('/ca/cart')
    expect(routePathOf('/%E0%A4%A')).toBe('/%E0%A4%A')
    // the site of a data request is the site of its page
    expect(siteForPath(routePathOf('/ca.data')).site.code).toBe('CAN')
  })
})
