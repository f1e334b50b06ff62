import { z } from 'zod'
import type { ShellSession } from './session.ts'

/**
 * What the shell reads from GET /svc_session/session (shell §7: cg, exp, groupId). The customer and
 * cart count are optional extras the session service may add; until it does, everyone is a guest.
 */
export const SessionSummaryResponse = z
  .object({
    groupId: z.coerce.number().int().optional(),
    cg: z.coerce.number().optional(),
    exp: z.coerce.number().optional(),
    customer: z
      .object({
        _id: z.union([z.string(), z.number()]).optional(),
        email: z.string().optional(),
        firstname: z.string().optional(),
      })
      .loose()
      .nullable()
      .optional(),
    cartCount: z.number().int().min(0).optional(),
  })
  .loose()

/** Logged in means a nonzero group id (shell §4; the legacy cg cookie value 0 means logged out). */
export function toShellSession(body: z.infer<typeof SessionSummaryResponse>): ShellSession {
  const groupId = body.groupId ?? body.cg ?? 0
  return {
    loggedIn: groupId !== 0,
    groupId,
    customerId: body.customer?._id === undefined ? '' : String(body.customer._id),
    email: body.customer?.email ?? '',
    firstname: body.customer?.firstname ?? '',
    cartCount: body.cartCount ?? 0,
  }
}
