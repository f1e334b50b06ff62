import type { SiteCode } from '../sites/sites.ts'
import type { RedirectPaymentMethod } from './redirect-methods.ts'

export type PaymentMethodType = 'scheme' | 'paypal' | RedirectPaymentMethod

/** Where each redirect method is offered: the countries its banks or provider serve. */
export const REDIRECT_METHOD_COUNTRIES: Readonly<Record<RedirectPaymentMethod, ReadonlyArray<string>>> = {
  ideal: ['NL'],
  eps: ['AT'],
  ebanking_fi: ['FI'],
  trustly: ['SE', 'FI', 'EE', 'LT', 'LV', 'NL', 'DE', 'AT', 'ES', 'DK'],
  mobilepay: ['DK', 'FI'],
  paysafecard: ['AT', 'DE', 'BE', 'NL', 'FR', 'IE', 'IT', 'ES', 'PT', 'PL', 'GB'],
  klarna_paynow: ['DE', 'AT', 'NL', 'SE', 'FI'],
  klarna: ['DE', 'AT', 'NL', 'SE', 'FI', 'DK', 'NO', 'GB'],
  klarna_account: ['DE', 'AT', 'SE', 'FI', 'NO', 'GB'],
}

const PAYPAL_SITES: ReadonlyArray<SiteCode> = ['USA', 'CAN', 'EUR', 'GBR', 'AUS']
const REDIRECT_SITES: ReadonlyArray<SiteCode> = ['EUR', 'GBR']

/**
 * The payment methods a site offers for a ship-to country, in display order: cards everywhere, PayPal
 * on every site but APO, and the redirect methods of commerce §9 on the EUR and GBR sites where the
 * country's banks or the provider serve it. Changing the country reloads this list (commerce §7).
 */
export function paymentMethodsFor(siteCode: SiteCode, countryId: string): Array<PaymentMethodType> {
  const country = countryId.trim().toUpperCase()
  const methods: Array<PaymentMethodType> = ['scheme']
  if (PAYPAL_SITES.includes(siteCode)) methods.push('paypal')
  if (REDIRECT_SITES.includes(siteCode)) {
    for (const [method, countries] of Object.entries(REDIRECT_METHOD_COUNTRIES) as Array<[RedirectPaymentMethod, ReadonlyArray<string>]>) {
      if (countries.includes(country)) methods.push(method)
    }
  }
  return methods
}

/** Commerce §7: an order's payment type resets to cards when its method is not offered for the new country. */
export function paymentTypeAfterCountryChange(current: PaymentMethodType, siteCode: SiteCode, countryId: string): PaymentMethodType {
  return paymentMethodsFor(siteCode, countryId).includes(current) ? current : 'scheme'
}
