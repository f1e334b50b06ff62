import { useLocation, useRouteLoaderData } from 'react-router'
import { LOGGED_OUT_CUSTOMER_GROUP_ID } from '@ironhouse/domain'
import { consentFor } from '../features/consent/consent.ts'
import { GUEST_SESSION } from './session.ts'
import type { RootData } from './root-data.ts'
import { EMPTY_FLAGS_PAYLOAD } from './flags.ts'
import { fallbackSite, SITE_NAMES, SITE_PREFIXES, siteFromPath } from './site.ts'

const NO_ORIGINS = { USA: '', CAN: '', APO: '', EUR: '', GBR: '', AUS: '' } as const

/** Shell data for a path when the root loader did not run (an error before it answered): links stay relative. */
export function fallbackRootData(pathname: string): RootData {
  const ref = siteFromPath(pathname)
  const site = fallbackSite(ref)
  return {
    site,
    sites: SITE_PREFIXES.map(({ code, prefix }) => ({ code, name: SITE_NAMES[code], pathPrefix: prefix })),
    menu: [],
    deals: [],
    session: GUEST_SESSION,
    flagsPayload: EMPTY_FLAGS_PAYLOAD,
    flags: {},
    flagAttributes: { store: ref.storeId, site: ref.code, id: '', email: '', loggedIn: false, group: LOGGED_OUT_CUSTOMER_GROUP_ID },
    origins: NO_ORIGINS,
    prefix: ref.prefix,
    year: new Date().getFullYear(),
    consent: consentFor(site, '', false),
    release: null,
  }
}

export function useRootData(): RootData {
  const data = useRouteLoaderData('root') as RootData | undefined
  const location = useLocation()
  return data ?? fallbackRootData(location.pathname)
}
