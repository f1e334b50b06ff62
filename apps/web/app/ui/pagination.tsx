/** `?page=N` on the current query string (page 1 drops the parameter). */
export function pageHref(query: string, page: number): string {
  const params = new URLSearchParams(query)
  if (page <= 1) params.delete('page')
  else params.set('page', String(page))
  const text = params.toString()
  return text === '' ? '?' : `?${text}`
}

/** The page numbers to show: first, last and two either side of the current one; 0 marks a gap. */
export function pageWindow(page: number, totalPages: number): Array<number> {
  const pages: Array<number> = []
  for (let p = 1; p <= totalPages; p++) {
    if (p === 1 || p === totalPages || Math.abs(p - page) <= 2) pages.push(p)
    else if (pages[pages.length - 1] !== 0) pages.push(0)
  }
  return pages
}

type PaginationProps = { page: number; totalPages: number; query?: string }

/** Page links (?page=N) with aria-current on the current page. */
export function Pagination({ page, totalPages, query = '' }: PaginationProps) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label="Pagination" className="pagination">
      <ul>
        {page > 1 ? (
          <li>
            <a href={pageHref(query, page - 1)} rel="prev">
              Previous
            </a>
          </li>
        ) : null}
        {pageWindow(page, totalPages).map((p, i) =>
          p === 0 ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <a href={pageHref(query, p)} aria-current={p === page ? 'page' : undefined} aria-label={`Page ${p}`}>
                {p}
              </a>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <a href={pageHref(query, page + 1)} rel="next">
              Next
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
