import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes'
import { SITE_PREFIXES } from './platform/site-prefixes.ts'
import { ROUTE_TABLE, type RouteEntry } from './routes/route-table.ts'

/**
 * Every route of the table exists under every site prefix ('/cart', '/ca/cart', '/eu/cart' ...), each
 * with its own id `${siteCode}:${key}`; the modules are shared. See docs/storefront.md.
 */
export function buildRouteConfig(): RouteConfig {
  return SITE_PREFIXES.flatMap(({ code, prefix }) => {
    const base = prefix.slice(1)
    const routeOf = (entry: RouteEntry): RouteConfigEntry => {
      const id = `${code}:${entry.key}`
      if (entry.path === '') return base === '' ? index(entry.file, { id }) : route(base, entry.file, { id })
      return route(base === '' ? entry.path : `${base}/${entry.path}`, entry.file, { id })
    }
    // the account children share the account layout (shell §2: the customer first, then the page)
    const accountChildren = ROUTE_TABLE.filter((entry) => entry.layout === 'account').map(routeOf)
    return ROUTE_TABLE.flatMap((entry): Array<RouteConfigEntry> => {
      if (entry.layout === undefined) return [routeOf(entry)]
      if (entry.key !== 'account') return []
      return [layout('routes/account-layout.tsx', { id: `${code}:account-layout` }, accountChildren)]
    })
  })
}

export default buildRouteConfig() satisfies RouteConfig
