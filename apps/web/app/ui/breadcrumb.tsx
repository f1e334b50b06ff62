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
