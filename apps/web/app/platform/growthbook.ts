import { configureCache, GrowthBook } from '@growthbook/growthbook'
import { FEATURE_FLAG_CACHE } from '@ironhouse/domain'
import { FLAGS_CLIENT_KEY, flagValue } from './flags.ts'
import type { FlagAttributes, FlagsPayload } from './flags.ts'

// The GrowthBook SDK lives in this module alone: the server imports it for every page, the browser
// loads it only once the shopper navigates (flags.ts, FlagsProvider), since the first page's flags are
// the server's evaluation for the same attributes.

// Feature cache: stale after 60 s, max age 4 h, 10 entries (shell §9, platform §6).
configureCache({
  staleTTL: FEATURE_FLAG_CACHE.staleAfterMs,
  maxAge: FEATURE_FLAG_CACHE.maxAgeMs,
  maxEntries: FEATURE_FLAG_CACHE.maxEntries,
  idleStreamInterval: FEATURE_FLAG_CACHE.idleStreamingIntervalMs,
})

export function createFlagClient(payload: FlagsPayload, attributes: FlagAttributes, apiHost: string): GrowthBook {
  const gb = new GrowthBook({ apiHost, clientKey: FLAGS_CLIENT_KEY, attributes, enableDevMode: false })
  return gb.initSync({ payload })
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
