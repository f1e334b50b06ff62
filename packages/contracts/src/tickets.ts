import { z } from 'zod'
import { Money } from './common.ts'

/**
 * A customer's ticket (commerce §3 Ticket: product (productId, discount value, type, freeShipping),
 * remainingUses, orderId, _id). The discount value is a percent, or for `fixed` minor units of the
 * store the answer is for; remainingUses null is unlimited.
 */
export const Ticket = z.object({
  _id: z.string(),
  product: z.object({
    productId: z.number().int(),
    value: Money,
    type: z.enum(['percent', 'fixed']),
    freeShipping: z.boolean(),
  }),
  remainingUses: z.number().int().nullable(),
  orderId: z.string().nullable(),
})
export type Ticket = z.infer<typeof Ticket>

/** GET /svc_ticket/tickets (shell §5): the signed-in customer's tickets. */
export const TicketsResponse = z.object({ tickets: z.array(Ticket) })
