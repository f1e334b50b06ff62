import { useLoaderData } from 'react-router'
import { ComparePage } from '../features/compare/compare-page.tsx'
import { PageMeta } from '../platform/page-meta.tsx'
import { siteFromPath } from '../platform/site.ts'
import type { Route } from './+types/compare'

/** /compare/* (shell §2): the list lives in the browser (category_compare), so the page is filled in there. */
export function loader({ request }: Route.LoaderArgs) {
  return { prefix: siteFromPath(new URL(request.url).pathname).prefix }
}

export default function Compare() {
  const { prefix } = useLoaderData<typeof loader>()
  return (
    <>
      <PageMeta title="Compare Products" />
      <ComparePage prefix={prefix} />
    </>
  )
}
