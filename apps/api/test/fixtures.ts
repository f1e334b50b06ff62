import { eq, sql } from 'drizzle-orm'
import { products, type Db } from '@ironhouse/db'

/** Gives two products a compatibility tag (the demo store has none): plate collars fit 50 mm sleeves. */
export async function tagCompatibleProducts(db: Db, entries: ReadonlyArray<{ productId: number; tag: string; group: string }>) {
  for (const entry of entries) {
    await db
      .update(products)
      .set({
        attributes: sql`${products.attributes} || ${JSON.stringify({ compatibility_tag: entry.tag, compatibility_group: entry.group })}::jsonb`,
      })
      .where(eq(products.productId, entry.productId))
  }
}
