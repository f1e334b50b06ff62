import { describe, expect, it } from 'vitest'
import { decideRegionConfirmation } from './region.ts'
import { regionModalOutcome } from './region-outcome.ts'

const fr = { country: 'FR', name: 'France', current: 'US', currentName: 'United States', path: '/eu' }

describe('shell §4 region confirmation', () => {
  it('step 1: a matching preferred-country cookie does nothing', () => {
    expect(decideRegionConfirmation({ currentCountry: 'US', preferredCountry: 'us' })).toEqual({ kind: 'nothing' })
  })

  it('step 2: otherwise a geo lookup runs; a failed lookup is silently ignored', () => {
    expect(decideRegionConfirmation({ currentCountry: 'US' })).toEqual({ kind: 'lookup' })
    expect(decideRegionConfirmation({ currentCountry: 'US', geo: 'failed' })).toEqual({ kind: 'nothing' })
  })

  it('step 2: the visitor in the current country, or a detected path /au or /ca, dismisses the popup', () => {
    expect(decideRegionConfirmation({ currentCountry: 'US', geo: { country: 'US' } })).toEqual({ kind: 'dismiss' })
    expect(decideRegionConfirmation({ currentCountry: 'US', geo: { country: 'AU', path: '/au' } })).toEqual({ kind: 'dismiss' })
    expect(decideRegionConfirmation({ currentCountry: 'US', geo: { country: 'CA', path: '/CA/' } })).toEqual({ kind: 'dismiss' })
  })

  it('step 2 (ours): a detected country served by the site being viewed dismisses the popup, so a saved preference never loops', () => {
    const de = { country: 'DE', path: '/eu' }
    expect(decideRegionConfirmation({ currentCountry: 'IE', currentPath: '/eu', geo: de })).toEqual({ kind: 'dismiss' })
    expect(decideRegionConfirmation({ currentCountry: 'IE', currentPath: '/eu/', preferredCountry: 'DE', geo: de })).toEqual({ kind: 'dismiss' })
    expect(decideRegionConfirmation({ currentCountry: 'US', currentPath: '/', geo: { country: 'JP', path: '/' } })).toEqual({ kind: 'dismiss' })
    expect(decideRegionConfirmation({ currentCountry: 'US', currentPath: '/', geo: de })).toMatchObject({ kind: 'modal' })
  })

  it('step 3: a saved preference equal to the detected country redirects automatically', () => {
    expect(decideRegionConfirmation({ currentCountry: 'US', preferredCountry: 'FR', geo: fr }))
      .toEqual({ kind: 'redirect', country: 'FR', path: '/eu' })
    expect(decideRegionConfirmation({ currentCountry: 'US', preferredCountry: 'FR', geo: { country: 'FR' } }))
      .toEqual({ kind: 'redirect', country: 'FR', path: '/' })
  })

  it('step 4: otherwise a modal offers the detected or the current region', () => {
    expect(decideRegionConfirmation({ currentCountry: 'US', geo: fr })).toEqual({ kind: 'modal', detected: fr, currentCountry: 'US' })
  })

  it('confirming saves the detected country and redirects; cancelling saves the current country', () => {
    expect(regionModalOutcome('confirm', fr, 'US')).toEqual({ saveCountry: 'FR', redirectPath: '/eu' })
    expect(regionModalOutcome('confirm', { country: 'FR' }, 'US')).toEqual({ saveCountry: 'FR', redirectPath: '/' })
    expect(regionModalOutcome('cancel', fr, 'US')).toEqual({ saveCountry: 'US' })
  })
})
