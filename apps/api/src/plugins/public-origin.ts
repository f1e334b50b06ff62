import fp from 'fastify-plugin'
import { readPublicOrigins, type PublicOrigins, type SiteCode } from '@ironhouse/contracts'
import { SITES } from '@ironhouse/domain'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The configured public origin of a site (PUBLIC_ORIGIN, PUBLIC_ORIGIN_{SITE}; docs/operations.md).
     * Every absolute URL the store writes (canonical, hreflang, og:url, sitemaps, structured data,
     * links in mail) starts with it; a request's Host or X-Forwarded-* headers never do.
     */
    publicOrigin: (site: SiteCode) => string
    /**
     * Where a site's pages start: its public origin and its path prefix ('https://www.example.com/eu').
     * A page link in a mail is this and the page's path, so it opens on the shopper's site.
     */
    siteBaseUrl: (site: SiteCode) => string
    publicOrigins: PublicOrigins
  }
}

/** A store on one machine with no configuration: every site at http://localhost:3000. */
export const DEFAULT_PUBLIC_ORIGINS: PublicOrigins = readPublicOrigins({}, { port: 3000, production: false })

export const publicOriginPlugin = fp<{ origins: PublicOrigins }>(async (app, { origins }) => {
  app.decorate('publicOrigins', origins)
  app.decorate('publicOrigin', (site: SiteCode) => origins[site])
  app.decorate('siteBaseUrl', (site: SiteCode) => `${origins[site].replace(/\/+$/, '')}${SITES[site].pathPrefix}`)
})
