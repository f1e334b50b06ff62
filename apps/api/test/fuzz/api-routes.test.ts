// Issue 7: every route of the API, read from the app's own route table, answers generated bad input
// (ids out of range, NUL and control characters, invalid UTF-8 and percent-encoding, wrong bodies and
// content types, odd cookies) with a 4xx in the shared error shape, writes nothing when it refuses,
// and leaves the process healthy. `npm run fuzz` runs the same cases 10,000 times per route.
import { afterAll, describe, expect, it } from 'vitest'
import { apiRoutes, assertHealthy, FUZZ_RUNS, FUZZ_SEED, fuzzRoute, openFuzzApp } from './harness.ts'

const t = await openFuzzApp()
const routes = apiRoutes(t.app)
const totals = { routes: 0, cases: 0 }

afterAll(async () => {
  if (process.env.FUZZ_REPORT) {
    console.log(`fuzz: ${totals.cases} cases over ${totals.routes} routes (seed ${FUZZ_SEED}, ${FUZZ_RUNS} generated per route), ` +
      `${t.log.databaseRefusals()} refused by the database rather than by a schema`)
  }
  await t.close()
})

describe(`fuzz (seed ${FUZZ_SEED}, ${FUZZ_RUNS} generated requests per route)`, () => {
  it('reads the routes from the app, the store\'s calls among them', () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`)
    if (process.env.FUZZ_ROUTE) return expect(urls).toEqual([process.env.FUZZ_ROUTE])
    expect(urls).toEqual(expect.arrayContaining(['GET /svc_content/catalog/product/:id', 'GET /svc_route/route', 'GET /healthz']))
  })

  for (const route of routes) {
    it(`${route.method} ${route.url}: never a 5xx, errors in the shared shape, nothing written when refused`, async () => {
      const { runs } = await fuzzRoute(t, route)
      await assertHealthy(t.app)
      totals.routes += 1
      totals.cases += runs
    }, 60_000 + FUZZ_RUNS * 250)
  }
})
