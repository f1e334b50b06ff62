import { Link } from 'react-router'
import { PageMeta } from '../../platform/page-meta.tsx'
import { sitePath } from '../../platform/site.ts'

export type PlaceholderProps = { title: string; purpose: string; prefix: string; children?: React.ReactNode }

/** A screen another issue fills: says what it is and links on (never blank). Not indexed. */
export function PlaceholderPage({ title, purpose, prefix, children }: PlaceholderProps) {
  return (
    <div className="page page--message">
      <PageMeta title={title} />
      <h1>{title}</h1>
      <p>{purpose}</p>
      {children}
      <p>This part of the store is being built. Meanwhile you can keep shopping.</p>
      <ul className="link-list">
        <li>
          <Link to={sitePath(prefix, '/')}>Home</Link>
        </li>
        <li>
          <Link to={sitePath(prefix, '/new-gear')}>New gear</Link>
        </li>
        <li>
          <Link to={sitePath(prefix, '/deals')}>Deals</Link>
        </li>
        <li>
          <Link to={sitePath(prefix, '/cart')}>Cart</Link>
        </li>
      </ul>
    </div>
  )
}
