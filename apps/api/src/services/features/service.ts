import { CLIENT_KEYS, FLAGS, FLAGS_UPDATED_AT, type FlagDefinition, type FlagKey } from './flags.ts'

export type FeaturePayload = {
  status: number
  features: Record<string, { defaultValue: unknown; rules?: Array<Record<string, unknown>> }>
  dateUpdated: string
}

type FlagValue = FlagDefinition['defaultValue']

/**
 * FEATURE_FLAG_DEFAULTS (docs/operations.md): a JSON object of flag key → default value that replaces the
 * code's defaults, so an operator turns a flag on for a season without a release (the Christmas shipping
 * banner, shell §6). Rules still apply before the default. An unknown key or a value that is not a boolean,
 * number or string stops the process at start with the reason, never a wrong flag.
 */
export function parseFlagDefaults(text: string | undefined): Partial<Record<FlagKey, FlagValue>> {
  if (!text?.trim()) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new Error('FEATURE_FLAG_DEFAULTS is not JSON: expected an object such as {"show_christmas_shipping_banner":true}')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('FEATURE_FLAG_DEFAULTS must be a JSON object of flag key to value')
  const defaults: Partial<Record<FlagKey, FlagValue>> = {}
  for (const [key, value] of Object.entries(parsed)) {
    if (!(key in FLAGS)) throw new Error(`FEATURE_FLAG_DEFAULTS names an unknown flag '${key}'`)
    if (!['boolean', 'number', 'string'].includes(typeof value)) throw new Error(`FEATURE_FLAG_DEFAULTS: the value of '${key}' must be a boolean, number or string`)
    defaults[key as FlagKey] = value as FlagValue
  }
  return defaults
}

const FLAG_DEFAULTS = parseFlagDefaults(process.env.FEATURE_FLAG_DEFAULTS)

function defaultOf(key: FlagKey): FlagValue {
  return FLAG_DEFAULTS[key] ?? FLAGS[key].defaultValue
}

export function isClientKey(key: string): boolean {
  return (CLIENT_KEYS as ReadonlyArray<string>).includes(key)
}

/** The flags as the GrowthBook SDK reads them: { features: { key: { defaultValue, rules } }, dateUpdated }. */
export function featurePayload(): FeaturePayload {
  const features: FeaturePayload['features'] = {}
  for (const [key, flag] of Object.entries(FLAGS) as Array<[FlagKey, FlagDefinition]>) {
    const defaultValue = defaultOf(key)
    features[key] = flag.rules ? { defaultValue, rules: flag.rules.map((r) => ({ ...r })) } : { defaultValue }
  }
  return { status: 200, features, dateUpdated: FLAGS_UPDATED_AT }
}

/**
 * A boolean flag as the server evaluates it for a store: the first rule whose condition names this
 * store forces its value, otherwise the default (server-side decisions never trust the browser's flags).
 */
export function isFeatureOnForStore(key: FlagKey, storeId: number): boolean {
  const flag: FlagDefinition = FLAGS[key]
  for (const rule of flag.rules ?? []) {
    if (rule.condition && rule.condition.store === storeId && rule.force !== undefined) return rule.force === true
  }
  return defaultOf(key) === true
}
