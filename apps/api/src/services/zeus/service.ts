import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { ZeusBill, ZeusEquipmentList, ZeusProject, ZeusProjectInput, ZeusProjectList } from '@ironhouse/contracts'
import type { z } from 'zod'
import {
  ZEUS_EQUIPMENT,
  ZEUS_MAX_PROJECTS,
  zeusBillQuantities,
  zeusDesignProblems,
  zeusEquipmentOf,
  type ZeusRotation,
  type ZeusUnit,
  addMinor,
  multiplyMinor,
} from '@ironhouse/domain'
import { customers, withTransaction, zeusProjects, type Executor, type ZeusProjectRow } from '@ironhouse/db'
import { AppError } from '../../lib/app-errors.ts'
import { loadLineProducts, type LinePricingContext, type ProductMap } from '../list/catalog.ts'
import { stockOfLine } from '../list/lines.ts'

type Project = z.infer<typeof ZeusProject>
type ProjectInput = z.infer<typeof ZeusProjectInput>
type Bill = z.infer<typeof ZeusBill>

const DESIGN_NOT_FOUND = 'Design was not found'

function toProject(row: ZeusProjectRow): Project {
  return {
    id: row.id,
    kind: row.kind as Project['kind'],
    name: row.name,
    description: row.description,
    unit: row.unit as ZeusUnit,
    width: row.width,
    length: row.length,
    items: row.items.map((item) => ({ productId: item.productId, x: item.x, y: item.y, rotation: item.rotation as ZeusRotation })),
    updatedAt: new Date(row.updatedAt).toISOString(),
  }
}

function toSummary(row: ZeusProjectRow): z.infer<typeof ZeusProjectList>['projects'][number] {
  const { items, ...rest } = toProject(row)
  return { ...rest, itemCount: items.length }
}

/** Can the builder place this product now: the store sells it at a price (not by quote) and the builder offers it. */
function offeredIn(products: ProductMap): (productId: number) => boolean {
  return (productId) => {
    const product = products.get(productId)
    return zeusEquipmentOf(productId) !== undefined && product !== undefined && product.sold && !product.quoted
  }
}

/** The products of some items, priced for the shopper as the cart prices them. */
function productsOf(db: Executor, items: ReadonlyArray<{ productId: number }>, pricing: LinePricingContext) {
  const ids = [...new Set(items.map((item) => item.productId))].filter((id) => zeusEquipmentOf(id) !== undefined)
  return loadLineProducts(db, ids, pricing)
}

/** The picker: the builder's equipment the store sells now, with its footprint and the shopper's price. */
export async function listEquipment(db: Executor, pricing: LinePricingContext, currency: string): Promise<z.infer<typeof ZeusEquipmentList>> {
  const products = await productsOf(db, ZEUS_EQUIPMENT, pricing)
  const offered = offeredIn(products)
  return {
    currency: currency as z.infer<typeof ZeusEquipmentList>['currency'],
    equipment: ZEUS_EQUIPMENT.filter((e) => offered(e.productId)).flatMap((e) => {
      const product = products.get(e.productId)
      return product ? [{ ...e, name: product.name, url: product.url, thumbnail: product.thumbnail, price: product.price }] : []
    }),
  }
}

/** The store's templates or featured designs (read-only, anyone). */
export async function listDesigns(db: Executor, kind: 'template' | 'featured'): Promise<z.infer<typeof ZeusProjectList>> {
  const rows = await db.select().from(zeusProjects).where(eq(zeusProjects.kind, kind)).orderBy(asc(zeusProjects.id))
  return { projects: rows.map(toSummary) }
}

/** A customer's own designs, the last changed first. */
export async function listOwn(db: Executor, customerId: number): Promise<z.infer<typeof ZeusProjectList>> {
  const rows = await db
    .select()
    .from(zeusProjects)
    .where(and(eq(zeusProjects.kind, 'project'), eq(zeusProjects.customerId, customerId)))
    .orderBy(desc(zeusProjects.updatedAt), desc(zeusProjects.id))
  return { projects: rows.map(toSummary) }
}

/** A design this shopper may read: a template or featured design, or their own; else 404 (someone else's is not told apart). */
async function readable(db: Executor, customerId: number | null, id: number): Promise<ZeusProjectRow> {
  const [row] = await db.select().from(zeusProjects).where(eq(zeusProjects.id, id))
  if (!row || (row.kind === 'project' && (customerId === null || row.customerId !== customerId))) throw new AppError('not_found', DESIGN_NOT_FOUND)
  return row
}

export async function readProject(db: Executor, customerId: number | null, id: number): Promise<Project> {
  return toProject(await readable(db, customerId, id))
}

/** The customer's own design, locked for a change; templates and others' designs answer 404. */
async function owned(tx: Executor, customerId: number, id: number): Promise<ZeusProjectRow> {
  const [row] = await tx
    .select()
    .from(zeusProjects)
    .where(and(eq(zeusProjects.id, id), eq(zeusProjects.kind, 'project'), eq(zeusProjects.customerId, customerId)))
    .for('update')
  if (!row) throw new AppError('not_found', DESIGN_NOT_FOUND)
  return row
}

