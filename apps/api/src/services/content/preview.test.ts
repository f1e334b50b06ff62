// The operator's content preview (shell §2 /__rb__/preview and /__rb__/rhpa; ours: docs/storefront.md
// "Content preview"): the page with every block, the named blocks active or not, behind the operator
// token, never cached. And the heartbeat's environment the browser reads (platform §8 rate-limit overlay).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ContentPreviewResponse, ErrorBody, HeartbeatResponse } from '@ironhouse/contracts'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'

const OPERATOR_TOKEN = 'op_test_token_for_preview'
let t: TestApp

beforeAll(async () => {
  t = await openTestApp({ operatorToken: OPERATOR_TOKEN, release: { hash: 'r1', buildDate: '2026-01-01T00:00:00.000Z', environment: 'staging' } })
})
afterAll(async () => {
  await t.close()
})

const preview = (query: string, token: string | null = OPERATOR_TOKEN) =>
  t.app.inject({ method: 'GET', url: `/svc_content/operator/preview${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} })

describe('GET /svc_content/operator/preview (shell §2 content preview routes)', () => {
  it('shows the operator a page by url, id or identifier with its whole block tree, and every named block with its active state (footer-notice is not active)', async () => {
    const res = await preview('?url=/About-Us/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const answer = ContentPreviewResponse.parse(res.json())
    expect([answer.page.identifier, answer.page.title]).toEqual(['about-us', 'About Ironhouse'])
    expect(answer.page.builder.map((b) => b.name)).toContain('GearSpecs')
    expect(answer.blocks.map((b) => [b.name, b.active])).toEqual([
      ['deals-slider', true],
      ['footer-notice', false],
      ['header-promo-banner', true],
    ])
    expect(answer.blocks[1]?.content).toEqual({ text: 'Holiday shipping cut-off: order by 18 December', url: '/shipping-policy' })
    const byId = ContentPreviewResponse.parse((await preview(`?id=${answer.page.id}`)).json())
    expect(byId.page.identifier).toBe('about-us')
    expect(ContentPreviewResponse.parse((await preview('?id=about-us')).json()).page.id).toBe(answer.page.id)
    // without a page: the home page (homepage_2015, served at /)
    expect(ContentPreviewResponse.parse((await preview('')).json()).page.url).toBe('/')
  })

  it('without the operator token 401 invalid_api_key; an unknown page 404; a bad query 400; without a configured token 404', async () => {
    expect([(await preview('?id=about-us', null)).statusCode, ErrorBody.parse((await preview('?id=about-us', 'nope')).json()).error]).toEqual([401, 'invalid_api_key'])
    const unknown = await preview('?url=/no-such-page')
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'not_found'])
    for (const query of ['?url=no-slash', '?id=about-us&url=/about-us', '?id=%3Cscript%3E']) expect((await preview(query)).statusCode).toBe(400)
    const bare = await openTestApp()
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/svc_content/operator/preview?id=about-us' })).statusCode).toBe(404)
    } finally {
      await bare.close()
    }
  })
})

describe('GET /svc_ssr/heartbeat environment (platform §8: the rate-limit overlay shows outside production)', () => {
  it('answers the configured environment, production when none is given', async () => {
    expect(HeartbeatResponse.parse((await t.app.inject({ method: 'GET', url: '/svc_ssr/heartbeat' })).json()).environment).toBe('staging')
    const bare = await openTestApp()
    try {
      expect(HeartbeatResponse.parse((await bare.app.inject({ method: 'GET', url: '/svc_ssr/heartbeat' })).json()).environment).toBe('production')
    } finally {
      await bare.close()
    }
  })
})
