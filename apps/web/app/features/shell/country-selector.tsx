import type { RootData } from '../../platform/root-data.ts'

/** Links to the six sites' home pages; full page loads, since each site has its own shell data. */
export function CountrySelector({ sites, current }: { sites: RootData['sites']; current: string }) {
  const here = sites.find((site) => site.code === current)
  return (
    <details className="country-selector">
      <summary>
        <span className="visually-hidden">Country or region: </span>
        {here?.name ?? current}
      </summary>
      <ul aria-label="Choose your country or region">
        {sites.map((site) => (
          <li key={site.code}>
            <a href={site.pathPrefix || '/'} aria-current={site.code === current ? 'true' : undefined}>
              {site.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
