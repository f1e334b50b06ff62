import { configureCache, GrowthBook } from '@growthbook/growthbook'
import type { FeatureApiResponse } from '@growthbook/growthbook'
import { FEATURE_FLAG_CACHE } from '@ironhouse/domain'
import { createContext, createElement, useContext, useEffect, useMemo } from 'react'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'

/** The storefront's GrowthBook client key; the SDK reads GET {apiHost}/api/features/{clientKey} (shell §7). */
export const FLAGS_CLIENT_KEY = 'sdk-ironhouse-storefront'
export const FLAGS_PAYLOAD_PATH = `/api/features/${FLAGS_CLIENT_KEY}`

// Feature cache: stale after 60 s, max age 4 h, 10 entries (shell §9, platform §6).
configureCache({
  staleTTL: FEATURE_FLAG_CACHE.staleAfterMs,
  maxAge: FEATURE_FLAG_CACHE.maxAgeMs,
  maxEntries: FEATURE_FLAG_CACHE.maxEntries,
  idleStreamInterval: FEATURE_FLAG_CACHE.idleStreamingIntervalMs,
})

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

export function createFlagClient(payload: FlagsPayload, attributes: FlagAttributes, apiHost: string): GrowthBook {
  const gb = new GrowthBook({ apiHost, clientKey: FLAGS_CLIENT_KEY, attributes, enableDevMode: false })
  return gb.initSync({ payload })
}

/** A failed evaluation falls back to the default, with a console warning (platform §4, §8). */
export function flagValue<T>(gb: GrowthBook | undefined, key: string, defaultValue: T): T {
  if (!gb) return defaultValue
  try {
    const result = gb.evalFeature(key)
    return result.value === null || result.value === undefined ? defaultValue : (result.value as T)
  } catch (error) {
    console.warn(`feature flag ${key}: evaluation failed, using the default`, error)
    return defaultValue
  }
}

/** Every flag of the payload, evaluated for these attributes (the root loader's `flags`). */
export function evaluateFlags(payload: FlagsPayload, attributes: FlagAttributes, apiHost: string): Record<string, unknown> {
  let gb: GrowthBook | undefined
  try {
    gb = createFlagClient(payload, attributes, apiHost)
  } catch (error) {
    console.warn('feature flags: payload rejected, using defaults', error)
  }
  const flags: Record<string, unknown> = {}
  for (const [key, definition] of Object.entries(payload.features)) {
    flags[key] = flagValue(gb, key, definition.defaultValue ?? null)
  }
  gb?.destroy()
  return flags
}

/** True when a flag value turns a feature on (GrowthBook booleans; 'true', 1 and 'on' too). */
export function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === 'on'
}

type FlagsContextValue = { gb: GrowthBook | undefined; serverFlags: Record<string, unknown> }
const FlagsContext = createContext<FlagsContextValue>({ gb: undefined, serverFlags: {} })

export type FlagsProviderProps = {
  payload: FlagsPayload
  serverFlags: Record<string, unknown>
  attributes: Omit<FlagAttributes, 'route' | 'query'>
  apiHost: string
  children: ReactNode
}

/** Holds one GrowthBook instance per page load, hydrated from the payload the server used. */
export function FlagsProvider({ payload, serverFlags, attributes, apiHost, children }: FlagsProviderProps) {
  const location = useLocation()
  const gb = useMemo(() => {
    try {
      return createFlagClient(payload, { ...attributes, route: location.pathname, query: location.search }, apiHost)
    } catch (error) {
      console.warn('feature flags: payload rejected, using defaults', error)
      return undefined
    }
    // one instance per payload; attributes follow in the effect below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payload, apiHost])
  useEffect(() => {
    void gb?.setAttributes({ ...attributes, route: location.pathname, query: location.search })
  }, [gb, attributes, location.pathname, location.search])
  useEffect(() => () => gb?.destroy(), [gb])
  const value = useMemo(() => ({ gb, serverFlags }), [gb, serverFlags])
  return createElement(FlagsContext.Provider, { value }, children)
}

/** A flag's value for the current page; the server's evaluation is the default. */
export function useFlag<T = unknown>(key: string, defaultValue?: T): T | undefined {
  const { gb, serverFlags } = useContext(FlagsContext)
  const fallback = (key in serverFlags ? serverFlags[key] : defaultValue) as T | undefined
  return flagValue(gb, key, fallback)
}
