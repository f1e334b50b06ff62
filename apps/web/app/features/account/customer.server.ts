import { z } from 'zod'
import type { ApiClient } from '../../platform/api.server.ts'

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
