import { DEFAULT_EVENTS_YEAR } from '@ironhouse/domain'
import { redirect } from 'react-router'
import { pageContext } from '../platform/page.server.ts'
import { sitePath } from '../platform/site.ts'
import type { Route } from './+types/event-default-year'

/**
 * /events/{name} without a year goes to the event's page of the events default year (shell §9: 2024;
 * §2 names the pages /events/{name}/{year}), query kept (ours: a 302, since the default year moves on).
 * Before, the path was the 404 page.
 */
export function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  const name = encodeURIComponent(args.params.name)
  throw redirect(`${sitePath(page.ref.prefix, `/events/${name}/${DEFAULT_EVENTS_YEAR}`)}${page.url.search}`, 302)
}
