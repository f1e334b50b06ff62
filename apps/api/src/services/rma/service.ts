import { and, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm'
import type { RmaLabel, RmaOrder, RmaReturnRequest, RmaReturnSummary } from '@ironhouse/contracts'
import {
  canMoveReturn,
  lineRefund,
  lineShares,
  paidForGoods,
  RELEASED_RETURN_STATUSES,
  RETURN_REASON_CODES,
  returnableQuantity,
  returnsAddressFor,
  returnWindow,
  siteCodeOfStore,
  type RefundOrderTotals,
  type ReturnStatus,
  addMinor,
} from '@ironhouse/domain'
import { orders, returnItems, returnLookups, returns, withTransaction, type Db, type Executor, type OrderRow, type ReturnItemRow, type ReturnRow } from '@ironhouse/db'
import { AppError } from '../../lib/app-errors.ts'

/** Who asks: the session's guest id, and the customer when signed in. */
export type Asker = { guestId: string; customerId: number | null }

type OrderLineRow = { listItemId: string; productId: number; sku: string; name: string; qty: number; rowTotal: number; thumbnail: string | null }

const ORDER_NOT_FOUND = 'We could not find an order with that number and email'

/** The lines of an order that are goods (digital programs are not sent back). */
function goodsLines(order: OrderRow): Array<OrderLineRow> {
  const programs = new Set(Array.isArray(order.meta.programs) ? (order.meta.programs as Array<number>) : [])
  return (order.items as unknown as Array<OrderLineRow>).filter((line) => line.qty > 0 && !programs.has(line.productId))
}

/** Each goods line's share of what the order's goods were paid (minor units), by listItemId. */
function paidByLine(order: OrderRow): Map<string, number> {
  const lines = order.items as unknown as Array<OrderLineRow>
  const shares = lineShares(lines.map((line) => line.rowTotal), paidForGoods(order.totals as unknown as RefundOrderTotals))
  return new Map(lines.map((line, index) => [line.listItemId, shares[index] ?? 0]))
}

function windowOf(order: OrderRow, now: Date) {
  const shippedAt = (order.shipments as Array<{ shippedAt?: unknown }>).map((shipment) => shipment.shippedAt).filter((at): at is string => typeof at === 'string')
  return returnWindow({ status: order.status, placedAt: new Date(order.createdAt).toISOString(), shippedAt }, now)
}

/** Units of each line already in returns that still hold them (not rejected or cancelled). */
async function unitsInReturns(db: Db | Executor, orderId: number): Promise<Map<string, number>> {
  const rows = await (db as Executor)
    .select({ listItemId: returnItems.listItemId, qty: sql<number>`sum(${returnItems.qty})::int` })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(and(eq(returns.orderId, orderId), notInArray(returns.status, [...RELEASED_RETURN_STATUSES])))
    .groupBy(returnItems.listItemId)
  return new Map(rows.map((row) => [row.listItemId, Number(row.qty)]))
}

/** May this session act on this order: its signed-in owner, or a session that proved the order's email. */
async function mayUse(db: Db | Executor, asker: Asker, order: OrderRow): Promise<boolean> {
  if (asker.customerId !== null && order.customerId === asker.customerId) return true
  const [grant] = await (db as Executor)
    .select({ orderId: returnLookups.orderId })
    .from(returnLookups)
    .where(and(eq(returnLookups.guestId, asker.guestId), eq(returnLookups.orderId, order.id)))
  return grant !== undefined
}

async function findOrder(db: Db | Executor, orderNumber: string, lock = false): Promise<OrderRow | undefined> {
  const query = (db as Executor).select().from(orders).where(eq(orders.orderNumber, orderNumber))
  const [row] = lock ? await query.for('update') : await query
  return row
}

/** The order of a session may act on, else 404 (an order of someone else is not told apart from none). */
async function orderFor(db: Db | Executor, asker: Asker, orderNumber: string, lock = false): Promise<OrderRow> {
  const order = await findOrder(db, orderNumber, lock)
  if (!order || order.status === 'payment_error' || !(await mayUse(db, asker, order))) throw new AppError('not_found', 'Order was not found')
  return order
}

export function summaryOf(row: ReturnRow, items: ReadonlyArray<ReturnItemRow>): RmaReturnSummary {
  return {
    rmaNumber: row.rmaNumber,
    dateIssued: row.issuedOn,
    status: row.status as ReturnStatus,
    refundAmount: row.refundAmount,
    currency: row.currency,
    createdAt: new Date(row.createdAt).toISOString(),
    items: items.filter((item) => item.returnId === row.id).map((item) => ({ listItemId: item.listItemId, sku: item.sku, name: item.name, qty: item.qty, reason: item.reason, refundAmount: item.refundAmount })),
  }
}

async function returnsOf(db: Db | Executor, orderId: number): Promise<Array<RmaReturnSummary>> {
  const rows = await (db as Executor).select().from(returns).where(eq(returns.orderId, orderId)).orderBy(desc(returns.id))
  if (rows.length === 0) return []
  const items = await (db as Executor).select().from(returnItems).where(inArray(returnItems.returnId, rows.map((row) => row.id))).orderBy(returnItems.id)
  return rows.map((row) => summaryOf(row, items))
}

async function viewOf(db: Db | Executor, order: OrderRow, now: Date): Promise<RmaOrder> {
  const held = await unitsInReturns(db, order.id)
  const paid = paidByLine(order)
  const window = windowOf(order, now)
  return {
    orderId: order.orderNumber,
    storeId: order.storeId,
    currency: order.currency,
    status: order.status,
    placedAt: new Date(order.createdAt).toISOString(),
    window: window.open ? { open: true, closesAt: window.closesAt, reason: null } : { open: false, closesAt: window.closesAt, reason: window.reason },
    lines: goodsLines(order).map((line) => {
      const inReturns = held.get(line.listItemId) ?? 0
      return {
        listItemId: line.listItemId,
        sku: line.sku,
        name: line.name,
        thumbnail: line.thumbnail ?? null,
        bought: line.qty,
        inReturns,
        returnable: window.open ? returnableQuantity(line.qty, inReturns) : 0,
        paid: paid.get(line.listItemId) ?? 0,
      }
    }),
    returns: await returnsOf(db, order.id),
  }
}

/**
 * The returns lookup: an order by its number and the email it was placed with. A match lets this
 * session return its goods and read its labels (return_lookups); a mismatch answers the same 404 as
 * an order that does not exist.
 */
export async function lookUpOrder(db: Db, asker: Asker, orderNumber: string, email: string, now: Date): Promise<RmaOrder> {
  const order = await findOrder(db, orderNumber)
  if (!order || order.status === 'payment_error' || order.email.toLowerCase() !== email.trim().toLowerCase()) throw new AppError('not_found', ORDER_NOT_FOUND)
  await (db as Executor).insert(returnLookups).values({ guestId: asker.guestId, orderId: order.id }).onConflictDoNothing()
  return viewOf(db, order, now)
}

export async function readReturnableOrder(db: Db, asker: Asker, orderNumber: string, now: Date): Promise<RmaOrder> {
  return viewOf(db, await orderFor(db, asker, orderNumber), now)
}

/** A signed-in customer's orders (newest 50), each with whether its return window is open. */
export async function customerOrderChoices(db: Db, customerId: number, now: Date) {
  const rows = await (db as Executor)
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), notInArray(orders.status, ['payment_error'])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(50)
  return {
    orders: rows.map((order) => {
      const window = windowOf(order, now)
      const lines = goodsLines(order)
      return {
        orderId: order.orderNumber,
        placedAt: new Date(order.createdAt).toISOString(),
        status: order.status,
        grandTotal: order.grandTotal,
        currency: order.currency,
        itemCount: lines.reduce((sum, line) => sum + line.qty, 0),
        open: window.open && lines.length > 0,
        closesAt: window.closesAt,
      }
    }),
  }
}

