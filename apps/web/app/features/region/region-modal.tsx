import type { GeoIpResponse } from '@ironhouse/contracts'
import { regionModalOutcome, type SiteCode } from '@ironhouse/domain'
import { preferredCountryCookie } from '../../platform/cookies.ts'
import type { RootData } from '../../platform/root-data.ts'
import { siteFromPath } from '../../platform/site.ts'
import { Modal } from '../../ui/modal.tsx'
import { switchSiteUrl } from './switch-site.ts'

export type Offer = { detected: GeoIpResponse; site: { code: SiteCode; name: string } }

function currentPagePath(): string {
  return siteFromPath(window.location.pathname).restPath + window.location.search
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
