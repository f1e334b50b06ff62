import { CLIENT_KEYS, FLAGS, FLAGS_UPDATED_AT, type FlagDefinition, type FlagKey } from './flags.ts'

export type FeaturePayload = {
  status: number
  features: Record<string, { defaultValue: unknown; rules?: Array<Record<string, unknown>> }>
  dateUpdated: string
}

export function isClientKey(key: string): boolean {
  return (CLIENT_KEYS as ReadonlyArray<string>).includes(key)
}

/** The flags as the GrowthBook SDK reads them: { features: { key: { defaultValue, rules } }, dateUpdated }. */
export function featurePayload(): FeaturePayload {
  const features: FeaturePayload['features'] = {}
  for (const [key, flag] of Object.entries(FLAGS) as Array<[string, FlagDefinition]>) {
    features[key] = flag.rules ? { defaultValue: flag.defaultValue, rules: flag.rules.map((r) => ({ ...r })) } : { defaultValue: flag.defaultValue }
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
  return flag.defaultValue === true
}
