// Issue 7: every route of the API, read from the app's own route table, answers generated bad input
// (ids out of range, NUL and control characters, invalid UTF-8 and percent-encoding, wrong bodies and
// content types, odd cookies) with a 4xx in the shared error shape, writes nothing when it refuses,
// and leaves the process healthy. `npm run fuzz` runs the same cases 10,000 times per route.
import { writeFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { apiRoutes, assertHealthy, chosenRoutes, FUZZ_RUNS, FUZZ_SEED, fuzzRoute, openFuzzApp } from './harness.ts'

const t = await openFuzzApp()
const routes = apiRoutes(t.app)
const report: Array<{ route: string; cases: number; seconds: number; interrupted: boolean }> = []

function summary() {
  const cases = report.reduce((sum, entry) => sum + entry.cases, 0)
  return {
    database: t.db.kind,
    seed: FUZZ_SEED,
    runsPerRoute: FUZZ_RUNS,
    routes: report.length,
    of: routes.length,
    cases,
    interruptedRoutes: report.filter((entry) => entry.interrupted).length,
    refusedByTheDatabase: t.log.databaseRefusals(),
    perRoute: report,
  }
}

/** The report is rewritten after every route, so a long run shows its progress and an interrupted one keeps its figures. */
function writeReport() {
  if (process.env.FUZZ_REPORT && process.env.FUZZ_REPORT !== '1') writeFileSync(process.env.FUZZ_REPORT, `${JSON.stringify(summary(), null, 2)}\n`)
}

afterAll(async () => {
  if (process.env.FUZZ_REPORT) {
    const { cases, interruptedRoutes, refusedByTheDatabase } = summary()
    console.log(`fuzz on ${t.db.kind}: ${cases} cases over ${report.length} routes (seed ${FUZZ_SEED}, up to ${FUZZ_RUNS} generated per route), ` +
      `${interruptedRoutes} routes stopped by the time limit, ${refusedByTheDatabase} refused by the database rather than by a schema`)
    writeReport()
  }
  await t.close()
})

describe(`fuzz (seed ${FUZZ_SEED}, ${FUZZ_RUNS} generated requests per route)`, () => {
  it('reads the routes from the app, the store\'s calls among them', () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`)
    const chosen = chosenRoutes()
    // a chosen route the app does not have is a typo in the list, not a route fuzzed
    if (chosen) return expect([...urls].sort()).toEqual([...new Set(chosen)].sort())
    expect(urls).toEqual(expect.arrayContaining(['GET /svc_content/catalog/product/:id', 'GET /svc_route/route', 'GET /healthz']))
  })

  for (const route of routes) {
    it(`${route.method} ${route.url}: never a 5xx, errors in the shared shape, nothing written when refused`, async () => {
      const started = Date.now()
      await t.shoppers.restore()
      const { runs, interrupted } = await fuzzRoute(t, route)
      await assertHealthy(t.app)
      report.push({ route: `${route.method} ${route.url}`, cases: runs, seconds: Math.round((Date.now() - started) / 100) / 10, interrupted })
      writeReport()
    }, 60_000 + FUZZ_RUNS * 250)
  }
})
