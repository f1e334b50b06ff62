export type Crumb = { label: string; url: string }

/** Breadcrumb trail; the last crumb is the current page. */
export function Breadcrumb({ crumbs }: { crumbs: ReadonlyArray<Crumb> }) {
  if (crumbs.length === 0) return null
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={crumb.url}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <a href={crumb.url}>{crumb.label}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** The schema.org BreadcrumbList of a trail; every item absolute from the site's public origin. */
export function breadcrumbListData(crumbs: ReadonlyArray<Crumb>, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.label, item: `${origin}${crumb.url}` })),
  }
}

/** Structured data as a JSON-LD script; '<' is escaped so the data cannot end the script element. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
}