type Decided = { order: OrderRow; refundAmount: number; items: Array<{ listItemId: string; sku: string; name: string; qty: number; reason: string; refundAmount: number }> }

/** Checks a return against the order as it is now; answers the lines with their refunds. */
function decideReturn(order: OrderRow, held: Map<string, number>, request: RmaReturnRequest, now: Date): Decided {
  const window = windowOf(order, now)
  if (!window.open) {
    throw window.reason === 'status'
      ? new AppError('invalid_state', `A ${order.status === 'canceled' ? 'cancelled' : 'not yet paid'} order cannot be returned`)
      : new AppError('invalid_state', 'The return window of this order has closed')
  }
  const lines = new Map(goodsLines(order).map((line) => [line.listItemId, line]))
  const paid = paidByLine(order)
  const seen = new Set<string>()
  const items = request.items.map((item) => {
    const line = lines.get(item.listItemId)
    if (!line) throw new AppError('validation_error', 'That item is not part of this order or cannot be returned', { listItemId: item.listItemId })
    if (seen.has(item.listItemId)) throw new AppError('validation_error', 'Each item may be listed once', { listItemId: item.listItemId })
    seen.add(item.listItemId)
    if (!(RETURN_REASON_CODES as ReadonlyArray<string>).includes(item.reason)) throw new AppError('validation_error', 'Please choose a reason from the list', { listItemId: item.listItemId })
    const before = held.get(line.listItemId) ?? 0
    const left = returnableQuantity(line.qty, before)
    if (item.qty > left) {
      throw new AppError('conflict', left === 0 ? `${line.name} is already in a return` : `Only ${left} of ${line.name} can still be returned`, { listItemId: item.listItemId, returnable: left })
    }
    const refundAmount = lineRefund(paid.get(line.listItemId) ?? 0, line.qty, before, item.qty)
    return { listItemId: line.listItemId, sku: line.sku, name: line.name, qty: item.qty, reason: item.reason, refundAmount }
  })
  return { order, items, refundAmount: addMinor(...items.map((item) => item.refundAmount)) }
}

