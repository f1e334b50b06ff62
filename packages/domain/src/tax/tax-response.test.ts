import { describe, expect, it } from 'vitest'
import { hasVatNumberError, isTaxExemptDisplayed, taxResponseProblem } from './tax-response.ts'

describe('commerce §8: tax answers', () => {
  it('is an error without a total amount', () => {
    expect(taxResponseProblem({})).toBe('TAX_TOTAL_MISSING')
    expect(taxResponseProblem({ totalTaxAmount: null })).toBe('TAX_TOTAL_MISSING')
    expect(taxResponseProblem({ totalTaxAmount: 0 })).toBeNull()
    expect(taxResponseProblem({ totalTaxAmount: 1900, error: 'address_invalid' })).toBe('TAX_SERVICE_ERROR')
  })

  it('sets the VAT error flag when vatResponse.valid is false', () => {
    expect(hasVatNumberError({ vatResponse: { valid: false } })).toBe(true)
    expect(hasVatNumberError({ vatResponse: { valid: true } })).toBe(false)
    expect(hasVatNumberError({})).toBe(false)
  })

  it('displays tax exempt when tax is 0, a VAT number is given and there is no VAT error', () => {
    expect(isTaxExemptDisplayed({ tax: 0, vatNumber: 'DE123456789', vatError: false })).toBe(true)
    expect(isTaxExemptDisplayed({ tax: 1900, vatNumber: 'DE123456789', vatError: false })).toBe(false)
    expect(isTaxExemptDisplayed({ tax: 0, vatNumber: ' ', vatError: false })).toBe(false)
    expect(isTaxExemptDisplayed({ tax: 0, vatNumber: undefined, vatError: false })).toBe(false)
    expect(isTaxExemptDisplayed({ tax: 0, vatNumber: 'DE123456789', vatError: true })).toBe(false)
  })
})
