import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { pushNotifications, pushPreferences, type Executor, type PushNotificationRow } from '@ironhouse/db'

export type { PushNotificationRow }
export type NotificationFilter = { types: ReadonlyArray<string> | null; unreadOnly: boolean }

function ofCustomer(customerId: number, filter: NotificationFilter) {
  return and(
    eq(pushNotifications.customerId, customerId),
    filter.types ? inArray(pushNotifications.type, [...filter.types]) : undefined,
    filter.unreadOnly ? isNull(pushNotifications.readAt) : undefined,
  )
}

/** The customer's chosen types (rows only; a type without one has its default). */
export async function findPreferences(db: Executor, customerId: number): Promise<Array<{ type: string; enabled: boolean }>> {
  return db.select({ type: pushPreferences.type, enabled: pushPreferences.enabled }).from(pushPreferences).where(eq(pushPreferences.customerId, customerId))
}

export async function findPreference(db: Executor, customerId: number, type: string): Promise<boolean | null> {
  const [row] = await db
    .select({ enabled: pushPreferences.enabled })
    .from(pushPreferences)
    .where(and(eq(pushPreferences.customerId, customerId), eq(pushPreferences.type, type)))
  return row?.enabled ?? null
}

export async function upsertPreference(db: Executor, customerId: number, type: string, enabled: boolean): Promise<void> {
  await db
    .insert(pushPreferences)
    .values({ customerId, type, enabled })
    .onConflictDoUpdate({ target: [pushPreferences.customerId, pushPreferences.type], set: { enabled, updatedAt: sql`now()` } })
}

export async function findNotifications(db: Executor, customerId: number, filter: NotificationFilter, limit: number): Promise<Array<PushNotificationRow>> {
  return db
    .select()
    .from(pushNotifications)
    .where(ofCustomer(customerId, filter))
    .orderBy(desc(pushNotifications.createdAt), desc(pushNotifications.id))
    .limit(limit)
}

export async function countUnread(db: Executor, customerId: number, types: ReadonlyArray<string> | null): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushNotifications).where(ofCustomer(customerId, { types, unreadOnly: true }))
  return row?.n ?? 0
}

/** Inserts a notification unless the customer already has one with its key; false then. */
export async function insertNotification(db: Executor, row: typeof pushNotifications.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(pushNotifications).values(row).onConflictDoNothing().returning({ id: pushNotifications.id })
  return inserted.length > 0
}

/** Marks the customer's notifications of these ids read (all of them with null); the ids of theirs it found. */
export async function markRead(db: Executor, customerId: number, ids: ReadonlyArray<number> | null): Promise<Array<number>> {
  const rows = await db
    .update(pushNotifications)
    .set({ readAt: sql`coalesce(${pushNotifications.readAt}, now())` })
    .where(and(eq(pushNotifications.customerId, customerId), ids ? inArray(pushNotifications.id, [...ids]) : undefined))
    .returning({ id: pushNotifications.id })
  return rows.map((r) => r.id)
}
