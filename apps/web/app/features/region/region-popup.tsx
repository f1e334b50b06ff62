import type { GeoIpResponse } from '@ironhouse/contracts'
import { decideRegionConfirmation, servicePathForSite, type SiteCode } from '@ironhouse/domain'
import { lazy, Suspense, useEffect, useState } from 'react'
import { isOn, useFlag } from '../../platform/flags.ts'
import { PREFERRED_COUNTRY_COOKIE, readCookie } from '../../platform/cookies.ts'
import type { RootData } from '../../platform/root-data.ts'
import { readGeoIpResponse } from '../../platform/shapes.ts'

import type { Offer } from './region-modal.tsx'

/** The modal, fetched when a lookup offers another store. */
const RegionModal = lazy(() => import('./region-modal.tsx'))

/** GET /svc_ssr/geoIp for the site being viewed (shell §7); any failure reads as 'failed' (shell §8). */
async function lookUpRegion(siteCode: SiteCode, prefix: string, current: string, signal: AbortSignal): Promise<GeoIpResponse | 'failed'> {
  try {
    const path = servicePathForSite('/svc_ssr/geoIp', siteCode, prefix !== '')
    const response = await fetch(`${path}?current=${encodeURIComponent(current)}&_force`, { signal, credentials: 'same-origin' })
    // 204: the address has no country (a private network), nothing to offer
    if (!response.ok || response.status === 204) return 'failed'
    return readGeoIpResponse(await response.json()) ?? 'failed'
  } catch {
    return 'failed'
  }
}

/**
 * Region confirmation (shell §4), behind the ip_popup flag, once per page load: the domain decides
 * each step (decideRegionConfirmation); this component reads the preferred-country cookie and runs the
 * geo lookup; an answer's steps (a redirect, or the modal) are region-modal.tsx's, fetched with the answer. Not on the checkout funnel, where it would interrupt a
 * payment.
 */
export function RegionPopup({ data, funnel }: { data: RootData; funnel: boolean }) {
  const enabled = isOn(useFlag('ip_popup', false))
  const [offer, setOffer] = useState<Offer | null>(null)
  const { site, prefix, sites } = data
  const current = site.defaultCountry
  useEffect(() => {
    if (!enabled || funnel) return
    const input = {
      currentCountry: current,
      currentPath: prefix || '/',
      preferredCountry: readCookie(document.cookie, PREFERRED_COUNTRY_COOKIE),
    }
    if (decideRegionConfirmation(input).kind !== 'lookup') return
    const controller = new AbortController()
    void lookUpRegion(site.code, prefix, current, controller.signal).then(async (geo) => {
      // a failed lookup is ignored (shell §8); an answer's next steps arrive with the modal's code
      if (controller.signal.aborted || geo === 'failed') return
      const next = await import('./region-modal.tsx').then((module) => module.regionAnswer(input, geo, sites), () => null)
      if (controller.signal.aborted || !next) return
      if (next.kind === 'redirect') window.location.assign(next.url)
      else setOffer(next.offer)
    })
    return () => controller.abort()
    // once per page load and site: later client navigations keep the first decision
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, funnel, site.code])

  if (!offer) return null
  return (
    <Suspense fallback={null}>
      <RegionModal data={data} offer={offer} onClose={() => setOffer(null)} />
    </Suspense>
  )
}
