export { gatewayPaymentProvider, inProcessGatewayProvider, PaymentProviderError, type PaymentProvider, type GatewayCall } from './providers/payment-provider.ts'
export { ownsStoredCard } from './service.ts'
export { storedCardsOf, type StoredCard } from './service.ts'
export { directGatewayProvider } from './providers/gateway-direct.ts'
