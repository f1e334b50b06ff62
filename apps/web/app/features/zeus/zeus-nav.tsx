import { Link } from 'react-router'
import { sitePath } from '../../platform/site.ts'

/** The builder's own navigation: its start page and the three lists of designs. */
export function ZeusNav({ prefix }: { prefix: string }) {
  return (
    <nav className="zeus__nav" aria-label="ZEUS Gym Builder">
      <Link to={sitePath(prefix, '/zeus-builder')}>Start</Link>
      <Link to={sitePath(prefix, '/zeus-builder/featured')}>Featured</Link>
      <Link to={sitePath(prefix, '/zeus-builder/templates')}>Templates</Link>
      <Link to={sitePath(prefix, '/zeus-builder/my-gyms')}>My Gyms</Link>
    </nav>
  )
}
