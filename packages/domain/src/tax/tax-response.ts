/** Commerce §3 Tax response. Amounts in minor units. */
export type TaxServiceResponse = {
  totalTaxAmount?: number | null
  summary?: ReadonlyArray<{ label: string; taxAmount: number }>
  shipping?: { taxAmount: number } | null
  vatResponse?: { valid?: boolean | null } | null
  error?: string | null
}

export type TaxResponseProblem = 'TAX_TOTAL_MISSING' | 'TAX_SERVICE_ERROR'

/** Commerce §8: tax without a total amount is an error (so is an answer carrying an error). */
export function taxResponseProblem(response: TaxServiceResponse): TaxResponseProblem | null {
  if (typeof response.error === 'string' && response.error.length > 0) return 'TAX_SERVICE_ERROR'
  if (typeof response.totalTaxAmount !== 'number' || !Number.isFinite(response.totalTaxAmount)) return 'TAX_TOTAL_MISSING'
  return null
}

/** Commerce §8: an invalid VAT number (vatResponse.valid false) sets the VAT error flag. */
export function hasVatNumberError(response: TaxServiceResponse): boolean {
  return response.vatResponse?.valid === false
}

/** Commerce §8: tax exempt is displayed when tax is 0, a VAT number is given and there is no VAT error. */
export function isTaxExemptDisplayed(input: { tax: number; vatNumber: string | null | undefined; vatError: boolean }): boolean {
  return input.tax === 0 && typeof input.vatNumber === 'string' && input.vatNumber.trim().length > 0 && !input.vatError
}
