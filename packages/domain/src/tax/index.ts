export * from './vat-rates.ts'
export * from './tax-response.ts'
export * from './tax-state.ts'
