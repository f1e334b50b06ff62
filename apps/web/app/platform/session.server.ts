import { z } from 'zod'
import { sessionFromAnswer } from './session.ts'
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
