import { useLoaderData } from 'react-router'
import { RECOMMENDATION_WIDGET_IDS } from '@ironhouse/domain'
import { dealCategoryPath, dealPromotions, dealTypeOf, offeredDealTypes } from '../features/listing/deals.ts'
import { ListingView } from '../features/listing/listing-view.tsx'
import { loadListing } from '../features/listing/load-listing.server.ts'
import { PageMeta } from '../platform/page-meta.tsx'
import { pageContext, serverFlagOn } from '../platform/page.server.ts'
import { sitePath } from '../platform/site.ts'
import type { Route } from './+types/deals'

/** /deals?deal_type=&category= (shell §2): products on a deal, by deal type and category. */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args)
  const fiveForFive = await serverFlagOn(page, 'fiveforfive_enabled').catch(() => false)
  const type = dealTypeOf(page.url.searchParams.get('deal_type'), fiveForFive)
  const category = dealCategoryPath(page.url.searchParams.get('category'))
  const data = await loadListing({
    api: page.api,
    url: page.url,
    kind: category ? 'category' : 'search',
    rfkid: category ? RECOMMENDATION_WIDGET_IDS.category : 'search',
    uri: category ?? page.ref.restPath,
    fixedFilters: { promotions: dealPromotions(type) },
    fiveForFiveEnabled: fiveForFive,
  })
  return { data, types: offeredDealTypes(fiveForFive), type: type?.value ?? null, category, prefix: page.ref.prefix }
}

export default function Deals() {
  const { data, types, type, category, prefix } = useLoaderData<typeof loader>()
  const current = types.find((d) => d.value === type)
  const title = current ? `Deals: ${current.label}` : 'Deals'
  const link = (value: string | null) => {
    const params = new URLSearchParams()
    if (value) params.set('deal_type', value)
    if (category) params.set('category', category.slice(1))
    const qs = params.toString()
    return sitePath(prefix, qs ? `/deals?${qs}` : '/deals')
  }
  return (
    <>
      <PageMeta title={title} indexable />
      <ListingView
        data={data}
        title={title}
        intro={
          <nav aria-label="Deal types" className="link-pills">
            <ul>
              <li>
                <a href={link(null)} aria-current={type === null ? 'page' : undefined}>
                  All deals
                </a>
              </li>
              {types.map((d) => (
                <li key={d.value}>
                  <a href={link(d.value)} aria-current={type === d.value ? 'page' : undefined}>
                    {d.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        }
        empty={<p className="grid-empty">{data.notFound ? 'That category has no deals page.' : 'No deals right now. Check back soon.'}</p>}
      />
    </>
  )
}
