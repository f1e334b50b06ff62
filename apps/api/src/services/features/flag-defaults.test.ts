import { describe, expect, it } from 'vitest'
import { parseFlagDefaults } from './service.ts'

describe('FEATURE_FLAG_DEFAULTS: an operator sets a flag’s default without a release (shell §6)', () => {
  it('turns the Christmas shipping banner on; an empty setting changes nothing', () => {
    expect(parseFlagDefaults('{"show_christmas_shipping_banner":true}')).toEqual({ show_christmas_shipping_banner: true })
    expect(parseFlagDefaults(undefined)).toEqual({})
    expect(parseFlagDefaults('  ')).toEqual({})
  })

  it('refuses an unknown flag, a value that is not a boolean, number or string, and text that is not a JSON object', () => {
    expect(() => parseFlagDefaults('{"show_xmas":true}')).toThrow("unknown flag 'show_xmas'")
    expect(() => parseFlagDefaults('{"pip":{"on":true}}')).toThrow("the value of 'pip' must be a boolean, number or string")
    expect(() => parseFlagDefaults('[true]')).toThrow('must be a JSON object')
    expect(() => parseFlagDefaults('{pip:true}')).toThrow('is not JSON')
  })
})
