import { z } from 'zod'
import { PlainText } from './common.ts'

export const EntityType = z.enum(['product', 'category', 'content', 'redirect'])

/** GET /svc_route/route?url={path} (cached 2 h). */
export const RouteQuery = z.object({ url: PlainText.min(1).max(2048) })
export const RouteResponse = z.object({
  entityType: EntityType,
  entityId: z.number().int().nullable(),
  redirectTarget: z.string().nullable(),
  redirectType: z.number().int().nullable(),
  related: z.object({ EUROPE: z.string().nullable().optional() }),
})
export type RouteResponse = z.infer<typeof RouteResponse>
