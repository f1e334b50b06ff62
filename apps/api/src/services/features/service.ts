import { CLIENT_KEYS, FLAGS, FLAGS_UPDATED_AT, type FlagDefinition } from './flags.ts'

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
