import { formatPrice, siteByStoreId } from '@ironhouse/domain'
import type { CurrencyCode } from '@ironhouse/domain'

/** Formats an amount of a list (minor units, the list's currency) the way the list's site shows money. */
export function formatListMoney(amountMinor: number, currency: string, storeId = 1): string {
  const site = siteByStoreId(storeId)
  return formatPrice(amountMinor, { currency: currency as CurrencyCode, siteCode: site?.code ?? 'USA' })
}
