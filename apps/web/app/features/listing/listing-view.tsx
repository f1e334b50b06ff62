import { useId, useRef, useState, type ReactNode } from 'react'
import { Form, useNavigate, useSearchParams } from 'react-router'
import { LISTING_DEFAULT_PAGE_SIZE, showsVatInclusivePrices, type ListingFacet } from '@ironhouse/domain'
import { useLinkDelegate } from '../../platform/link-delegate.ts'
import { Pagination } from '../../ui/pagination.tsx'
import { listingAnalyticsName, listingPosition, useListImpressions } from './list-impressions.ts'
import { clearFiltersHref, sortOptionsFor, toggleFilterHref } from './listing-params.ts'
import type { ListingData } from './load-listing.server.ts'
import { SearchProductTile } from './search-product-tile.tsx'

/** Tiles in view when a listing opens (their images are not lazy). */
const EAGER_TILES = 4

function FacetGroup({ facet, params, onToggle }: { facet: ListingFacet; params: URLSearchParams; onToggle: (href: string) => void }) {
  const id = useId()
  const chosen = params.getAll(facet.key)
  return (
    <fieldset className="facet">
      <legend className="facet__name">{facet.display_name}</legend>
      <ul className="facet__values">
        {facet.value.map((value, index) => {
          const inputId = `${id}-${index}`
          return (
            <li key={value.urlKey}>
              <input
                id={inputId}
                type="checkbox"
                name={facet.key}
                value={value.urlKey}
                checked={chosen.includes(value.urlKey)}
                onChange={() => onToggle(toggleFilterHref(params, facet.key, value.urlKey))}
              />
              <label htmlFor={inputId}>
                {value.label} <span className="facet__count">({value.count})</span>
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

type ListingViewProps = {
  data: ListingData
  title: string
  /** Shown above the title (a breadcrumb). */
  header?: ReactNode
  /** Shown under the title (a category's description and links, a deals intro). */
  intro?: ReactNode
  /** Shown when nothing matches. */
  empty?: ReactNode
}

/**
 * A listing page (platform §2 Listing screens, §5): facets with several values at once, removable
 * chips and Clear all, sorting, 80 products per page and page links; all of it in the URL.
 */
export function ListingView({ data, title, header, intro, empty }: ListingViewProps) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const go = (href: string) => {
    void navigate(href, { preventScrollReset: true })
  }
  const chips = data.chosen
  const facetsId = useId()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const sortOptions = sortOptionsFor(data.kind)
  const countText = data.total === 1 ? '1 product' : `${data.total} products`
  // the tiles, chips, page links and phrases are plain anchors: a click on one of the store's own
  // links is the domain's decideLinkClick (platform §2: pushed onto the history in place, the current
  // URL ignored), not a whole new document
  const followLink = useLinkDelegate()
  // platform §6: tiles seen are listView impressions, a tile followed a productClick
  const grid = useRef<HTMLUListElement>(null)
  useListImpressions(listingAnalyticsName(data.kind, title), grid, `${data.page}:${data.products.map((p) => p.productId).join(',')}`)
  return (
    <article className="listing" onClick={followLink}>
      {header}
      <h1>{title}</h1>
      {intro}
      {data.phrases ? (
        <nav aria-label={data.phrases.heading} className="link-pills listing__phrases">
          <p className="listing__phrases-heading">{data.phrases.heading}</p>
          <ul>
            {data.phrases.phrases.map((phrase) => (
              <li key={phrase.text}>
                <a href={phrase.url ? `${data.prefix}${phrase.url}` : `${data.prefix}/search?q=${encodeURIComponent(phrase.text)}`}>{phrase.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="listing__layout">
        <Form method="get" className="listing__filters" aria-label="Filters" preventScrollReset>
          {data.state.q ? <input type="hidden" name="q" value={data.state.q} /> : null}
          <div className="listing__sort">
            <label htmlFor="listing-sort">Sort by</label>
            <select
              id="listing-sort"
              name="sort"
              value={data.state.sort}
              onChange={(event) => {
                const next = new URLSearchParams(params)
                next.set('sort', event.currentTarget.value)
                next.delete('page')
                go(`?${next.toString()}`)
              }}
            >
              {sortOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          {data.facets.length > 0 ? (
            <>
              <h2 className="listing__filters-heading">
                {/* below 1024 px the filters fold behind this button so the products come first */}
                <button type="button" className="listing__filters-toggle" aria-expanded={filtersOpen} aria-controls={facetsId} onClick={() => setFiltersOpen(!filtersOpen)}>
                  Filter by{chips.length > 0 ? ` (${chips.length} chosen)` : ''}
                </button>
                <span className="listing__filters-title">Filter by</span>
              </h2>
              <div id={facetsId} className="listing__facets" data-open={filtersOpen}>
                {data.facets.map((facet) => (
                  <FacetGroup key={facet.key} facet={facet} params={params} onToggle={go} />
                ))}
              </div>
            </>
          ) : null}
          <noscript>
            <button type="submit" className="button">
              Apply filters
            </button>
          </noscript>
        </Form>
        <section aria-labelledby="listing-count" className="listing__results">
          <h2 id="listing-count" className="listing__count" aria-live="polite">
            {countText}
          </h2>
          {/* shell §9: the euro and pound sites show VAT-inclusive prices; a tile has no room to say so */}
          {showsVatInclusivePrices(data.siteCode) ? <p className="listing__vat-note">Prices include VAT.</p> : null}
          {chips.length > 0 ? (
            <ul className="listing__chips" aria-label="Chosen filters">
              {chips.map((chip) => (
                <li key={`${chip.key}:${chip.urlKey}`}>
                  <a href={toggleFilterHref(params, chip.key, chip.urlKey)} className="chip" aria-label={`Remove filter ${chip.facet ? `${chip.facet}: ` : ''}${chip.label}`}>
                    {chip.label} <span aria-hidden="true">×</span>
                  </a>
                </li>
              ))}
              <li>
                <a href={clearFiltersHref(params)} className="chip chip--clear">
                  Clear all
                </a>
              </li>
            </ul>
          ) : null}
          {data.products.length === 0 ? (
            (empty ?? <p className="grid-empty">No products match these filters.</p>)
          ) : (
            <ul className="product-grid" ref={grid}>
              {data.products.map((product, i) => {
                const position = listingPosition(data.page, LISTING_DEFAULT_PAGE_SIZE, i)
                return (
                  <li key={product.productId} data-impression-position={position}>
                    <SearchProductTile product={product} siteCode={data.siteCode} currency={data.currency} prefix={data.prefix} eager={i < EAGER_TILES} />
                  </li>
                )
              })}
            </ul>
          )}
          <Pagination page={data.page} totalPages={data.totalPages} query={data.query} />
        </section>
      </div>
    </article>
  )
}
