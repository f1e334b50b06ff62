import { computeTax, type TaxQuery, type TaxQuote } from '@ironhouse/domain'

/** The seam to a tax calculation service (a third party in production stores). */
export type TaxProvider = {
  readonly name: string
  quote: (query: TaxQuery) => Promise<TaxQuote>
}

/**
 * The built-in provider: the published rate tables of @ironhouse/domain (US states, Canadian
 * provinces, Australian GST, the VAT table of commerce §9 with the Portugal overrides), offline.
 */
export const tableTaxProvider: TaxProvider = {
  name: 'tables',
  quote: async (query) => computeTax(query),
}
