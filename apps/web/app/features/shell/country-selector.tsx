import { useId } from 'react'
import { useLocation } from 'react-router'
import { SWITCH_SITE_PATH } from '../region/switch-site.ts'
import type { RootData } from '../../platform/root-data.ts'
import { siteFromPath } from '../../platform/site.ts'

/**
 * The footer country selector (shell §2): a real form control. Choosing a site and pressing Change
 * goes through /switch-site, which remembers the choice (the preferred-country cookie) and keeps the
 * shopper on the same page in the other site where it exists. Works without JavaScript.
 */
export function CountrySelector({ sites, current }: { sites: RootData['sites']; current: string }) {
  const id = useId()
  const location = useLocation()
  const path = siteFromPath(location.pathname).restPath + location.search
  return (
    <form method="get" action={SWITCH_SITE_PATH} className="country-selector">
      <label id={`${id}-label`} htmlFor={`${id}-site`} className="country-selector__label">
        Country or region
      </label>
      <div className="country-selector__row">
        <select id={`${id}-site`} name="site" defaultValue={current} className="country-selector__select">
          {sites.map((site) => (
            <option key={site.code} value={site.code}>
              {site.name}
            </option>
          ))}
        </select>
        <input type="hidden" name="path" value={path} />
        <button type="submit" className="country-selector__go">
          Change
        </button>
      </div>
    </form>
  )
}
