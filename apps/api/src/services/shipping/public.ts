export { getShippingRates, shipsNothing } from './service.ts'
export { tableRateProvider, type ShippingRateProvider, type RateQuery, type RateAnswer } from './providers/rate-provider.ts'
export { findShippingProductFacts, type ShippingProductFacts } from './repo.ts'
