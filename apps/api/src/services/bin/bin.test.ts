import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { inventory, outboxJobs } from '@ironhouse/db'
import { BinsResponse } from '@ironhouse/contracts'
import { DEMO_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { shopper } from '../../../test/shopper.ts'
import { MAIL_JOB } from '../mail/public.ts'
import { sweepBackInStock } from './service.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp()
})
afterAll(async () => {
  await t.close()
})

const RACK = DEMO_IDS.configurable
const RACK_CHILD_BIN = 10_003

describe('/svc_bin/bin (shell §3 Bin, §5, §7)', () => {
  it('a visitor without a session has no bins, and reading starts no session', async () => {
    const s = shopper(t.app)
    const res = await s.get('/svc_bin/bin')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ bins: [] })
    expect(s.jar.size).toBe(0)
  })

  it('signs up with an email; the same email again answers validation_error_already_subscribed', async () => {
    const s = shopper(t.app)
    const created = await s.post('/svc_bin/bin', { product_id: DEMO_IDS.binProduct, email: ' Ada@Example.com ' })
    expect(created.status).toBe(200)
    expect(BinsResponse.parse(created.body).bins).toEqual([{ id: expect.any(Number), product_id: DEMO_IDS.binProduct, email: 'ada@example.com', parent_id: null }])
    const again = await s.post('/svc_bin/bin', { product_id: DEMO_IDS.binProduct, email: 'ada@example.com' })
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('validation_error_already_subscribed')
    expect(BinsResponse.parse((await s.get('/svc_bin/bin')).body).bins).toHaveLength(1)
  })

  it('needs an email and a known product; parent_id must be the product’s parent', async () => {
    const s = shopper(t.app)
    expect((await s.post('/svc_bin/bin', { product_id: DEMO_IDS.binProduct })).status).toBe(400)
    expect((await s.post('/svc_bin/bin', { product_id: DEMO_IDS.binProduct, email: 'not an email' })).status).toBe(400)
    // platform §5 Inputs: at most 64 characters before the @
    const longLocal = await s.post('/svc_bin/bin', { product_id: DEMO_IDS.binProduct, email: `${'a'.repeat(65)}@example.com` })
    expect(longLocal.status).toBe(400)
    expect(longLocal.body).toMatchObject({ error: 'validation_error', message: 'Please enter a valid email' })
    expect((await s.post('/svc_bin/bin', { product_id: 999_999, email: 'a@example.com' })).status).toBe(404)
    expect((await s.post('/svc_bin/bin', { product_id: RACK_CHILD_BIN, email: 'a@example.com', parent_id: DEMO_IDS.ohioBar })).status).toBe(400)
    const ok = await s.post('/svc_bin/bin', { product_id: RACK_CHILD_BIN, email: 'a@example.com', parent_id: RACK })
    expect(BinsResponse.parse(ok.body).bins[0]?.parent_id).toBe(RACK)
    expect((await s.post('/svc_bin/bin', { product_id: DEMO_IDS.binProduct, email: `${'a'.repeat(64)}@example.com` })).status).toBe(200)
  })

  it("DELETE removes one's own sign-up; anyone else's is a 404", async () => {
    const owner = shopper(t.app)
    const other = shopper(t.app)
    const bins = BinsResponse.parse((await owner.post('/svc_bin/bin', { product_id: DEMO_IDS.oosProduct, email: 'owner@example.com' })).body).bins
    const id = bins[0]?.id
    await other.post('/svc_bin/bin', { product_id: DEMO_IDS.oosProduct, email: 'other@example.com' })
    expect((await other.del(`/svc_bin/bin/${id}`)).status).toBe(404)
    expect(BinsResponse.parse((await owner.get('/svc_bin/bin')).body).bins).toHaveLength(1)
    const removed = await owner.del(`/svc_bin/bin/${id}`)
    expect(removed.status).toBe(200)
    expect(BinsResponse.parse(removed.body).bins).toEqual([])
    expect((await owner.del('/svc_bin/bin/abc')).status).toBe(400)
  })

  it("shell §4 (login loads the bins): a guest's sign-up is the customer's after signing in with that session, listed and removable; another customer never gets it", async () => {
    const s = shopper(t.app)
    await s.post('/svc_bin/bin', { product_id: DEMO_IDS.binProduct, email: 'guest-then-customer@example.com' })
    const signedUp = await s.post('/svc_customer/customer', { email: 'guest-then-customer@example.com', password: 'loaded barbell on the hook', captcha: '' })
    expect(signedUp.status).toBe(200)
    const bins = BinsResponse.parse((await s.get('/svc_bin/bin')).body).bins
    expect(bins).toEqual([{ id: expect.any(Number), product_id: DEMO_IDS.binProduct, email: 'guest-then-customer@example.com', parent_id: null }])
    // the same browser, signed out and into another account: the sign-up stays with the first
    await s.post('/svc_session/session/logout')
    await s.post('/svc_customer/customer', { email: 'second-customer@example.com', password: 'loaded barbell on the hook', captcha: '' })
    expect(BinsResponse.parse((await s.get('/svc_bin/bin')).body).bins).toEqual([])
    await s.post('/svc_session/session/logout')
    await s.post('/svc_session/session/login', { email: 'guest-then-customer@example.com', password: 'loaded barbell on the hook', captcha: '' })
    const removed = await s.del(`/svc_bin/bin/${bins[0]?.id}`)
    expect(removed.status).toBe(200)
    expect(BinsResponse.parse(removed.body).bins).toEqual([])
  })

  it('when the product is back in stock, one mail per sign-up goes to the outbox, once', async () => {
    const s = shopper(t.app)
    await s.post('/svc_bin/bin', { product_id: DEMO_IDS.oosProduct, email: 'waiting@example.com' })
    expect(await sweepBackInStock(t.db.db, { siteBaseUrlOf: () => 'https://store.example' })).toBe(0)
    await t.db.db.update(inventory).set({ max: 5, qoh: 5 }).where(eq(inventory.productId, DEMO_IDS.oosProduct))
    const sent = await sweepBackInStock(t.db.db, { siteBaseUrlOf: () => 'https://store.example' })
    expect(sent).toBeGreaterThanOrEqual(1)
    expect(await sweepBackInStock(t.db.db, { siteBaseUrlOf: () => 'https://store.example' })).toBe(0)
    const jobs = await t.db.db.select().from(outboxJobs).where(and(eq(outboxJobs.type, MAIL_JOB)))
    const mail = jobs.map((j) => j.payload as { to: string; subject: string; text: string }).find((p) => p.to === 'waiting@example.com')
    expect(mail?.subject).toBe('Back in stock: Competition Bench')
    expect(mail?.text).toContain('https://store.example/')
    expect(BinsResponse.parse((await s.get('/svc_bin/bin')).body).bins).toEqual([])
  })
})
