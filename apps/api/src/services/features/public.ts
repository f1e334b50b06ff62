// What other services may use of the features service.
export { featurePayload, isFeatureOnForStore } from './service.ts'
export type { FeaturePayload } from './service.ts'
