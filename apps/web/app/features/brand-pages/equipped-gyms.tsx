import type { EquippedGym } from '@ironhouse/contracts'
import { PageMeta } from '../../platform/page-meta.tsx'
import { ContentPage } from '../content/content-page.tsx'
import type { ContentPageData } from '../content/load-content.server.ts'
import { countryName } from '../../ui/address-lines.tsx'
import { AddGymPanel } from './add-gym-panel.tsx'
import { GymMap } from './gym-map.tsx'

export type EquippedGymsData = { brand: string; gyms: Array<EquippedGym>; canAdd: boolean; editorial: ContentPageData | null }

/** The gyms by country (in the order the API gives: country, region, city, name). */
function byCountry(gyms: ReadonlyArray<EquippedGym>): Array<[string, Array<EquippedGym>]> {
  const groups = new Map<string, Array<EquippedGym>>()
  for (const gym of gyms) groups.set(gym.countryId, [...(groups.get(gym.countryId) ?? []), gym])
  return [...groups].sort(([a], [b]) => countryName(a).localeCompare(countryName(b), 'en'))
}

/**
 * /{brand}-equipped-gyms (shell §2, flag enable_gym_map): where to train on the brand's gear. The map
 * and the list by country are the same for every shopper; adding a gym (enable_gym_add) is the
 * signed-in customer's own, filled in by the browser.
 */
export function EquippedGymsPage({ data }: { data: EquippedGymsData }) {
  const { brand, gyms } = data
  const title = `${brand} Equipped Gyms`
  const count = gyms.length === 0 ? `No gyms are on the ${brand} map yet.` : `${gyms.length} ${gyms.length === 1 ? 'gym trains' : 'gyms train'} on ${brand} gear. Find one near you.`
  return (
    <div className="equipped-gyms">
      {data.editorial ? (
        <>
          <PageMeta title={data.editorial.page.title} indexable={data.editorial.page.indexable} />
          <ContentPage data={data.editorial} />
          <h2>Find a gym</h2>
        </>
      ) : (
        <>
          <PageMeta title={title} description={`Gyms and training facilities equipped with ${brand} gear, by country.`} indexable />
          <h1>{title}</h1>
        </>
      )}
      <p>{count}</p>
      <GymMap gyms={gyms} brand={brand} />
      {byCountry(gyms).map(([country, inCountry]) => (
        <section key={country} aria-labelledby={`gyms-${country}`} className="equipped-gyms__country">
          <h2 id={`gyms-${country}`}>
            {countryName(country)} ({inCountry.length})
          </h2>
          <ul className="equipped-gyms__list">
            {inCountry.map((gym) => (
              <li key={gym._id}>
                <strong>
                  {gym.website ? (
                    <a href={gym.website} rel="nofollow noopener" target="_blank">
                      {gym.name}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    gym.name
                  )}
                </strong>
                <span>{[gym.city, gym.region].filter(Boolean).join(', ')}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {data.canAdd ? <AddGymPanel brand={brand} /> : null}
    </div>
  )
}
