import { showsVatInclusivePrices, siteByStoreId, taxResponseProblem, type TaxClass } from '@ironhouse/domain'
import type { Db } from '@ironhouse/db'
import type { TaxRatesRequest, TaxRatesResponse } from '@ironhouse/contracts'
import { AppError } from '../../lib/app-errors.ts'
import { destinationRegion } from '../ssr/public.ts'
import type { TaxProvider } from './providers/tax-provider.ts'
import { findTaxProductFacts, type TaxProductFacts } from './repo.ts'

/** The catalogue's tax_class_id codes (docs/tax.md): 0 none, 2 taxable goods, 3 food, 6 digital. */
export const TAX_CLASS_CODES: Readonly<Record<number, TaxClass>> = { 0: 'exempt', 2: 'goods', 3: 'food', 6: 'ebook' }

/**
 * The tax class of a product: its tax_class_id code; without one, gift cards are exempt (a means
 * of payment, taxed when spent), programs and virtual products are digital (the e-book rate), and
 * everything else is goods.
 */
export function taxClassOf(product: Pick<TaxProductFacts, 'type' | 'isProgram' | 'attributes'>): TaxClass {
  const code = Number(product.attributes.tax_class_id)
  const explicit = Number.isInteger(code) ? TAX_CLASS_CODES[code] : undefined
  if (explicit) return explicit
  if (product.type === 'giftcard') return 'exempt'
  if (product.isProgram || product.type === 'virtual') return 'ebook'
  return 'goods'
}

/** commerce §7 POST /svc_tax/tax/rates/fetch: the tax of an order from the store's own product data. */
export async function fetchTaxRates(db: Db, provider: TaxProvider, request: TaxRatesRequest, known?: ReadonlyMap<number, TaxProductFacts>): Promise<TaxRatesResponse> {
  const site = siteByStoreId(request.storeId)
  if (!site) throw new AppError('unknown_site', `Unknown store ${request.storeId}`)
  // checkout passes the products it has read already (the same columns), else they are read here
  const facts = known ?? new Map((await findTaxProductFacts(db, request.items.map((item) => item.productId))).map((row) => [row.productId, row]))
  const missing = request.items.filter((item) => !facts.has(item.productId)).map((item) => item.productId)
  if (missing.length > 0) throw new AppError('validation_error', `Unknown product ${[...new Set(missing)].join(', ')}`)
  const lines = request.items.map((item, index) => {
    const product = facts.get(item.productId) as TaxProductFacts
    return {
      id: item.listItemId ?? String(index),
      productId: item.productId,
      amount: Math.max(0, item.rowTotal - (item.discount ?? 0)),
      taxClass: taxClassOf(product),
    }
  })
  const pricesIncludeTax = showsVatInclusivePrices(site.code)
  const quote = await provider.quote({
    countryId: request.shippingAddress.countryId,
    region: await destinationRegion(db, request.shippingAddress),
    postcode: request.shippingAddress.postcode,
    lines,
    shippingAmount: request.shippingAmount,
    hundoDiscount: request.hundoDiscount,
    pricesIncludeTax,
    sellerCountryId: site.defaultCountry,
    vatNumber: request.vatNumber,
    eoriNumber: request.eoriNumber,
  })
  // commerce §8: tax without a total amount is an error, whatever the provider answered
  const problem = taxResponseProblem(quote)
  if (problem) throw new AppError('service_unavailable', `The tax service gave no usable answer (${problem}); please try again`, { problem })
  return {
    ...quote,
    lines: quote.lines.map((line, index) => ({ ...line, productId: lines[index]?.productId ?? 0 })),
    pricesIncludeTax,
    error: null,
  }
}
