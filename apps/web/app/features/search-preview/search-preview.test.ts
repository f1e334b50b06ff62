import { describe, expect, it } from 'vitest'
import { previewRequest } from './search-preview.tsx'

describe('the header preview request (shell §7) and the listing filter rules (platform §5)', () => {
  it('inside the native app program_delivery is forced to Not Applicable, as the results list the Enter opens does', () => {
    expect(previewRequest('program', '/', true).filter).toEqual({ program_delivery: ['Not Applicable'] })
  })

  it('in a browser the preview sends no filter', () => {
    expect(previewRequest('program', '/').filter).toBeUndefined()
    expect(previewRequest('program', '/', false).filter).toBeUndefined()
  })
})
