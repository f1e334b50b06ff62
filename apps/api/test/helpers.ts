import { createTestDatabase, customers, withTransaction, type DbHandle } from '@ironhouse/db'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadDemoStore } from '@ironhouse/demo-data'
import { buildApp, type App, type BuildAppOptions } from '../src/app.ts'
import { captchaOff } from '../src/services/captcha/providers/captcha-verifier.ts'
import { SESSION_COOKIE } from '../src/plugins/session.ts'

export const TEST_RELEASE = { hash: 'test-release', buildDate: '2025-01-01T00:00:00.000Z' }

export type TestApp = { app: App; db: DbHandle; close: () => Promise<void> }

/**
 * A migrated database with the demo store loaded (PGlite in memory, or a fresh PostgreSQL database
 * when TEST_DATABASE_URL is set) and the app built over it, not listening. The captcha is off unless
 * the test passes one (the captcha's own tests use the real verifier: services/captcha).
 */
export async function openTestApp(
  options: Partial<BuildAppOptions> = {},
  /** Extra routes or hooks, added before the app is ready. */
  configure?: (app: App) => void,
): Promise<TestApp> {
  const db = await createTestDatabase(process.env.TEST_DATABASE_URL)
  await loadDemoStore(db, { now: new Date().toISOString(), products: 120 })
  // an empty media folder of its own: tests that need image masters write them (ensureDemoMedia)
  const mediaDir = mkdtempSync(join(tmpdir(), 'ironhouse-media-'))
  const app = await buildApp({ db, release: TEST_RELEASE, mediaDir, captcha: captchaOff, ...options })
  configure?.(app)
  await app.ready()
  return {
    app,
    db,
    close: async () => {
      await app.close()
      await db.close()
    },
  }
}

/** GET a path of the app and read its JSON body (shape checked by the caller's contract schema). */
export async function getJson(app: App, url: string) {
  const res = await app.inject({ method: 'GET', url })
  return { res, body: res.json() as unknown }
}

/**
 * Headers of a browser call from the store's own page (CSRF, docs/operations.md): the USA site's
 * public origin and Sec-Fetch-Site same-origin. A call with neither header also passes (not a browser).
 */
export function sameOriginHeaders(app: App): Record<string, string> {
  return { origin: new URL(app.publicOrigin('USA')).origin, 'sec-fetch-site': 'same-origin' }
}

/**
 * POST /test/sign-in/{groupId}: a new customer of that group, signed in as sign-in leaves them (the
 * session cookie is all a request carries). Pass to openTestApp's configure.
 */
export function addTestSignInRoute(app: App) {
  app.post<{ Params: { groupId: string } }>('/test/sign-in/:groupId', async (request, reply) => {
    const groupId = Number(request.params.groupId)
    return withTransaction(app.db, async (tx) => {
      const [customer] = await tx
        .insert(customers)
        .values({ email: `group-${groupId}-${Math.random().toString(36).slice(2)}@example.com`, passwordHash: 'x', groupId })
        .returning({ id: customers.id })
      await request.signIn(reply, tx, { customerId: customer?.id ?? 0, groupId })
      return { ok: true }
    })
  })
}

/** The cookies of a newly signed-in customer of a group (addTestSignInRoute). */
export async function signedInCookies(app: App, groupId: number): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'POST', url: `/test/sign-in/${groupId}` })
  const value = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value
  if (!value) throw new Error(`signing in a group-${groupId} customer answered ${res.statusCode}`)
  return { [SESSION_COOKIE]: value }
}
