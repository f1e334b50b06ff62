import type { Site } from '@ironhouse/contracts'
import { createContext, createElement, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { consentFor, cookiePreferencesCookie, type ConsentSnapshot } from './consent.ts'
import type { ConsentState } from '@ironhouse/domain'

export type ConsentApi = ConsentSnapshot & {
  /** Saves a choice in cookiePreferences (GPC still keeps marketing off) and hides the banner. */
  save: (choice: ConsentState) => void
  settingsOpen: boolean
  openSettings: () => void
  closeSettings: () => void
}

const ConsentContext = createContext<ConsentApi | null>(null)

type GpcNavigator = Navigator & { globalPrivacyControl?: boolean }

const noSubscription = () => () => undefined
const readBrowserGpc = () => (navigator as GpcNavigator).globalPrivacyControl === true

/**
 * The consent of this page (platform §6), for the banner, the settings overlay and every analytics or
 * marketing consumer: starts from the server's reading of the request (so the first page respects it)
 * and follows the shopper's choices.
 */
export function ConsentProvider({ initial, site, children }: { initial: ConsentSnapshot; site: Site; children: ReactNode }) {
  const [snapshot, setSnapshot] = useState(initial)
  const [settingsOpen, setSettingsOpen] = useState(false)
  // a browser that signals GPC without sending the header still turns marketing off
  const browserGpc = useSyncExternalStore(noSubscription, readBrowserGpc, () => false)
  const save = useCallback(
    (choice: ConsentState) => {
      document.cookie = cookiePreferencesCookie(choice, window.location.protocol === 'https:')
      setSnapshot((current) => consentFor(site, document.cookie, current.gpc))
      setSettingsOpen(false)
    },
    [site],
  )
  const value = useMemo<ConsentApi>(() => {
    const gpc = snapshot.gpc || browserGpc
    const state = gpc ? { ...snapshot.state, marketing: false } : snapshot.state
    return { state, saved: snapshot.saved, gpc, save, settingsOpen, openSettings: () => setSettingsOpen(true), closeSettings: () => setSettingsOpen(false) }
  }, [snapshot, browserGpc, save, settingsOpen])
  return createElement(ConsentContext.Provider, { value }, children)
}

/** The consent in force; outside a provider (error pages) nothing is allowed. */
export function useConsent(): ConsentApi {
  const api = useContext(ConsentContext)
  if (api) return api
  const none = { marketing: false, performance: false, functional: false }
  return { state: none, saved: false, gpc: false, save: () => undefined, settingsOpen: false, openSettings: () => undefined, closeSettings: () => undefined }
}
