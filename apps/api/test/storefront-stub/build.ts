import type { ServerBuild } from 'react-router'
import type { StorefrontLoadContext } from '@ironhouse/contracts'

/**
 * A minimal React Router server build for the storefront mount tests: one resource route (a loader
 * with no component) that calls the API through context.apiFetch, counts its renders, says which
 * shopper class it was rendered for (decision 006) and sets two cookies unless the query has ?quiet.
 */
let renders = 0

export const stubBuild = {
  entry: { module: { default: () => new Response('document requests are not used by the stub') } },
  routes: {
    root: {
      id: 'root',
      path: '*',
      module: {
        loader: async ({ request, context }: { request: Request; context: StorefrontLoadContext }) => {
          const url = new URL(request.url)
          const api = await context.apiFetch(`/svc_content/catalog/product/${url.searchParams.get('id') ?? '0'}?storeId=5`)
          // ?personal: the page also reads the shopper's own session (an answer of theirs alone);
          // ?mark: the loader itself says the page is the shopper's
          const session = url.searchParams.has('personal') ? await (await context.apiFetch('/svc_session/session')).json() : undefined
          if (url.searchParams.has('mark')) context.shopperClass?.markPersonal()
          renders += 1
          const body = JSON.stringify({
            path: url.pathname,
            origin: url.origin,
            host: context.host,
            publicOrigins: context.publicOrigins,
            forwardedHost: request.headers.get('x-forwarded-host'),
            apiStatus: api.status,
            api: await api.json(),
            requestId: context.requestId,
            release: context.release,
            renders,
            shopperClass: context.shopperClass ? { groupId: context.shopperClass.groupId } : null,
            // what the storefront's <html> reads of the high-contrast cookie (shell §9)
            highContrast: /(?:^|;\s*)highContrast=1(?:;|$)/.test(request.headers.get('cookie') ?? ''),
            session,
          })
          const headers = new Headers({ 'content-type': 'application/json' })
          // ?quiet: a page that sets no cookie (the guest page cache may keep it)
          if (!url.searchParams.has('quiet')) {
            headers.append('set-cookie', 'a=1; Path=/')
            headers.append('set-cookie', 'b=2; Path=/')
          }
          return new Response(body, { status: url.pathname === '/teapot' ? 418 : 200, headers })
        },
      },
    },
  },
  assets: { version: 'stub', url: '/assets/manifest-stub.js', entry: { module: '/assets/entry.js', imports: [] }, routes: {} },
  publicPath: '/',
  assetsBuildDirectory: 'client',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
} as unknown as ServerBuild
