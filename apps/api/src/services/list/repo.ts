import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm'
import { inventory, listItems, lists, orders, productPrices, products } from '@ironhouse/db'
import type { Executor } from '@ironhouse/db'

export type ListRow = typeof lists.$inferSelect
export type ListItemRow = typeof listItems.$inferSelect
export type NewListItemRow = typeof listItems.$inferInsert

/** Whose lists: a signed-in customer's, or the visitor's (guest) lists. */
export type ListOwner = { guestId: string; customerId: number | null; groupId: number }

function ownedBy(owner: ListOwner) {
  return owner.customerId !== null
    ? eq(lists.customerId, owner.customerId)
    : and(isNull(lists.customerId), eq(lists.guestId, owner.guestId))
}

/**
 * Serialises the list writes of one owner (two tabs adding at once, a sign-in merge racing an add):
 * a transaction-scoped advisory lock on the owner's key, released at commit or rollback.
 */
export async function lockOwner(tx: Executor, owner: ListOwner): Promise<void> {
  const key = ownerKey(owner)
  await tx
    .select({ locked: sql`pg_advisory_xact_lock(4711009, hashtext(${sql.placeholder('key')}))` })
    .from(sql`(select 1) as one`)
    .prepare('ironhouse_list_owner_lock')
    .execute({ key })
}

export async function findActiveLists(db: Executor, owner: ListOwner): Promise<Array<ListRow>> {
  return db
    .select()
    .from(lists)
    .where(and(ownedBy(owner), eq(lists.isActive, true)))
    .orderBy(asc(lists.createdAt), asc(lists.id))
}

/** The guest's active lists, row-locked: a second sign-in racing this one waits, then sees them merged. */
export async function lockGuestLists(tx: Executor, guestId: string): Promise<Array<ListRow>> {
  return tx
    .select()
    .from(lists)
    .where(and(isNull(lists.customerId), eq(lists.guestId, guestId), eq(lists.isActive, true)))
    .orderBy(asc(lists.createdAt), asc(lists.id))
    .for('update')
}

export async function findOwnedList(db: Executor, owner: ListOwner, id: string): Promise<ListRow | undefined> {
  const rows = await db
    .select()
    .from(lists)
    .where(and(eq(lists.id, id), ownedBy(owner), eq(lists.isActive, true)))
    .limit(1)
  return rows[0]
}

/**
 * The owner's active list and its lines in position order, in one statement (add-to-cart reads them
 * under the owner's lock: docs/lists.md). A prepared statement on PostgreSQL (one per owner kind: the
 * session read's way), parsed once per connection.
 */
export async function findOwnedListWithItems(tx: Executor, owner: ListOwner, id: string): Promise<{ list: ListRow; items: Array<ListItemRow> } | undefined> {
  const whose =
    owner.customerId !== null
      ? eq(lists.customerId, sql.placeholder('customerId'))
      : and(isNull(lists.customerId), eq(lists.guestId, sql.placeholder('guestId')))
  const rows = await tx
    .select({ list: lists, item: listItems })
    .from(lists)
    .leftJoin(listItems, eq(listItems.listId, lists.id))
    .where(and(eq(lists.id, sql.placeholder('id')), whose, eq(lists.isActive, true)))
    .orderBy(asc(listItems.position))
    .prepare(owner.customerId !== null ? 'ironhouse_customer_list_with_items' : 'ironhouse_guest_list_with_items')
    .execute({ id, customerId: owner.customerId, guestId: owner.guestId })
  const first = rows[0]
  if (!first) return undefined
  return { list: first.list, items: rows.flatMap((row) => (row.item ? [row.item] : [])) }
}

export async function findListById(db: Executor, id: string): Promise<ListRow | undefined> {
  const rows = await db.select().from(lists).where(eq(lists.id, id)).limit(1)
  return rows[0]
}

