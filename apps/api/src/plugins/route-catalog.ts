import fp from 'fastify-plugin'
import type { FastifySchema, HTTPMethods } from 'fastify'

/** A route the app answers, as registered: what the route table docs and the fuzzer read. */
export type RouteEntry = { method: HTTPMethods; url: string; schema: FastifySchema | undefined }

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalog: ReadonlyArray<RouteEntry>
  }
}

/**
 * Records every route registered after it (register it first), so tools see the app's real route
 * table the day a route is added: no list to keep in step by hand. HEAD twins of GET routes are left
 * out.
 */
export const routeCatalogPlugin = fp(async (app) => {
  const routes: Array<RouteEntry> = []
  app.decorate('routeCatalog', routes)
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) {
      if (method === 'HEAD' && isHeadTwin(routes, route.url)) continue
      routes.push({ method, url: route.url, schema: route.schema })
    }
  })
})

function isHeadTwin(routes: ReadonlyArray<RouteEntry>, url: string): boolean {
  return routes.some((route) => route.method === 'GET' && route.url === url)
}
