/** Commerce §9: payment methods that leave the store for the provider after review. */
export const REDIRECT_PAYMENT_METHODS = [
  'ideal',
  'paysafecard',
  'mobilepay',
  'trustly',
  'ebanking_fi',
  'eps',
  'klarna_paynow',
  'klarna',
  'klarna_account',
] as const
export type RedirectPaymentMethod = (typeof REDIRECT_PAYMENT_METHODS)[number]

/**
 * Where each method sends the shopper. Bank methods (iDEAL, Trustly, Finnish online banking, EPS)
 * log the shopper in to their own bank; the others open the provider's own portal.
 */
export const REDIRECT_PAYMENT_DESTINATIONS = {
  ideal: { kind: 'bank' },
  paysafecard: { kind: 'portal', provider: 'paysafecard' },
  mobilepay: { kind: 'portal', provider: 'MobilePay' },
  trustly: { kind: 'bank' },
  ebanking_fi: { kind: 'bank' },
  eps: { kind: 'bank' },
  klarna_paynow: { kind: 'portal', provider: 'Klarna' },
  klarna: { kind: 'portal', provider: 'Klarna' },
  klarna_account: { kind: 'portal', provider: 'Klarna' },
} as const satisfies Record<RedirectPaymentMethod, { kind: 'bank' } | { kind: 'portal'; provider: string }>

export function isRedirectPaymentMethod(method: string): method is RedirectPaymentMethod {
  return (REDIRECT_PAYMENT_METHODS as ReadonlyArray<string>).includes(method)
}

/**
 * Commerce §8: 'You will be redirected to the {provider} portal after reviewing your order' or
 * 'You will be redirected to your bank after reviewing your order'; null for other methods.
 */
export function redirectPaymentMessage(method: string): string | null {
  if (!isRedirectPaymentMethod(method)) return null
  const destination: { kind: 'bank' } | { kind: 'portal'; provider: string } = REDIRECT_PAYMENT_DESTINATIONS[method]
  return destination.kind === 'bank'
    ? 'You will be redirected to your bank after reviewing your order'
    : `You will be redirected to the ${destination.provider} portal after reviewing your order`
}
