import type { FeatureApiResponse, GrowthBook } from '@growthbook/growthbook'
import { createContext, createElement, useContext, useEffect, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { useLocation, useNavigation } from 'react-router'
import { FEATURE_FLAG_SERVICE_BASE_PATH } from '@ironhouse/domain'
import { APP_CONFIG_TICK, useTickedValue } from './background-events.ts'

// Browser-safe: no runtime import of the GrowthBook SDK here. The SDK, the cache settings and the
// server's evaluation are in growthbook.ts, which the browser loads on demand.

/** The storefront's GrowthBook client key; the SDK reads GET {apiHost}/api/features/{clientKey} (shell §7). */
export const FLAGS_CLIENT_KEY = 'sdk-ironhouse-storefront'
export const FLAGS_PAYLOAD_PATH = `${FEATURE_FLAG_SERVICE_BASE_PATH}${FLAGS_CLIENT_KEY}`

/**
 * Flags are evaluated per store, route, query string, user id, email, login state and group (shell §6).
 * store is the store id (34 for GBR), as the flag service's rules read it; site adds the site code.
 */
export type FlagAttributes = {
  store: number
  site: string
  route: string
  query: string
  id: string
  email: string
  loggedIn: boolean
  group: number
}

export type FlagsPayload = { features: NonNullable<FeatureApiResponse['features']>; dateUpdated?: string | undefined }

export const EMPTY_FLAGS_PAYLOAD: FlagsPayload = { features: {} }

/** What the storefront uses of a GrowthBook instance. */
export type FlagClient = Pick<GrowthBook, 'evalFeature' | 'setAttributes' | 'destroy'>

/** A failed evaluation falls back to the default, with a console warning (platform §4, §8). */
export function flagValue<T>(gb: FlagClient | undefined, key: string, defaultValue: T): T {
  if (!gb) return defaultValue
  try {
    const result = gb.evalFeature(key)
    return result.value === null || result.value === undefined ? defaultValue : (result.value as T)
  } catch (error) {
    console.warn(`feature flag ${key}: evaluation failed, using the default`, error)
    return defaultValue
  }
}

/** True when a flag value turns a feature on (GrowthBook booleans; 'true', 1 and 'on' too). */
export function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === 'on'
}

type FlagsContextValue = { gb: FlagClient | undefined; serverFlags: Record<string, unknown> }
const FlagsContext = createContext<FlagsContextValue>({ gb: undefined, serverFlags: {} })

export type FlagsProviderProps = {
  payload: FlagsPayload
  serverFlags: Record<string, unknown>
  attributes: Omit<FlagAttributes, 'route' | 'query'>
  children: ReactNode
}

/**
 * True once the browser needs its own GrowthBook instance: from the first client-side navigation (its
 * start, so the SDK loads alongside the next page's data). Until then the server's evaluation is exact:
 * it used the same payload and attributes, this route and query included.
 */
export function needsBrowserFlags(initialLocationKey: string, locationKey: string, navigationState: 'idle' | 'loading' | 'submitting'): boolean {
  return navigationState !== 'idle' || locationKey !== initialLocationKey
}

/**
 * Holds one GrowthBook instance per page load, built from the payload the server used once the shopper
 * navigates (needsBrowserFlags), and anew from the payload the background refresh reloads (shell §4,
 * every 5th tick); the route and query attributes follow the location. Until it is ready, flags read the
 * server's evaluation.
 */
export function FlagsProvider({ payload: served, serverFlags, attributes, children }: FlagsProviderProps) {
  const location = useLocation()
  const navigation = useNavigation()
  const [initialKey] = useState(location.key)
  // shell §4: the app config as the background refresh last read it (every 5th tick); the browser then
  // evaluates the flags itself, with the new payload
  const reloaded = useTickedValue<FlagsPayload>(APP_CONFIG_TICK, served)
  const payload = reloaded ?? served
  const needed = reloaded !== null || needsBrowserFlags(initialKey, location.key, navigation.state)
  const [gb, setGb] = useState<FlagClient | undefined>(undefined)
  const [wanted, setWanted] = useState(false)
  if (needed && !wanted) setWanted(true)
  useEffect(() => {
    if (!wanted) return
    let client: FlagClient | undefined
    let cancelled = false
    import('./growthbook.ts').then(
      ({ createFlagClient }) => {
        if (cancelled) return
        try {
          // the SDK calls back the origin the page was loaded from (same-origin, whatever the site's public origin)
          const attrs = { ...attributes, route: window.location.pathname, query: window.location.search }
          client = createFlagClient(payload, attrs, window.location.origin)
          setGb(client)
        } catch (error) {
          console.warn('feature flags: payload rejected, using defaults', error)
        }
      },
      (error: unknown) => console.warn('feature flags: the flag client did not load, using the server values', error),
    )
    return () => {
      cancelled = true
      client?.destroy()
      setGb(undefined)
    }
    // one instance per payload; attributes follow in the effect below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, payload])
  useEffect(() => {
    void gb?.setAttributes({ ...attributes, route: location.pathname, query: location.search })
  }, [gb, attributes, location.pathname, location.search])
  const value = useMemo(() => ({ gb, serverFlags }), [gb, serverFlags])
  return createElement(FlagsContext.Provider, { value }, children)
}

/** A flag's value for the current page; the server's evaluation is the default. */
export function useFlag<T = unknown>(key: string, defaultValue?: T): T | undefined {
  const { gb, serverFlags } = useContext(FlagsContext)
  const fallback = (key in serverFlags ? serverFlags[key] : defaultValue) as T | undefined
  return flagValue(gb, key, fallback)
}
