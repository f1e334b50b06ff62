import type { GeoIpResponse } from '@ironhouse/contracts'
import { decideRegionConfirmation, regionModalOutcome, servicePathForSite, type SiteCode } from '@ironhouse/domain'
import { useEffect, useState } from 'react'
import { isOn, useFlag } from '../../platform/flags.ts'
import { PREFERRED_COUNTRY_COOKIE, preferredCountryCookie, readCookie } from '../../platform/cookies.ts'
import type { RootData } from '../../platform/root-data.ts'
import { siteFromPath } from '../../platform/site.ts'
import { Modal } from '../../ui/modal.tsx'
import { readGeoIpResponse } from '../../platform/shapes.ts'
import { siteCodeForPrefix, switchSiteUrl } from './switch-site.ts'

type Offer = { detected: GeoIpResponse; site: { code: SiteCode; name: string } }

/** GET /svc_ssr/geoIp for the site being viewed (shell §7); any failure reads as 'failed' (shell §8). */
async function lookUpRegion(siteCode: SiteCode, prefix: string, current: string, signal: AbortSignal): Promise<GeoIpResponse | 'failed'> {
  try {
    const path = servicePathForSite('/svc_ssr/geoIp', siteCode, prefix !== '')
    const response = await fetch(`${path}?current=${encodeURIComponent(current)}&_force`, { signal, credentials: 'same-origin' })
    if (!response.ok) return 'failed'
    return readGeoIpResponse(await response.json()) ?? 'failed'
  } catch {
    return 'failed'
  }
}

function currentPagePath(): string {
  return siteFromPath(window.location.pathname).restPath + window.location.search
}

/**
 * Region confirmation (shell §4), behind the ip_popup flag, once per page load: the domain decides
 * each step (decideRegionConfirmation); this component reads the preferred-country cookie, runs the
 * geo lookup, redirects, or shows the modal. Not on the checkout funnel, where it would interrupt a
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
    void lookUpRegion(site.code, prefix, current, controller.signal).then((geo) => {
      if (controller.signal.aborted) return
      const decision = decideRegionConfirmation({ ...input, geo })
      if (geo === 'failed' || (decision.kind !== 'redirect' && decision.kind !== 'modal')) return
      const target = sites.find((s) => s.code === siteCodeForPrefix(geo.path || '/', sites))
      if (!target) return
      if (decision.kind === 'redirect') window.location.assign(switchSiteUrl(target.code, currentPagePath(), decision.country))
      else setOffer({ detected: geo, site: { code: target.code, name: target.name } })
    })
    return () => controller.abort()
    // once per page load and site: later client navigations keep the first decision
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, funnel, site.code])

  if (!offer) return null
  const here = sites.find((s) => s.code === site.code)?.name ?? site.name
  const cancel = () => {
    const outcome = regionModalOutcome('cancel', offer.detected, current)
    document.cookie = preferredCountryCookie(outcome.saveCountry, window.location.protocol === 'https:')
    setOffer(null)
  }
  const confirm = () => {
    const outcome = regionModalOutcome('confirm', offer.detected, current)
    window.location.assign(switchSiteUrl(offer.site.code, currentPagePath(), outcome.saveCountry))
  }
  return (
    <Modal open title="Choose your region" onDismiss={cancel} className="region-popup">
      <p>
        It looks like you are in {offer.detected.name}. Prices, shipping and availability differ by region: would you like to
        visit our {offer.site.name} store?
      </p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={confirm} autoFocus>
          Go to the {offer.site.name} store
        </button>
        <button type="button" className="button button--secondary" onClick={cancel}>
          Stay on the {here} store
        </button>
      </div>
    </Modal>
  )
}
