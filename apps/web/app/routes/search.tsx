import { pageUrl } from '../platform/page-url.ts'
import { redirect, useLoaderData } from 'react-router'
import { PlaceholderPage } from '../features/shell/placeholder-page.tsx'
import { sitePath, siteFromPath } from '../platform/site.ts'
import type { Route } from './+types/search'

/** /search without q (or with an empty q) redirects to the site's home (shell §2, §5). */
export function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request)
  const { prefix } = siteFromPath(url.pathname)
  const q = (url.searchParams.get('q') ?? '').trim()
  if (q === '') throw redirect(sitePath(prefix, '/'))
  return { q: q.slice(0, 200), prefix }
}

export default function Search() {
  const { q, prefix } = useLoaderData<typeof loader>()
  return (
    <PlaceholderPage title={`Search results for “${q}”`} purpose="Products, categories and stories that match your search." prefix={prefix} />
  )
}
