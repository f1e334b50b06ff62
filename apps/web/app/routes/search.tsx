import { redirect, useLoaderData } from 'react-router'
import { searchSubmitTarget } from '@ironhouse/domain'
import { ListingView } from '../features/listing/listing-view.tsx'
import { loadListing } from '../features/listing/load-listing.server.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { pageContext } from '../platform/page.server.ts'
import { sitePath } from '../platform/site.ts'
import type { Route } from './+types/search'

/**
 * /search?q= lists what the search provider finds; without q (or with an empty q) it redirects home
 * (shell §2, §5). A search as the search box sends it (q alone) for a merchandised keyphrase goes to its
 * redirect target (shell §4: Enter goes to the redirect target if one exists), as the preview's Enter
 * does: so does the box sent before its script has loaded, or without it. A filtered, sorted or paged
 * list stays a list.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  const q = (page.url.searchParams.get('q') ?? '').trim()
  if (q === '') throw redirect(sitePath(page.ref.prefix, '/'))
  const data = await loadListing({ api: page.api, url: page.url, kind: 'search', rfkid: 'search', uri: page.ref.restPath })
  if (data.redirectUrl && [...page.url.searchParams.keys()].every((key) => key === 'q')) {
    const target = searchSubmitTarget(q, data.redirectUrl)
    throw redirect(/^https?:\/\//.test(target) ? target : sitePath(page.ref.prefix, target))
  }
  return { data }
}

export default function Search() {
  const { data } = useLoaderData<typeof loader>()
  const title = `Search results for “${data.state.q}”`
  return (
    <>
      <PageMeta title={title} indexable={false} />
      <ListingView
        data={data}
        title={title}
        empty={
          <div className="listing__empty">
            <p>No products match “{data.state.q}”.</p>
            <p>Check the spelling, try a shorter phrase, or browse a category.</p>
          </div>
        }
      />
    </>
  )
}
