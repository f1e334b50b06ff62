// GET /svc_content/cms/segment (platform §5 block filtering): the primary segment a content page's
// blocks are filtered by, the signed-in customer's own (shell §3 segments), 'None' otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { CmsSegmentResponse } from '@ironhouse/contracts'
import { customers } from '@ironhouse/db'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { addTestSignInRoute, signedInCustomer, type TestCustomer } from '../../../test/sign-in.ts'

let t: TestApp
beforeAll(async () => {
  t = await openTestApp({}, addTestSignInRoute)
})
afterAll(async () => {
  await t.close()
})

async function segmentOf(customer?: TestCustomer) {
  const res = await t.app.inject({ method: 'GET', url: '/svc_content/cms/segment?storeId=1', ...(customer ? { cookies: customer.cookies } : {}) })
  return { res, primarySegment: CmsSegmentResponse.parse(res.json()).primarySegment }
}

describe('GET /svc_content/cms/segment', () => {
  it("platform §5: a guest's primary segment is 'None', and the answer is never cached", async () => {
    const { res, primarySegment } = await segmentOf()
    expect(res.statusCode).toBe(200)
    expect(primarySegment).toBe('None')
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it("platform §5, shell §3: a signed-in customer's primary segment is named (Powerlifting 12, Military); none chosen is 'None'", async () => {
    const customer = await signedInCustomer(t.app, 'cms-segment@example.com')
    expect((await segmentOf(customer)).primarySegment).toBe('None')
    await t.db.db.update(customers).set({ segments: [12], primarySegment: 12 }).where(eq(customers.id, customer.id))
    expect((await segmentOf(customer)).primarySegment).toBe('Powerlifting')
    await t.db.db.update(customers).set({ segments: [101], primarySegment: 101 }).where(eq(customers.id, customer.id))
    expect((await segmentOf(customer)).primarySegment).toBe('Military')
    // an id no segment has (written before the segment choice was checked) reads as no segment
    await t.db.db.update(customers).set({ segments: [9999], primarySegment: 9999 }).where(eq(customers.id, customer.id))
    expect((await segmentOf(customer)).primarySegment).toBe('None')
  })
})
