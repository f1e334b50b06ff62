import { z } from 'zod'

/**
 * A program the signed-in customer owns (commerce §1 training programs; shell §2 /account/programming):
 * the product, how it is delivered (program_delivery: App or Email), its length, and the order that
 * gave it.
 */
export const OwnedProgram = z.object({
  productId: z.number().int(),
  name: z.string(),
  url: z.string().nullable(),
  thumbnail: z.string().nullable(),
  delivery: z.string().nullable(),
  durationWeeks: z.number().int().nullable(),
  daysPerWeek: z.number().int().nullable(),
  trial: z.boolean(),
  orderNumber: z.string(),
  grantedAt: z.string(),
})
export type OwnedProgram = z.infer<typeof OwnedProgram>

/** GET /svc_programming/programs (commerce §7): the customer's programs, newest first. */
export const ProgramsResponse = z.object({ programs: z.array(OwnedProgram) })
export type ProgramsResponse = z.infer<typeof ProgramsResponse>
