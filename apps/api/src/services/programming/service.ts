import { desc, eq } from 'drizzle-orm'
import type { OwnedProgram } from '@ironhouse/contracts'
import { products, programGrants, type Executor } from '@ironhouse/db'

function intOf(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null
}

/**
 * The customer's programs (program_grants, written when an order with a program is published; the
 * demo customers own some), newest first, with what the account pages show: the product's name, page,
 * picture, delivery (program_delivery: App or Email), length (duration in weeks, days_per_week) and
 * whether it is a trial (is_trial).
 */
export async function programsOf(executor: Executor, customerId: number): Promise<Array<OwnedProgram>> {
  const rows = await executor
    .select({
      productId: programGrants.productId,
      orderNumber: programGrants.orderNumber,
      grantedAt: programGrants.grantedAt,
      name: products.name, urlKey: products.urlKey, thumbnail: products.thumbnail, attributes: products.attributes })
    .from(programGrants)
    .innerJoin(products, eq(products.productId, programGrants.productId))
    .where(eq(programGrants.customerId, customerId))
    .orderBy(desc(programGrants.grantedAt), desc(programGrants.id))
  return rows.map(({ productId, orderNumber, grantedAt, name, urlKey, thumbnail, attributes }) => ({
    productId,
    name,
    url: urlKey || null,
    thumbnail,
    delivery: typeof attributes.program_delivery === 'string' ? attributes.program_delivery : null,
    durationWeeks: intOf(attributes.duration),
    daysPerWeek: intOf(attributes.days_per_week),
    trial: attributes.is_trial === true || attributes.is_trial === 1 || attributes.is_trial === '1',
    orderNumber,
    grantedAt: new Date(grantedAt).toISOString(),
  }))
}
