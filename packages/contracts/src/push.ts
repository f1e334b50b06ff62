import { z } from 'zod'
import { Id, integerParam } from './common.ts'

/**
 * The kinds of notification the store sends a customer (platform §7 svc_push; docs/app-shell.md): order
 * updates (an order confirmed, shipped, cancelled or refused by the payment), back in stock (a notify-me
 * sign-up whose product can be bought again), deals and events (announcements).
 */
export const PUSH_TYPES = ['order_updates', 'back_in_stock', 'deals', 'events'] as const
export const PushType = z.enum(PUSH_TYPES)
export type PushType = z.infer<typeof PushType>

/** What a customer who never chose gets: what they asked for (their orders, their sign-ups) on, announcements off. */
export const PUSH_TYPE_DEFAULTS: Readonly<Record<PushType, boolean>> = {
  order_updates: true,
  back_in_stock: true,
  deals: false,
  events: false,
}

export const PUSH_TYPE_LABELS: Readonly<Record<PushType, string>> = {
  order_updates: 'Order updates',
  back_in_stock: 'Back in stock',
  deals: 'Deals',
  events: 'Events',
}

/** GET and PUT /svc_push/preferences: every type with whether the customer gets it. */
export const PushPreferencesResponse = z.object({
  preferences: z.array(z.object({ type: PushType, enabled: z.boolean() })),
})
export type PushPreferencesResponse = z.infer<typeof PushPreferencesResponse>

/** PUT /svc_push/preferences: the types to change (others stay as they are); at least one. */
export const PushPreferencesBody = z
  .object({ preferences: z.partialRecord(PushType, z.boolean()) })
  .strict()
  .refine((body) => Object.keys(body.preferences).length > 0, { message: 'Name at least one notification type', path: ['preferences'] })

export const PushNotification = z.object({
  id: z.number().int(),
  type: PushType,
  title: z.string(),
  body: z.string(),
  /** A site-relative path of the store the notification opens (an order, a product), or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
})
export type PushNotification = z.infer<typeof PushNotification>

/** The most notifications one GET /svc_push/notifications answers. */
export const PUSH_PAGE_LIMIT = 50

/**
 * GET /svc_push/notifications?types=&unread=&limit=: the customer's notifications, newest first.
 * `types`: comma-separated PushType names (all when absent); `unread=1`: unread ones only.
 */
export const PushNotificationsQuery = z.object({
  types: z
    .string()
    .max(200)
    .transform((s) => s.split(','))
    .pipe(z.array(PushType).min(1).max(PUSH_TYPES.length))
    .optional(),
  unread: z.enum(['0', '1']).optional(),
  limit: integerParam(z.number().int().min(1).max(PUSH_PAGE_LIMIT)).default(PUSH_PAGE_LIMIT),
})

/** `unread`: how many of the customer's notifications (of the asked types) are unread in all. */
export const PushNotificationsResponse = z.object({ notifications: z.array(PushNotification), unread: z.number().int() })
export type PushNotificationsResponse = z.infer<typeof PushNotificationsResponse>

/** POST /svc_push/notifications/read: these ids (the customer's own), or every one (`all`). */
export const PushReadBody = z.union([
  z.object({ ids: z.array(Id).min(1).max(PUSH_PAGE_LIMIT) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
])
export const PushReadResponse = z.object({ unread: z.number().int() })
