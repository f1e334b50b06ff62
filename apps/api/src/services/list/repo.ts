import { and, asc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm'
import { inventory, listItems, lists, orders, productPrices, products } from '@ironhouse/db'
import { prepared } from '../../lib/prepared.ts'
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

/**
 * What reading a list needs, in one statement (docs/lists.md "Add-to-cart cost"): the owner's active
 * list, its lines in position order, the stock of every product its lines and `extraIds` name (their
 * chosen children too), and the catalogue's epoch (migration catalog_epoch), all from one snapshot.
 */
export type ListRead = {
  list: ListRow
  items: Array<ListItemRow>
  /** Stock rows by product id, of the products in `covered` that have one. */
  stock: Map<number, InventoryRow>
  /** The products whose stock the statement read: the lines', their children's and `extraIds`. */
  covered: Set<number>
  /** The catalogue's epoch at the statement (a bigint as text). */
  epoch: string
}
export type InventoryRow = typeof inventory.$inferSelect

/**
 * The ids a line's stock depends on: its product and its chosen children (a statement's SQL below;
 * `"lists"."id"` written out: drizzle leaves the table off the columns of a one-table select). The
 * stock is read by `product_id = any(array(…))`: an index scan, where `in (…) or …` scans the table.
 */
const LINE_PRODUCT_IDS = sql`
  select li.product_id from list_items li where li.list_id = "lists"."id"
  union
  select (c->>'productId')::int from list_items li cross join lateral jsonb_array_elements(case when jsonb_typeof(li.children) = 'array' then li.children else '[]'::jsonb end) as c
  where li.list_id = "lists"."id" and c->>'productId' ~ '^[0-9]{1,9}$'`

/** The list statement's columns: the list, its lines, their stock (and `extraIds`'), the catalogue's epoch. */
function listReadFields(extraIds: SQL) {
  return {
    list: lists,
    items: sql<Array<ListItemRow>>`(
      select coalesce(json_agg(json_build_object(
        'id', li.id, 'listId', li.list_id, 'productId', li.product_id, 'qty', li.qty, 'options', li.options,
        'children', li.children, 'metadata', li.metadata, 'snapshot', li.snapshot, 'lineKey', li.line_key,
        'position', li.position, 'createdAt', li.created_at::text
      ) order by li.position), '[]'::json)
      from list_items li where li.list_id = "lists"."id")`,
    stock: sql<Array<InventoryRow>>`(
      select coalesce(json_agg(json_build_object(
        'productId', i.product_id, 'qoh', i.qoh, 'min', i.min, 'max', i.sellable_max, 'sellableMax', i.sellable_max, 'bin', i.bin, 'backorder', i.backorder,
        'leadTime', i.lead_time, 'restockStatus', i.restock_status, 'promoQty', i.promo_qty
      )), '[]'::json)
      from inventory i
      where i.product_id = any(array(${LINE_PRODUCT_IDS} union select unnest(${extraIds}))))`,
    epoch: sql<string>`(select value::text from catalog_epoch where id = 1)`,
  }
}

function whoseLists(kind: 'customer' | 'guest') {
  return kind === 'customer' ? eq(lists.customerId, sql.placeholder('customerId')) : and(isNull(lists.customerId), eq(lists.guestId, sql.placeholder('guestId')))
}

function buildListRead(db: Executor, kind: 'customer' | 'guest') {
  return db
    .select(listReadFields(sql`${sql.placeholder('extraIds')}::int[]`))
    .from(lists)
    .where(and(eq(lists.id, sql.placeholder('id')), whoseLists(kind), eq(lists.isActive, true)))
    .prepare(`ironhouse_${kind}_list_read`)
}

function buildListsRead(db: Executor, kind: 'customer' | 'guest') {
  return db
    .select(listReadFields(sql`'{}'::int[]`))
    .from(lists)
    .where(and(whoseLists(kind), eq(lists.isActive, true)))
    .orderBy(asc(lists.createdAt), asc(lists.id))
    .prepare(`ironhouse_${kind}_lists_read`)
}


function toListRead(row: { list: ListRow; items: Array<ListItemRow>; stock: Array<InventoryRow>; epoch: string }, extraIds: ReadonlyArray<number>): ListRead {
  const covered = new Set(extraIds)
  for (const item of row.items) {
    covered.add(item.productId)
    for (const child of Array.isArray(item.children) ? item.children : []) {
      const id = child.productId
      if (typeof id === 'number' && Number.isInteger(id) && id >= 0 && id < 1e9) covered.add(id)
    }
  }
  return { list: row.list, items: row.items, stock: new Map(row.stock.map((s) => [s.productId, s])), covered, epoch: row.epoch }
}

/**
 * The owner's active list as `ListRead`, or undefined. Built once per database handle (outside a
 * transaction: the hot reads of getList and addItems), a prepared statement on PostgreSQL.
 */
export async function readOwnedList(db: Executor, owner: ListOwner, id: string, extraIds: ReadonlyArray<number>): Promise<ListRead | undefined> {
  const kind = owner.customerId !== null ? 'customer' : 'guest'
  const query = prepared(db, `ironhouse_${kind}_list_read`, () => buildListRead(db, kind))
  const rows = await query.execute({ id, customerId: owner.customerId, guestId: owner.guestId, extraIds: [...new Set(extraIds)] })
  const row = rows[0]
  return row ? toListRead(row, extraIds) : undefined
}

/** Every active list of the owner as `ListRead`, oldest first (GET /lists?active=true), in one statement. */
export async function readOwnedLists(db: Executor, owner: ListOwner): Promise<Array<ListRead>> {
  const kind = owner.customerId !== null ? 'customer' : 'guest'
  const query = prepared(db, `ironhouse_${kind}_lists_read`, () => buildListsRead(db, kind))
  const rows = await query.execute({ customerId: owner.customerId, guestId: owner.guestId })
  return rows.map((row) => toListRead(row, []))
}

/** An inventory row with `max` as the store answers it: what may be bought now (schema: inventory.sellable_max). */
const sellable = (row: InventoryRow): InventoryRow => ({ ...row, max: row.sellableMax })

/** The stock of products (inventory rows by product id), `max` what may be bought now. */
export async function findStock(db: Executor, ids: ReadonlyArray<number>): Promise<Map<number, InventoryRow>> {
  if (ids.length === 0) return new Map()
  const rows = await db.select().from(inventory).where(inArray(inventory.productId, [...new Set(ids)]))
  return new Map(rows.map((r) => [r.productId, sellable(r)]))
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

/** Bumps a list's version with the changes given; answers its type (undefined when there is no such list). */
export async function touchList(db: Executor, id: string, changes: Partial<Pick<ListRow, 'metadata' | 'isActive' | 'customerId' | 'guestId'>> = {}): Promise<string | undefined> {
  const [row] = await db
    .update(lists)
    .set({ ...changes, version: sql`${lists.version} + 1`, updatedAt: sql`now()` })
    .where(eq(lists.id, id))
    .returning({ type: lists.type })
  return row?.type
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
  const query = prepared(db, 'ironhouse_list_apply_add', () => buildApplyAdd(db))
  const [row] = await query.execute({ id: list.id, version: list.version, key: ownerKey(owner), changed: JSON.stringify(changed), rows: JSON.stringify(rows) })
  return row?.updatedAt ?? null
}

/** applyAdd's statement: a prepared statement (parsed and planned once per connection), built once per handle. */
function buildApplyAdd(db: Executor) {
  const bump = db.$with('bump', { updatedAt: sql<string>`updated_at` }).as(sql`
    update lists set version = version + 1, updated_at = now()
    where id = ${sql.placeholder('id')} and version = ${sql.placeholder('version')}
      and pg_advisory_xact_lock(4711009, hashtext(${sql.placeholder('key')})) is not null
    returning updated_at`)
  const changed = db.$with('changed', {}).as(sql`
    update list_items as li set qty = v.qty
    from jsonb_to_recordset(${sql.placeholder('changed')}::jsonb) as v(id uuid, qty integer)
    where li.id = v.id and li.list_id = ${sql.placeholder('id')} and exists (select 1 from bump)`)
  const added = db.$with('added', {}).as(sql`
    insert into list_items (id, list_id, product_id, qty, options, children, metadata, snapshot, line_key)
    select r.id, r.list_id, r.product_id, r.qty, r.options, r.children, r.metadata, r.snapshot, r.line_key
    from jsonb_to_recordset(${sql.placeholder('rows')}::jsonb) as r(n integer, id uuid, list_id uuid, product_id integer, qty integer, options jsonb, children jsonb, metadata jsonb, snapshot jsonb, line_key text)
    where exists (select 1 from bump)
    order by r.n`)
  return db
    .with(bump, changed, added)
    .select({ updatedAt: sql<string>`"bump"."updated_at"`.mapWith(lists.updatedAt) })
    .from(bump)
    .prepare('ironhouse_list_apply_add')
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

/**
 * Products of the lines (with their children), priced for one store, with stock (`max` what may be bought
 * now, as the list statement reads it: a quantity change, a move and checkout's read see what is on hand).
 */
export async function findCatalogProducts(db: Executor, ids: ReadonlyArray<number>, storeId: number): Promise<Array<CatalogRow>> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ product: products, price: productPrices, inventory })
    .from(products)
    .leftJoin(productPrices, and(eq(productPrices.productId, products.productId), eq(productPrices.storeId, storeId)))
    .leftJoin(inventory, eq(inventory.productId, products.productId))
    .where(inArray(products.productId, [...new Set(ids)]))
  return rows.map((row) => (row.inventory ? { ...row, inventory: sellable(row.inventory) } : row))
}

