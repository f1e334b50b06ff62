import { PUSH_TYPE_DEFAULTS, PUSH_TYPES, type PushNotification, type PushPreferencesResponse, type PushType } from '@ironhouse/contracts'
import { withTransaction, type Db, type Executor } from '@ironhouse/db'
import { AppError } from '../../lib/app-errors.ts'
import * as repo from './repo.ts'

/** Every type with the customer's choice, else its default (contracts PUSH_TYPE_DEFAULTS). */
export async function preferencesOf(db: Executor, customerId: number): Promise<PushPreferencesResponse> {
  const chosen = new Map((await repo.findPreferences(db, customerId)).map((row) => [row.type, row.enabled]))
  return { preferences: PUSH_TYPES.map((type) => ({ type, enabled: chosen.get(type) ?? PUSH_TYPE_DEFAULTS[type] })) }
}

/** Changes the named types (one transaction: all or none), answers every type. */
export async function choosePreferences(db: Db, customerId: number, changes: Partial<Record<PushType, boolean>>): Promise<PushPreferencesResponse> {
  return withTransaction(db, async (tx) => {
    for (const type of PUSH_TYPES) {
      const enabled = changes[type]
      if (enabled !== undefined) await repo.upsertPreference(tx, customerId, type, enabled)
    }
    return preferencesOf(tx, customerId)
  })
}

/** Whether the customer gets notifications of this type: their choice, else the type's default. */
export async function wantsType(db: Executor, customerId: number, type: PushType): Promise<boolean> {
  return (await repo.findPreference(db, customerId, type)) ?? PUSH_TYPE_DEFAULTS[type]
}

function toNotification(row: repo.PushNotificationRow): PushNotification {
  return {
    id: row.id,
    type: row.type as PushType,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: new Date(row.createdAt).toISOString(),
    readAt: row.readAt === null ? null : new Date(row.readAt).toISOString(),
  }
}

export async function notificationsOf(db: Executor, customerId: number, query: { types?: Array<PushType> | undefined; unread?: '0' | '1' | undefined; limit: number }) {
  const types = query.types ? [...new Set(query.types)] : null
  const [rows, unread] = await Promise.all([
    repo.findNotifications(db, customerId, { types, unreadOnly: query.unread === '1' }, query.limit),
    repo.countUnread(db, customerId, types),
  ])
  return { notifications: rows.map(toNotification), unread }
}

/**
 * Marks notifications read: the named ids, all of which must be the customer's (else 404 and nothing
 * changes), or every one. Answers how many stay unread.
 */
export async function readNotifications(db: Db, customerId: number, body: { ids: Array<number> } | { all: true }): Promise<{ unread: number }> {
  return withTransaction(db, async (tx) => {
    const ids = 'ids' in body ? [...new Set(body.ids)] : null
    const marked = await repo.markRead(tx, customerId, ids)
    if (ids && marked.length !== ids.length) {
      const missing = ids.filter((id) => !marked.includes(id))
      throw new AppError('not_found', `Notification ${missing.join(', ')} was not found`)
    }
    return { unread: await repo.countUnread(tx, customerId, null) }
  })
}
