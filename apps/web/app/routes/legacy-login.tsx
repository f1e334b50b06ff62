import { pageUrl } from '../platform/page-url.ts'
import { redirect } from 'react-router'
import { sitePath, siteFromPath } from '../platform/site.ts'
import type { Route } from './+types/legacy-login'

/** /customer/account/login redirects to /login (shell §2), keeping the query. */
export function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request)
  throw redirect(`${sitePath(siteFromPath(url.pathname).prefix, '/login')}${url.search}`, 301)
}
