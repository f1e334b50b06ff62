// What the store's own payment provider may call of the built-in gateway when it runs in the same
// process (services/paymentmethod/providers/gateway-direct.ts): the service functions behind the
// gateway's HTTP API, with the same rules and answers. An external processor is spoken to over HTTP.
export { createPayment, getPayment, getPaymentByKey, movePayment, refundPayment, storeCard, type GatewayContext } from './service.ts'
export { DEFAULT_GATEWAY_SECRET_KEY } from './index.ts'
