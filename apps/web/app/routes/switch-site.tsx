import { SITES, siteByCode } from '@ironhouse/domain'
import { redirect } from 'react-router'
import { countryToSave, destinationOnSite, safeSitePath } from '../features/region/switch-site.server.ts'
import { createApiClient, readLoadContext } from '../platform/api.server.ts'
import { preferredCountryCookie } from '../platform/cookies.ts'
import type { Route } from './+types/switch-site'

/**
 * GET /switch-site?site=EUR&path=/shoes&country=DE: remembers the preferred country (shell §4, §9:
 * 365 days; default the site's own country) and goes to the same page on the chosen site where it
 * exists, else to that site's home (shell §2 footer country selector). An unknown site goes home. A
 * country the store does not know is not stored: the cookie keeps the one it held (countryToSave).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const site = siteByCode(url.searchParams.get('site') ?? '')
  if (!site) throw redirect('/')
  const target = SITES[site.code]
  const api = createApiClient({
    context: readLoadContext(context),
    request,
    site: { code: target.code, storeId: target.storeId, prefix: target.pathPrefix },
  })
  const [destination, country] = await Promise.all([
    destinationOnSite(api, target.code, safeSitePath(url.searchParams.get('path'))),
    countryToSave(api, target.code, url.searchParams.get('country')),
  ])
  throw redirect(destination, country === null ? undefined : { headers: { 'set-cookie': preferredCountryCookie(country, url.protocol === 'https:') } })
}
