// Countries and regions for address forms (shell §3 Country, §5, §9): the countries once, the regions
// of a country only when it requires one (or is APO) and is not cached yet, both kept in local storage
// under the versioned keys.
import { COUNTRIES_STORAGE_KEY, REGIONS_STORAGE_KEY, shouldLoadRegions } from '@ironhouse/domain'
import { useEffect, useState } from 'react'
import type { BrowserApiClient } from '../../platform/api-client.ts'

export type CountryOption = { alpha2: string; name: string; requireRegion: boolean; postcodeRegex: string | null }
export type RegionOption = { id: number; code: string; name: string }

function readStorage<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

function writeStorage(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // storage full or blocked: the lists are simply read again next time
  }
}

/** GET /svc_ssr/countries, cached under countries_v1 (the form renders in the browser only, so no hydration differs). */
export function useCountries(api: BrowserApiClient): Array<CountryOption> {
  const [countries, setCountries] = useState<Array<CountryOption>>(() => readStorage<Array<CountryOption>>(COUNTRIES_STORAGE_KEY) ?? [])
  const missing = countries.length === 0
  useEffect(() => {
    if (!missing) return
    let live = true
    api.get<{ countries: Array<CountryOption> }>('/svc_ssr/countries').then(
      (answer) => {
        writeStorage(COUNTRIES_STORAGE_KEY, answer.countries)
        if (live) setCountries(answer.countries)
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [api, missing])
  return countries
}

/**
 * The regions of a country (GET /svc_ssr/regions?countryCode=), cached per country code under
 * regions_v1; loaded only when shouldLoadRegions says so (shell §5: the country requires a region or
 * is APO, and is not cached yet).
 */
export function useRegions(api: BrowserApiClient, country: CountryOption | undefined, siteCode: string): Array<RegionOption> {
  const [known, setKnown] = useState<Record<string, Array<RegionOption>>>(() => readStorage<Record<string, Array<RegionOption>>>(REGIONS_STORAGE_KEY) ?? {})
  const code = country?.alpha2 ?? ''
  const load = code !== '' && shouldLoadRegions({ alpha2: code, requireRegion: country?.requireRegion ?? false }, Object.keys(known), siteCode)
  useEffect(() => {
    if (!load) return
    let live = true
    api.get<{ regions: Array<RegionOption> }>('/svc_ssr/regions', { query: { countryCode: code } }).then(
      (answer) => {
        const regionsOf = answer.regions.map(({ id, code: regionCode, name }) => ({ id, code: regionCode, name }))
        writeStorage(REGIONS_STORAGE_KEY, { ...(readStorage<Record<string, Array<RegionOption>>>(REGIONS_STORAGE_KEY) ?? {}), [code]: regionsOf })
        if (live) setKnown((current) => ({ ...current, [code]: regionsOf }))
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [api, code, load])
  return code === '' ? [] : (known[code] ?? [])
}

/** The countries the store knows, the record of one of them and its regions (both cached as above). */
export function useCountryRegions(api: BrowserApiClient, countryId: string, siteCode: string) {
  const countries = useCountries(api)
  const country = countries.find((candidate) => candidate.alpha2 === countryId.toUpperCase())
  const regions = useRegions(api, country, siteCode)
  return { countries, country, regions }
}