/** The design's rules (domain zeusDesignProblems) against the catalogue now: 400 validation_error with every problem. */
async function checkDesign(db: Executor, input: Pick<ProjectInput, 'unit' | 'width' | 'length' | 'items'>, pricing: LinePricingContext): Promise<void> {
  const products = await productsOf(db, input.items, pricing)
  const problems = zeusDesignProblems(input, offeredIn(products))
  const first = problems[0]
  if (first) throw new AppError('validation_error', first.message, { problems })
}

/** Holds the customer's row while their designs are counted and one is added (ZEUS_MAX_PROJECTS). */
async function makeRoom(tx: Executor, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update')
  const [row] = await tx
    .select({ n: count() })
    .from(zeusProjects)
    .where(and(eq(zeusProjects.kind, 'project'), eq(zeusProjects.customerId, customerId)))
  if ((row?.n ?? 0) >= ZEUS_MAX_PROJECTS) {
    throw new AppError('conflict', `You can keep at most ${ZEUS_MAX_PROJECTS} designs in My Gyms: delete one to save another`)
  }
}

const valuesOf = (input: ProjectInput) => ({ name: input.name, unit: input.unit, width: input.width, length: input.length, items: input.items.map((i) => ({ ...i })) })

export async function createProject(db: Executor, customerId: number, input: ProjectInput, pricing: LinePricingContext): Promise<Project> {
  await checkDesign(db, input, pricing)
  return withTransaction(db, async (tx) => {
    await makeRoom(tx, customerId)
    const [row] = await tx
      .insert(zeusProjects)
      .values({ kind: 'project', customerId, ...valuesOf(input) })
      .returning()
    if (!row) throw new Error('design not inserted')
    return toProject(row)
  })
}

export async function updateProject(db: Executor, customerId: number, id: number, input: ProjectInput, pricing: LinePricingContext): Promise<Project> {
  await checkDesign(db, input, pricing)
  return withTransaction(db, async (tx) => {
    await owned(tx, customerId, id)
    const [row] = await tx
      .update(zeusProjects)
      .set({ ...valuesOf(input), updatedAt: sql`now()` })
      .where(eq(zeusProjects.id, id))
      .returning()
    if (!row) throw new AppError('not_found', DESIGN_NOT_FOUND)
    return toProject(row)
  })
}

export async function deleteProject(db: Executor, customerId: number, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    await owned(tx, customerId, id)
    await tx.delete(zeusProjects).where(eq(zeusProjects.id, id))
  })
}

/** "Copy to My Gyms": a template, featured design or the customer's own, as a new design of theirs. */
export async function copyProject(db: Executor, customerId: number, id: number, name: string | undefined): Promise<Project> {
  const source = await readable(db, customerId, id)
  return withTransaction(db, async (tx) => {
    await makeRoom(tx, customerId)
    const [row] = await tx
      .insert(zeusProjects)
      .values({
        kind: 'project',
        customerId,
        name: name ?? (source.kind === 'project' ? `Copy of ${source.name}`.slice(0, 60) : source.name),
        description: source.description,
        unit: source.unit,
        width: source.width,
        length: source.length,
        items: source.items,
      })
      .returning()
    if (!row) throw new Error('design not inserted')
    return toProject(row)
  })
}

/** Why "Add all to cart" adds fewer than the design holds, for the bill's note. */
function shortfallNote(name: string, qty: number, buyable: number, status: string): string | null {
  if (buyable >= qty) return null
  if (buyable === 0) return status === 'bin' ? `${name} is out of stock: sign up on its page to hear when it is back` : `${name} is out of stock`
  return `Only ${buyable} of ${name} can be bought now`
}

/**
 * The priced bill of materials of some items (docs/zeus-builder.md): each product once with its
 * quantity, priced by the cart's price function for this shopper (group, promotions, earned tickets),
 * and how many the cart would take now (its stock rule). Unknown equipment is a 400.
 */
export async function billOf(db: Executor, items: ReadonlyArray<{ productId: number }>, pricing: LinePricingContext, currency: string): Promise<Bill> {
  const products = await productsOf(db, items, pricing)
  const offered = offeredIn(products)
  const unknown = items.find((item) => !offered(item.productId))
  if (unknown) throw new AppError('validation_error', `Product ${unknown.productId} is not equipment the builder offers`, { productId: unknown.productId })
  const lines = zeusBillQuantities(items).flatMap(({ productId, qty }) => {
    const product = products.get(productId)
    if (!product) return []
    const stock = stockOfLine({ productId }, products)
    const buyableQty = stock.status === 'inStock' ? Math.min(qty, stock.maxQty) : 0
    return [
      {
        productId,
        name: product.name,
        sku: product.sku,
        url: product.url,
        qty,
        unitPrice: product.price,
        rowTotal: multiplyMinor(product.price, qty),
        buyableQty,
        note: shortfallNote(product.name, qty, buyableQty, stock.status),
      },
    ]
  })
  return {
    currency: currency as Bill['currency'],
    lines,
    itemCount: items.length,
    total: addMinor(...lines.map((line) => line.rowTotal)),
  }
}

export async function projectBill(db: Executor, customerId: number | null, id: number, pricing: LinePricingContext, currency: string): Promise<Bill> {
  const row = await readable(db, customerId, id)
  return billOf(db, row.items, pricing, currency)
}