export async function findListByUrlKey(db: Executor, urlKey: string): Promise<ListRow | undefined> {
  const rows = await db
    .select()
    .from(lists)
    .where(and(eq(lists.urlKey, urlKey), eq(lists.isActive, true), inArray(lists.type, ['wishlist', 'registry'])))
    .limit(1)
  return rows[0]
}

export async function findRegistryById(db: Executor, id: string): Promise<ListRow | undefined> {
  const rows = await db
    .select()
    .from(lists)
    .where(and(eq(lists.id, id), eq(lists.type, 'registry'), eq(lists.isActive, true)))
    .limit(1)
  return rows[0]
}

/** Active registries whose registrant's name contains the words searched for (any order). */
export async function searchRegistries(db: Executor, name: string): Promise<Array<ListRow>> {
  const words = name.toLowerCase().split(/\s+/).filter((w) => w.length > 0).slice(0, 5)
  const conditions = words.map((w) => sql`lower(${lists.metadata}->>'registrantName') like ${`%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`)
  return db
    .select()
    .from(lists)
    .where(and(eq(lists.type, 'registry'), eq(lists.isActive, true), ...conditions))
    .orderBy(asc(sql`lower(${lists.metadata}->>'registrantName')`))
    .limit(50)
}

export async function insertList(db: Executor, row: typeof lists.$inferInsert): Promise<ListRow> {
  const [created] = await db.insert(lists).values(row).returning()
  if (!created) throw new Error('list insert returned no row')
  return created
}

export async function touchList(db: Executor, id: string, changes: Partial<Pick<ListRow, 'metadata' | 'isActive' | 'customerId' | 'guestId'>> = {}) {
  await db
    .update(lists)
    .set({ ...changes, version: sql`${lists.version} + 1`, updatedAt: sql`now()` })
    .where(eq(lists.id, id))
}

/** The key of an owner's advisory lock (lockOwner). */
function ownerKey(owner: ListOwner): string {
  return owner.customerId !== null ? `customer:${owner.customerId}` : `guest:${owner.guestId}`
}

/**
 * An add's writes in one statement (docs/lists.md "Add-to-cart cost"): the list's version goes from
 * `version` to the next only if it still is `version` (no other write since the lines were read), the
 * changed lines get their new quantities and the new lines are inserted, all or nothing. The statement
 * takes the owner's advisory lock first, so a write holding it (a move, a merge, an add that had to
 * wait) finishes before this one checks the version. Answers the list's new updatedAt, or null when
 * the version had moved on (nothing written).
 */
export async function applyAdd(
  db: Executor,
  owner: ListOwner,
  list: Pick<ListRow, 'id' | 'version'>,
  changed: ReadonlyArray<{ id: string; qty: number }>,
  inserts: ReadonlyArray<NewListItemRow>,
): Promise<string | null> {
  const rows = inserts.map((row, n) => ({
    n,
    id: row.id,
    list_id: row.listId,
    product_id: row.productId,
    qty: row.qty,
    options: row.options ?? {},
    children: row.children ?? [],
    metadata: row.metadata ?? {},
    snapshot: row.snapshot ?? {},
    line_key: row.lineKey,
  }))
  const result = await db.execute<{ updated_at: string }>(sql`
    with bump as (
      update lists set version = version + 1, updated_at = now()
      where id = ${list.id} and version = ${list.version} and pg_advisory_xact_lock(4711009, hashtext(${ownerKey(owner)})) is not null
      returning updated_at
    ), changed as (
      update list_items as li set qty = v.qty
      from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as v(id uuid, qty integer)
      where li.id = v.id and li.list_id = ${list.id} and exists (select 1 from bump)
    ), added as (
      insert into list_items (id, list_id, product_id, qty, options, children, metadata, snapshot, line_key)
      select r.id, r.list_id, r.product_id, r.qty, r.options, r.children, r.metadata, r.snapshot, r.line_key
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(n integer, id uuid, list_id uuid, product_id integer, qty integer, options jsonb, children jsonb, metadata jsonb, snapshot jsonb, line_key text)
      where exists (select 1 from bump)
      order by r.n
    )
    select updated_at from bump`)
  const found = (result as unknown as { rows?: Array<{ updated_at: string }> }).rows ?? (result as unknown as Array<{ updated_at: string }>)
  const updatedAt = found[0]?.updated_at
  return updatedAt === undefined ? null : (lists.updatedAt.mapFromDriverValue(updatedAt) as string)
}

export async function findItems(db: Executor, listIds: ReadonlyArray<string>): Promise<Array<ListItemRow>> {
  if (listIds.length === 0) return []
  return db
    .select()
    .from(listItems)
    .where(inArray(listItems.listId, [...listIds]))
    .orderBy(asc(listItems.position))
}

export async function insertItems(db: Executor, rows: ReadonlyArray<NewListItemRow>): Promise<void> {
  if (rows.length > 0) await db.insert(listItems).values([...rows])
}

export async function updateItem(db: Executor, id: string, changes: Partial<Pick<ListItemRow, 'qty' | 'options' | 'metadata' | 'lineKey' | 'snapshot' | 'children'>>) {
  await db.update(listItems).set(changes).where(eq(listItems.id, id))
}

export async function deleteItems(db: Executor, listId: string, itemIds?: ReadonlyArray<string>) {
  const where = itemIds ? and(eq(listItems.listId, listId), inArray(listItems.id, [...itemIds])) : eq(listItems.listId, listId)
  await db.delete(listItems).where(where)
}

export type CatalogRow = {
  product: typeof products.$inferSelect
  price: typeof productPrices.$inferSelect | null
  inventory: typeof inventory.$inferSelect | null
}

/** Products of the lines (with their children), priced for one store, with stock. */
export async function findCatalogProducts(db: Executor, ids: ReadonlyArray<number>, storeId: number): Promise<Array<CatalogRow>> {
  if (ids.length === 0) return []
  return db
    .select({ product: products, price: productPrices, inventory })
    .from(products)
    .leftJoin(productPrices, and(eq(productPrices.productId, products.productId), eq(productPrices.storeId, storeId)))
    .leftJoin(inventory, eq(inventory.productId, products.productId))
    .where(inArray(products.productId, [...new Set(ids)]))
}

/**
 * What a customer's orders hold of the products with a SKU, by product id (commerce §5 one per account):
 * every order but those whose payment failed or that were cancelled. Reads the checkout's orders.
 */
export async function orderedQtyBySku(db: Executor, customerId: number, sku: string): Promise<Map<number, number>> {
  const held = new Map<number, number>()
  const ids = (await db.select({ productId: products.productId }).from(products).where(eq(products.sku, sku))).map((r) => r.productId)
  if (ids.length === 0) return held
  const placed = await db
    .select({ items: orders.items })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), notInArray(orders.status, ['payment_error', 'canceled'])))
  for (const { items } of placed) {
    for (const line of items) {
      const productId = Number(line.productId)
      if (ids.includes(productId)) held.set(productId, (held.get(productId) ?? 0) + Number(line.qty ?? 0))
    }
  }
  return held
}

/**
 * Adds to the purchased count of one registry line (commerce §3 metadata.registry.purchased), never
 * below 0, in one statement so concurrent orders both count.
 */
export async function addRegistryPurchased(db: Executor, registryId: string, itemId: string, delta: number): Promise<void> {
  await db
    .update(listItems)
    .set({
      metadata: sql`jsonb_set(${listItems.metadata}, '{registry,purchased}', to_jsonb(greatest(0, coalesce((${listItems.metadata}->'registry'->>'purchased')::int, 0) + ${delta})))`,
    })
    .where(and(eq(listItems.id, itemId), eq(listItems.listId, registryId), sql`${listItems.metadata} ? 'registry'`))
}
