import { useLoaderData } from 'react-router'
import { ListingView } from '../features/listing/listing-view.tsx'
import { loadListing } from '../features/listing/load-listing.server.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { pageContext } from '../platform/page.server.ts'
import type { Route } from './+types/brands'

/** /brands (shell §2): every brand we carry, each a link to its products; the whole catalogue by brand. */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  const data = await loadListing({ api: page.api, url: page.url, kind: 'search', rfkid: 'search', uri: page.ref.restPath })
  return { data }
}

export default function Brands() {
  const { data } = useLoaderData<typeof loader>()
  const chosen = data.state.filters.brand ?? []
  const brands = data.facets.find((f) => f.key === 'brand')?.value ?? []
  const title = chosen.length === 1 ? `Brands: ${chosen[0]}` : 'Brands'
  return (
    <>
      <PageMeta title={title} indexable />
      <ListingView
        data={data}
        title={title}
        intro={
          <nav aria-label="All brands" className="link-pills brand-index">
            <ul>
              {brands.map((brand) => (
                <li key={brand.urlKey}>
                  <a href={`?brand=${encodeURIComponent(brand.urlKey)}`} aria-current={chosen.includes(brand.urlKey) ? 'page' : undefined}>
                    {brand.label} ({brand.count})
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        }
      />
    </>
  )
}