/** What a return would refund (the confirm screen); nothing is kept. */
export async function quoteReturn(db: Db, asker: Asker, request: RmaReturnRequest, now: Date) {
  const order = await orderFor(db, asker, request.orderId)
  const decided = decideReturn(order, await unitsInReturns(db, order.id), request, now)
  return { orderId: order.orderNumber, currency: order.currency, refundAmount: decided.refundAmount, items: decided.items }
}

/**
 * Creates a return (status requested) in one transaction with the order's row locked, so two
 * submissions for the same order run one after the other and the second sees the first's units:
 * together they can never return more than was bought.
 */
export async function createReturn(db: Db, asker: Asker, request: RmaReturnRequest, now: Date): Promise<RmaReturnSummary> {
  return withTransaction(db, async (tx) => {
    const order = await orderFor(tx, asker, request.orderId, true)
    const decided = decideReturn(order, await unitsInReturns(tx, order.id), request, now)
    const at = now.toISOString()
    const [row] = await tx
      .insert(returns)
      .values({
        rmaNumber: sql`'RMA' || nextval('rma_number_seq')::text` as unknown as string,
        orderId: order.id,
        status: 'requested',
        currency: order.currency,
        refundAmount: decided.refundAmount,
        comment: request.comment || null,
        history: [{ status: 'requested', at }],
        issuedOn: at.slice(0, 10),
        createdAt: at,
        updatedAt: at,
      })
      .returning()
    if (!row) throw new Error('return not inserted')
    const items = await tx
      .insert(returnItems)
      .values(decided.items.map((item) => ({ returnId: row.id, ...item })))
      .returning()
    return summaryOf(row, items)
  })
}

