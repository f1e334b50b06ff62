export { fetchTaxRates, taxClassOf } from './service.ts'
export { tableTaxProvider, type TaxProvider } from './providers/tax-provider.ts'
