import { customers, withTransaction, type Executor } from '@ironhouse/db'
import type { App } from '../src/app.ts'
import { SESSION_COOKIE } from '../src/plugins/session.ts'
import { shopper, type Shopper } from './shopper.ts'

/**
 * A test-only route that signs a customer in through the session plugin (request.signIn, the same
 * rotation the login call uses), so service tests can act as a customer.
 */
export function addTestSignInRoute(app: App) {
  app.post<{ Params: { id: string } }>('/test/sign-in/:id', async (request, reply) => {
    await withTransaction(app.db, (tx) => request.signIn(reply, tx, { customerId: Number(request.params.id), groupId: 1 }))
    return { ok: true }
  })
}

export type TestCustomer = { id: number; email: string; cookies: Record<string, string> }

/** Inserts a customer (the password is never checked by these tests) and signs them in. */
export async function signedInCustomer(app: App, email: string, extra: { firstname?: string; lastname?: string } = {}): Promise<TestCustomer> {
  const executor: Executor = app.db
  const [row] = await executor
    .insert(customers)
    .values({ email, passwordHash: 'unused-in-this-test', firstname: extra.firstname ?? 'Test', lastname: extra.lastname ?? 'Lifter' })
    .returning({ id: customers.id })
  if (!row) throw new Error('customer not inserted')
  const res = await app.inject({ method: 'POST', url: `/test/sign-in/${row.id}` })
  const token = res.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value
  if (!token) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`)
  return { id: row.id, email, cookies: { [SESSION_COOKIE]: token } }
}

/** A signed-in customer's browser: a shopper client holding the customer's session cookie. */
export async function signedInShopper(app: App, email: string, extra: { firstname?: string; lastname?: string } = {}): Promise<{ customer: TestCustomer; s: Shopper }> {
  const customer = await signedInCustomer(app, email, extra)
  const s = shopper(app)
  for (const [k, v] of Object.entries(customer.cookies)) s.jar.set(k, v)
  return { customer, s }
}
