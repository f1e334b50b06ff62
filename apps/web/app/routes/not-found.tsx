import { pageUrl } from '../platform/page-url.ts'
import { data, useLoaderData } from 'react-router'
import { NotFoundView } from '../features/shell/not-found.tsx'
import { siteFromPath } from '../platform/site.ts'
import type { Route } from './+types/not-found'

/** /404 renders the not-found page with HTTP status 404 (shell §2). */
export function loader({ request }: Route.LoaderArgs) {
  return data({ prefix: siteFromPath(pageUrl(request).pathname).prefix }, { status: 404 })
}

export default function NotFound() {
  const { prefix } = useLoaderData<typeof loader>()
  return <NotFoundView prefix={prefix} />
}
