import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GrowthBook } from '@growthbook/growthbook'
import { ErrorBody, FeaturesResponse } from '@ironhouse/contracts'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(async () => {
  await t.close()
})

const NAMED_FLAGS = [
  'ip_popup', 'enable_gym_map', 'matte_black_enabled', 'fiveforfive_enabled', 'pip', 'show_christmas_shipping_banner',
  'child_promos_enabled', 'rfk_fallback', 'enable-eu-returns', 'invitational_year', 'enable_gym_add', 'uk_site_enabled',
  'all_to_com', 'recaptcha_enterprise', 'adyen-enable-edit', 'app_paypal', 'debug',
]

async function payload(clientKey = 'sdk-ironhouse-storefront') {
  const res = await t.app.inject({ method: 'GET', url: `/api/features/${clientKey}` })
  return { res, body: res.json() as unknown }
}

describe('GET /api/features/{clientKey}', () => {
  it('shell §6, platform §6, commerce §6: every flag the documents name is served, in the GrowthBook payload shape', async () => {
    const { res, body } = await payload()
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=60')
    const parsed = FeaturesResponse.parse(body)
    expect(Object.keys(parsed.features).sort()).toEqual([...NAMED_FLAGS].sort())
    expect(parsed.features.invitational_year?.defaultValue).toBe(2025)
  })

  it('the native app shell key answers the same payload; an unknown key answers 404 unknown_client_key', async () => {
    expect((await payload('sdk-ironhouse-app')).body).toEqual((await payload()).body)
    const unknown = await payload('sdk-nope')
    expect(unknown.res.statusCode).toBe(404)
    expect(ErrorBody.parse(unknown.body)).toMatchObject({ error: 'unknown_client_key', status: 404 })
  })

  it('the GrowthBook SDK evaluates the payload: uk_site_enabled is on for store 34 only, invitational_year is 2025', async () => {
    const { body } = await payload()
    const evaluate = async (attributes: Record<string, unknown>) => {
      const gb = new GrowthBook({ attributes })
      await gb.setPayload(body as Parameters<GrowthBook['setPayload']>[0])
      return gb
    }
    const uk = await evaluate({ store: 34 })
    const us = await evaluate({ store: 1 })
    expect(uk.isOn('uk_site_enabled')).toBe(true)
    expect(us.isOn('uk_site_enabled')).toBe(false)
    expect(us.getFeatureValue('invitational_year', 0)).toBe(2025)
    expect(us.isOn('fiveforfive_enabled')).toBe(false)
  })
})
