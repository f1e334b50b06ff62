import { ListingView } from '../listing/listing-view.tsx'
import { PageMeta } from '../../platform/page-meta.tsx'
import { sitePath } from '../../platform/site.ts'
import { EquippedGymsPage } from './equipped-gyms.tsx'
import type { BrandPageData } from './load-brand-page.server.ts'

/**
 * A brand's page (shell §2): /{brand}-catalog, the brand's whole catalogue as a listing (USA only), or
 * /{brand}-equipped-gyms, the gyms equipped with its gear (flag enable_gym_map). The route lookup
 * takes precedence: an editor's content page at either path is shown instead.
 */
export function BrandPage({ data, prefix }: { data: BrandPageData; prefix: string }) {
  if (data.kind === 'equipped-gyms') return <EquippedGymsPage data={data} />
  const title = `${data.brand} Catalog`
  return (
    <>
      <PageMeta title={title} description={`Every ${data.brand} product we carry: equipment, accessories and more.`} indexable />
      <ListingView
        data={data.listing}
        title={title}
        intro={
          <p>
            Everything we carry from {data.brand}. <a href={sitePath(prefix, '/brands')}>See all brands</a>
          </p>
        }
      />
    </>
  )
}