/** The label of a return: its number and issue day must both match, and the session must own the order. */
export async function readLabel(db: Db, asker: Asker, rmaNumber: string, dateIssued: string): Promise<RmaLabel> {
  const [row] = await (db as Executor).select().from(returns).where(eq(returns.rmaNumber, rmaNumber))
  const order = row && row.issuedOn === dateIssued ? (await (db as Executor).select().from(orders).where(eq(orders.id, row.orderId)))[0] : undefined
  if (!row || !order || !(await mayUse(db, asker, order))) throw new AppError('not_found', 'Return was not found')
  const items = await (db as Executor).select().from(returnItems).where(eq(returnItems.returnId, row.id)).orderBy(returnItems.id)
  const from = (order.shippingAddress ?? order.billingAddress) as Record<string, unknown> | null
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)
  const to = returnsAddressFor(siteCodeOfStore(order.storeId))
  return {
    ...summaryOf(row, items),
    orderId: order.orderNumber,
    shipTo: { ...to, street: [...to.street] },
    shipFrom: from
      ? {
          name: [text(from.firstname), text(from.lastname)].filter(Boolean).join(' '),
          street: Array.isArray(from.street) ? from.street.filter((line): line is string => typeof line === 'string' && line !== '') : [],
          city: text(from.city) ?? '',
          region: text(from.region),
          postcode: text(from.postcode),
          countryId: text(from.countryId) ?? '',
        }
      : null,
  }
}

/** The operator moves a return on (requested → received → refunded, or rejected / cancelled). */
export async function moveReturn(db: Db, rmaNumber: string, status: ReturnStatus, note: string | undefined, now: Date): Promise<RmaReturnSummary> {
  return withTransaction(db, async (tx) => {
    const { row, already } = await lockForMove(tx, eq(returns.rmaNumber, rmaNumber), status)
    const moved = already ? row : await writeMove(tx, row, status, note, now)
    return summaryOf(moved, await itemsOfReturn(tx, row.id))
  })
}

/**
 * The return a move is for, locked for the caller's transaction (`FOR UPDATE`), and whether it already
 * has that status (the same move again changes nothing); a return that is not there is a 404, a move
 * the states do not allow (canMoveReturn) a 409 `invalid_state`.
 */
export async function lockForMove(tx: Executor, which: SQL, status: ReturnStatus): Promise<{ row: ReturnRow; already: boolean }> {
  const [row] = await tx.select().from(returns).where(which).for('update')
  if (!row) throw new AppError('not_found', 'Return was not found')
  if (row.status === status) return { row, already: true }
  if (!canMoveReturn(row.status as ReturnStatus, status)) throw new AppError('invalid_state', `A ${row.status} return cannot become ${status}`)
  return { row, already: false }
}

/** Writes a move lockForMove allowed: the status, its entry in the history (with the operator's note), and what else the move records (a refund's payments). */
export async function writeMove(
  tx: Executor,
  row: ReturnRow,
  status: ReturnStatus,
  note: string | undefined,
  now: Date,
  records: Partial<Omit<typeof returns.$inferInsert, 'status' | 'history' | 'updatedAt'>> = {},
): Promise<ReturnRow> {
  const at = now.toISOString()
  const [moved] = await tx
    .update(returns)
    .set({ ...records, status, updatedAt: at, history: [...row.history, { status, at, ...(note ? { note } : {}) }] })
    .where(eq(returns.id, row.id))
    .returning()
  if (!moved) throw new Error('return vanished while moving')
  return moved
}

/** The items of a return, in the order they were added. */
export function itemsOfReturn(tx: Executor, returnId: number): Promise<Array<ReturnItemRow>> {
  return tx.select().from(returnItems).where(eq(returnItems.returnId, returnId)).orderBy(returnItems.id)
}
