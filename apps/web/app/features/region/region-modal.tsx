import type { GeoIpResponse } from '@ironhouse/contracts'
import { decideRegionConfirmation, regionModalOutcome, type RegionConfirmationInput, type SiteCode } from '@ironhouse/domain'
import { preferredCountryCookie } from '../../platform/cookies.ts'
import type { RootData } from '../../platform/root-data.ts'
import { siteFromPath } from '../../platform/site.ts'
import { Modal } from '../../ui/modal.tsx'
import { siteCodeForPrefix, switchSiteUrl } from './switch-site.ts'

export type Offer = { detected: GeoIpResponse; site: { code: SiteCode; name: string } }

function currentPagePath(): string {
  return siteFromPath(window.location.pathname).restPath + window.location.search
}

/**
 * What a geo answer leads to (shell §4 steps 2–4, decideRegionConfirmation): nothing, the automatic
 * redirect through /switch-site to a saved preference, or the modal's offer of the detected store.
 * Fetched with the modal, once a lookup has answered (region-popup.tsx).
 */
export function regionAnswer(
  input: RegionConfirmationInput,
  geo: GeoIpResponse,
  sites: RootData['sites'],
): { kind: 'redirect'; url: string } | { kind: 'offer'; offer: Offer } | null {
  const decision = decideRegionConfirmation({ ...input, geo })
  if (decision.kind !== 'redirect' && decision.kind !== 'modal') return null
  const target = sites.find((s) => s.code === siteCodeForPrefix(geo.path || '/', sites))
  if (!target) return null
  if (decision.kind === 'redirect') return { kind: 'redirect', url: switchSiteUrl(target.code, currentPagePath(), decision.country) }
  return { kind: 'offer', offer: { detected: geo, site: { code: target.code, name: target.name } } }
}

/**
 * The region modal (shell §4): the other store the geo lookup found, to go to or to decline (the
 * choice is kept in the preferred-country cookie). Its code arrives when a lookup offers another store
 * (region-popup.tsx; issue 13).
 */
export default function RegionModal({ data, offer, onClose }: { data: RootData; offer: Offer; onClose: () => void }) {
  const { site, sites } = data
  const current = site.defaultCountry
  const here = sites.find((s) => s.code === site.code)?.name ?? site.name
  const cancel = () => {
    const outcome = regionModalOutcome('cancel', offer.detected, current)
    document.cookie = preferredCountryCookie(outcome.saveCountry, window.location.protocol === 'https:')
    onClose()
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
