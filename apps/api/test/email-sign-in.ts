import { eq } from 'drizzle-orm'
import { customers, withTransaction } from '@ironhouse/db'
import type { App } from '../src/app.ts'

export const TEST_SIGN_IN_PATH = '/test/sign-in-by-email'

/**
 * A test-only route that signs the caller in as the customer with that email (created when new),
 * through the session plugin's signIn: the sign-in hooks run in the same transaction, as they do for
 * a password sign-in.
 */
export function addTestSignIn(app: App): void {
  app.post(TEST_SIGN_IN_PATH, async (request, reply) => {
    const { email, groupId = 1 } = request.body as { email: string; groupId?: number }
    // read the session before the transaction: on PGlite a query outside it would wait for it to end
    await request.getSession()
    return withTransaction(app.db, async (tx) => {
      const existing = await tx.select().from(customers).where(eq(customers.email, email)).limit(1)
      const customer =
        existing[0] ?? (await tx.insert(customers).values({ email, passwordHash: 'test-only', firstname: 'Ada', lastname: 'Lifter', groupId }).returning())[0]
      if (!customer) throw new Error('no customer')
      await request.signIn(reply, tx, { customerId: customer.id, groupId: customer.groupId })
      return { customerId: customer.id }
    })
  })
}
