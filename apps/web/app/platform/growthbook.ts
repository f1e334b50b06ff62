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

/** Attributes that name one shopper (shell §6): a rule reading them picks out a person, not a class. */
const SHOPPER_ATTRIBUTES = new Set(['id', 'email'])

function mentionsShopper(condition: unknown): boolean {
  if (Array.isArray(condition)) return condition.some(mentionsShopper)
  if (!condition || typeof condition !== 'object') return false
  return Object.entries(condition).some(([key, value]) => SHOPPER_ATTRIBUTES.has(key) || mentionsShopper(value))
}

/**
 * Whether any flag of the payload is decided per shopper rather than per store, site, route, login
 * state or group: a rule whose condition reads the shopper's id or email, or an experiment or rollout
 * bucketed by them (GrowthBook's default hash attribute is id). A page evaluated for a class of shoppers
 * (decision 006) cannot hold such a flag's value.
 */
export function targetsShopper(payload: FlagsPayload): boolean {
  return Object.values(payload.features).some((feature) =>
    (feature.rules ?? []).some((rule) => {
      const bucketed = (rule.variations !== undefined || rule.coverage !== undefined) && SHOPPER_ATTRIBUTES.has(rule.hashAttribute ?? 'id')
      return bucketed || mentionsShopper(rule.condition) || (rule.parentConditions ?? []).some((parent) => mentionsShopper(parent.condition))
    }),
  )
}
