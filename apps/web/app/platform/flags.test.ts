import { describe, expect, it, vi } from 'vitest'
import { flagValue, isOn, needsBrowserFlags } from './flags.ts'
import { evaluateFlags } from './growthbook.ts'
import type { FlagAttributes, FlagsPayload } from './flags.ts'

const guest: FlagAttributes = { store: 1, site: 'USA', route: '/', query: '', id: '', email: '', loggedIn: false, group: 0 }
const payload: FlagsPayload = {
  features: {
    enable_gym_map: { defaultValue: false },
    uk_site_enabled: { defaultValue: false, rules: [{ id: 'uk-store', condition: { store: 34 }, force: true }] },
    deals_route: { defaultValue: 'off', rules: [{ id: 'r', condition: { route: '/deals' }, force: 'on' }] },
  },
}

describe('evaluateFlags', () => {
  it('shell §6: evaluates each flag of the payload for the store attribute', () => {
    expect(evaluateFlags(payload, guest, 'http://x.test')).toEqual({ enable_gym_map: false, uk_site_enabled: false, deals_route: 'off' })
    expect(evaluateFlags(payload, { ...guest, store: 34, site: 'GBR' }, 'http://x.test').uk_site_enabled).toBe(true)
  })
  it('shell §6: evaluates per route', () => {
    expect(evaluateFlags(payload, { ...guest, route: '/deals' }, 'http://x.test').deals_route).toBe('on')
  })
})

describe('flagValue', () => {
  it('platform §8: a failed evaluation falls back to the default with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const broken = { evalFeature: () => { throw new Error('boom') } } as unknown as Parameters<typeof flagValue>[0]
    expect(flagValue(broken, 'x', 'default')).toBe('default')
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })
  it('gives the default when there is no client', () => {
    expect(flagValue(undefined, 'x', 3)).toBe(3)
  })
})

describe('isOn', () => {
  it('treats true, 1, "true" and "on" as on and anything else as off', () => {
    expect([true, 1, 'true', 'on'].every(isOn)).toBe(true)
    expect([false, 0, 'off', null, undefined, 'yes'].some(isOn)).toBe(false)
  })
})

describe('needsBrowserFlags', () => {
  it('shell §6: the first page uses the server evaluation; the browser client loads from the first navigation on', () => {
    expect(needsBrowserFlags('default', 'default', 'idle')).toBe(false)
    expect(needsBrowserFlags('default', 'default', 'loading')).toBe(true)
    expect(needsBrowserFlags('default', 'default', 'submitting')).toBe(true)
    expect(needsBrowserFlags('default', 'k2x9', 'idle')).toBe(true)
  })
})
