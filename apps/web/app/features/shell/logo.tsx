import { Link } from 'react-router'
import { sitePath } from '../../platform/site.ts'

export function Logo({ prefix }: { prefix: string }) {
  return (
    <Link className="logo" to={sitePath(prefix, '/')} aria-label="Ironhouse home">
      <span aria-hidden="true">IRONHOUSE</span>
    </Link>
  )
}
