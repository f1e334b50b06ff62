import { z } from 'zod'
import type { ApiClient } from './api.server.ts'
import { sessionFromAnswer, sessionWithCustomer } from './session.ts'
import type { ShellSession } from './session.ts'

/**
 * What the shell reads from GET /svc_session/session (shell §7: cg, exp, groupId). The customer and
 * cart count are extras the session service may add.
 */
export const SessionSummaryResponse = z
  .object({
    groupId: z.coerce.number().int().optional(),
    cg: z.union([z.string(), z.number()]).optional(),
    exp: z.union([z.string(), z.number()]).optional(),
    customer: z
      .object({
        _id: z.union([z.string(), z.number()]).optional(),
        email: z.string().optional(),
        firstname: z.string().optional(),
        lastname: z.string().optional(),
      })
      .loose()
      .nullable()
      .optional(),
    cartCount: z.number().int().min(0).optional(),
  })
  .loose()

/** Logged in means a nonzero group id (shell §4; the cg value 0 means logged out). */
export function toShellSession(body: z.infer<typeof SessionSummaryResponse>): ShellSession {
  return sessionFromAnswer(body)
}

/** GET /svc_customer/customer (shell §3, §7): the fields the storefront reads so far. */
export const CustomerAnswer = z.object({
  customer: z
    .object({
      _id: z.union([z.number(), z.string()]),
      email: z.string(),
      firstname: z.string().default(''),
      lastname: z.string().default(''),
      groupId: z.number().int().optional(),
    })
    .loose(),
})

export async function loadCustomer(api: ApiClient) {
  return (await api.get('/svc_customer/customer', CustomerAnswer)).customer
}

/**
 * A signed-in session whose answer names no customer gets the customer (the header greets them by
 * name; shell §5 compares the email before a login). Without an answer the session stays as it is.
 */
export async function withCustomer(api: ApiClient, session: ShellSession): Promise<ShellSession> {
  if (!session.loggedIn || session.customerId !== '') return session
  try {
    const customer = await loadCustomer(api)
    return { ...sessionWithCustomer(session, customer), cg: session.cg, exp: session.exp, groupId: session.groupId, loggedIn: session.loggedIn }
  } catch (error) {
    console.warn('shell: customer unavailable for a signed-in session', error instanceof Error ? error.message : error)
    return session
  }
}
