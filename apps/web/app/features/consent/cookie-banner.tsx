import type { ConsentState } from '@ironhouse/domain'
import { lazy, Suspense } from 'react'
import { useConsent } from './consent-context.tsx'

const ALL_ON: ConsentState = { performance: true, marketing: true, functional: true }
const ALL_OFF: ConsentState = { performance: false, marketing: false, functional: false }

/** The settings overlay, fetched when the shopper first opens it. */
const CookieSettings = lazy(() => import('./cookie-settings.tsx'))

/**
 * The cookie banner (platform §6): shown until the shopper chooses, except on admin routes (shell §2).
 * On EUR, GBR and CAN nothing optional runs until then; elsewhere the defaults allow it.
 */
export function CookieBanner({ admin, siteDeniesByDefault }: { admin: boolean; siteDeniesByDefault: boolean }) {
  const consent = useConsent()
  return (
    <>
      {!consent.saved && !admin && (
        <section className="cookie-banner" aria-labelledby="cookie-banner-title">
          <h2 id="cookie-banner-title" className="cookie-banner__title">
            Cookies on Ironhouse
          </h2>
          <p>
            We use cookies to measure performance, remember your choices and show relevant marketing.{' '}
            {siteDeniesByDefault ? 'None of these run until you choose.' : 'You can change your choice at any time in Cookie settings.'}
          </p>
          <div className="cookie-banner__actions">
            <button type="button" className="button button--primary" onClick={() => consent.save(ALL_ON)}>
              Accept all
            </button>
            <button type="button" className="button button--secondary" onClick={() => consent.save(ALL_OFF)}>
              Reject all
            </button>
            <button type="button" className="button button--secondary" onClick={consent.openSettings}>
              Manage cookie settings
            </button>
          </div>
        </section>
      )}
      {consent.settingsOpen && (
        <Suspense fallback={null}>
          <CookieSettings />
        </Suspense>
      )}
    </>
  )
}

/** The footer link that reopens the cookie settings. */
export function CookieSettingsButton() {
  const consent = useConsent()
  return (
    <button type="button" className="link-button" onClick={consent.openSettings}>
      Cookie settings
    </button>
  )
}
