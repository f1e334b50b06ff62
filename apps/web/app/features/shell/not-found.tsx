import { Link } from 'react-router'
import { PageMeta } from '../../platform/page-meta.tsx'
import { sitePath } from '../../platform/site.ts'
import { SearchBox } from './search-box.tsx'

/** The not-found page (shell §2 /404; platform §8: unknown paths and failed lookups). */
export function NotFoundView({ prefix }: { prefix: string }) {
  return (
    <div className="page page--message">
      <PageMeta title="Page Not Found" />
      <h1>Page not found</h1>
      <p>We could not find the page you were looking for. It may have moved, or the address may be mistyped.</p>
      <p>Try a search, or start again from the home page.</p>
      <SearchBox prefix={prefix} label="Search from this page" />
      <ul className="link-list">
        <li>
          <Link to={sitePath(prefix, '/')}>Go to the home page</Link>
        </li>
        <li>
          <Link to={sitePath(prefix, '/deals')}>See current deals</Link>
        </li>
      </ul>
    </div>
  )
}

/** Anything else that went wrong: a friendly page, never a stack trace. */
export function ErrorView({ prefix, status }: { prefix: string; status: number }) {
  return (
    <div className="page page--message">
      <PageMeta title="Something went wrong" />
      <h1>Something went wrong</h1>
      <p>
        We could not show this page right now{status >= 500 ? '' : ` (error ${status})`}. Please try again in a moment.
      </p>
      <ul className="link-list">
        <li>
          <Link to={sitePath(prefix, '/')}>Go to the home page</Link>
        </li>
        <li>
          <Link to={sitePath(prefix, '/cart')}>Go to your cart</Link>
        </li>
      </ul>
    </div>
  )
}