function buildCatalogRead(db: Executor) {
  return db
    .select({ product: products, price: productPrices, epoch: sql<string>`(select value::text from catalog_epoch where id = 1)` })
    .from(products)
    .leftJoin(productPrices, and(eq(productPrices.productId, products.productId), eq(productPrices.storeId, sql.placeholder('storeId'))))
    .where(sql`${products.productId} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('ironhouse_list_catalog_read')
}

/**
 * Products and their price rows in one store, without stock, with the catalogue's epoch they were read
 * at (`epoch` is that of the statement, also when no product is found). A prepared statement built once
 * per database handle: only for reads outside a transaction.
 */
export async function readCatalogProducts(
  db: Executor,
  ids: ReadonlyArray<number>,
  storeId: number,
): Promise<{ rows: Array<Omit<CatalogRow, 'inventory'>>; epoch: string | null }> {
  const query = prepared(db, 'ironhouse_list_catalog_read', () => buildCatalogRead(db))
  const found = await query.execute({ ids: [...new Set(ids)], storeId })
  return { rows: found.map(({ product, price }) => ({ product, price })), epoch: found[0]?.epoch ?? null }
}

/** The group prices of products for a group in a store, and the catalogue's epoch of the statement. */
export async function readGroupPrices(db: Executor, groupId: number, storeId: number, ids: ReadonlyArray<number>): Promise<{ prices: Map<number, number>; epoch: string }> {
  const result = await db.execute<{ product_id: number; price: number | null; epoch: string }>(sql`
    select g.product_id, g.price, e.value::text as epoch
    from catalog_epoch e
    left join product_group_prices g on g.group_id = ${groupId} and g.store_id = ${storeId} and g.product_id = any(${sql.param([...new Set(ids)])}::int[])
    where e.id = 1`)
  const rows = (result as unknown as { rows?: Array<{ product_id: number | null; price: number | null; epoch: string }> }).rows ?? (result as unknown as Array<{ product_id: number | null; price: number | null; epoch: string }>)
  const prices = new Map<number, number>()
  for (const row of rows) if (row.product_id !== null && row.price !== null) prices.set(row.product_id, row.price)
  return { prices, epoch: rows[0]?.epoch ?? '' }
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
