import { CONSENT_CATEGORIES, type ConsentCategory, type ConsentState } from '@ironhouse/domain'
import { useState } from 'react'
import { Modal } from '../../ui/modal.tsx'
import { useConsent } from './consent-context.tsx'

const CATEGORY_TEXT: Record<ConsentCategory, { label: string; help: string }> = {
  performance: { label: 'Performance', help: 'Measure how pages load and which features are used, so we can make the store faster.' },
  marketing: { label: 'Marketing', help: 'Ad pixels, search-engine ad tracking and email marketing that follow what you browse.' },
  functional: { label: 'Functional', help: 'Remember your choices, such as your country, and run live chat and reviews.' },
}

/**
 * The cookie-settings overlay (shell §2 overlays, platform §6): one switch per category. Its code
 * arrives when the shopper opens it (cookie-banner.tsx; issue 13).
 */
export default function CookieSettings() {
  const consent = useConsent()
  const [choice, setChoice] = useState<ConsentState>(consent.state)
  return (
    <Modal open title="Cookie settings" onDismiss={consent.closeSettings} className="cookie-settings">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          consent.save(choice)
        }}
      >
        <p>Choose which cookies Ironhouse may use. Cookies the store needs to work (your session and cart) are always on.</p>
        {CONSENT_CATEGORIES.map((category) => {
          const blocked = category === 'marketing' && consent.gpc
          const id = `cookie-${category}`
          return (
            <div key={category} className="cookie-settings__category">
              <input
                id={id}
                type="checkbox"
                checked={blocked ? false : choice[category]}
                disabled={blocked}
                aria-describedby={`${id}-help`}
                onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })}
              />
              <label htmlFor={id}>{CATEGORY_TEXT[category].label}</label>
              <p id={`${id}-help`} className="cookie-settings__help">
                {CATEGORY_TEXT[category].help}
                {blocked ? ' Off: your browser sends a Global Privacy Control signal.' : ''}
              </p>
            </div>
          )
        })}
        <div className="modal__actions">
          <button type="submit" className="button button--primary">
            Save preferences
          </button>
          <button type="button" className="button button--secondary" onClick={consent.closeSettings}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  )
}
