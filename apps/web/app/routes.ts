import { index, route, type RouteConfig } from '@react-router/dev/routes'
import { SITE_PREFIXES } from './platform/site-prefixes.ts'
import { ROUTE_TABLE } from './routes/route-table.ts'

/**
 * Every route of the table exists under every site prefix ('/cart', '/ca/cart', '/eu/cart' ...), each
 * with its own id `${siteCode}:${key}`; the modules are shared. See docs/storefront.md.
 */
export function buildRouteConfig(): RouteConfig {
  return SITE_PREFIXES.flatMap(({ code, prefix }) =>
    ROUTE_TABLE.map((entry) => {
      const id = `${code}:${entry.key}`
      const base = prefix.slice(1)
      if (entry.path === '') return base === '' ? index(entry.file, { id }) : route(base, entry.file, { id })
      return route(base === '' ? entry.path : `${base}/${entry.path}`, entry.file, { id })
    }),
  )
}

export default buildRouteConfig() satisfies RouteConfig
