import { describe, expect, it } from 'vitest'
import { SHIPPING_MODES, availableShippingModes, resolveShippingMode } from './modes.ts'

describe('commerce §3/§5: shipping modes', () => {
  it('offers fastest and fewestPackages, GB only fewestPackages', () => {
    expect(SHIPPING_MODES).toEqual(['fastest', 'fewestPackages'])
    expect(availableShippingModes('US')).toEqual(['fastest', 'fewestPackages'])
    expect(availableShippingModes('gb')).toEqual(['fewestPackages'])
    expect(availableShippingModes(undefined)).toEqual(['fastest', 'fewestPackages'])
  })

  it('commerce §4: resets to the first available mode when the current one is unavailable', () => {
    expect(resolveShippingMode('fastest', availableShippingModes('GB'))).toBe('fewestPackages')
    expect(resolveShippingMode('fewestPackages', availableShippingModes('US'))).toBe('fewestPackages')
    expect(resolveShippingMode('fastest', [])).toBe('fastest')
  })
})
