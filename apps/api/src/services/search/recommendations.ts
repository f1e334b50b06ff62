import { sql } from 'drizzle-orm'
import type { Db } from '@ironhouse/db'
import { rowsOf } from './index-refresh.ts'
import { intArray } from './sql-arrays.ts'

// Candidates of the recommendation widgets (platform §3: rfkid_32 for you, rfkid_31 similar, rfkid_4
// cart), read from the catalogue and the event API's events (docs/search.md says how each ranks).

/** Events of a shopper read for "for you". */
const RECENT_EVENTS = 50
/** Popularity is read over this window. */
const POPULAR_DAYS = 30

function ids(result: unknown): Array<number> {
  return rowsOf(result).map((r) => Number(r.product_id))
}

/**
 * Similar to a product: listed products sharing its categories, those of its main category first,
 * then the same brand, then the closest in price.
 */
export async function similarProducts(db: Db, productId: number, storeId: number, limit: number): Promise<Array<number>> {
  const result = await db.execute(sql`
    with me as (
      select s.product_id, s.brand, s.category_ids, coalesce(pp.special_price, pp.price) as price, p.primary_category_id as main,
        (select array_agg(pc.category_id) from product_categories pc where pc.product_id = s.product_id) as own
      from search_products s
      join products p on p.product_id = s.product_id
      left join product_prices pp on pp.product_id = s.product_id and pp.store_id = ${storeId}
      where s.product_id = ${productId}
    )
    select s.product_id
    from me, search_products s
    left join product_prices pp on pp.product_id = s.product_id and pp.store_id = ${storeId}
    where s.category_ids && me.own and s.product_id <> me.product_id and s.is_salable
    order by (me.main is not null and s.category_ids @> array[me.main]) desc, (s.brand is not distinct from me.brand) desc, abs(coalesce(coalesce(pp.special_price, pp.price), 0) - coalesce(me.price, 0)) asc, s.product_id asc
    limit ${limit}
  `)
  return ids(result)
}

/**
 * For you: products in the categories the shopper's recent events touched (viewed, added, bought),
 * excluding what they already bought; with no history, the store's most popular products.
 */
export async function forYouProducts(db: Db, site: string, userId: string | undefined, limit: number): Promise<Array<number>> {
  if (userId) {
    const result = await db.execute(sql`
      with recent as (
        select e.type, ep.product_id from (
          select type, product_ids from search_events where site = ${site} and user_id = ${userId}
          order by created_at desc limit ${RECENT_EVENTS}
        ) e cross join lateral unnest(e.product_ids) as ep(product_id)
      ), interest as (
        select c.category_id, count(*) as weight
        from recent r join product_categories pc on pc.product_id = r.product_id join categories c on c.category_id = pc.category_id
        group by c.category_id
      )
      select s.product_id
      from search_products s
      join lateral (select sum(i.weight) as weight from interest i where i.category_id = any(s.category_ids)) w on w.weight > 0
      where s.is_salable and s.product_id not in (select product_id from recent where type = 'order')
      order by w.weight desc, (s.product_id in (select product_id from recent)) asc, s.product_id asc
      limit ${limit}
    `)
    const found = ids(result)
    if (found.length > 0) return found
  }
  return popularProducts(db, site, limit, [])
}

/** The most viewed, added and bought products of the last 30 days; then the newest listed ones. */
export async function popularProducts(db: Db, site: string, limit: number, exclude: ReadonlyArray<number>): Promise<Array<number>> {
  const result = await db.execute(sql`
    with hits as (
      select ep.product_id, count(*) as n from search_events e cross join lateral unnest(e.product_ids) as ep(product_id)
      where e.site = ${site} and e.created_at > now() - make_interval(days => ${POPULAR_DAYS})
      group by ep.product_id
    )
    select s.product_id from search_products s left join hits h on h.product_id = s.product_id
    where s.is_salable and not (s.product_id = any(${intArray(exclude)}))
    order by coalesce(h.n, 0) desc, s.created_at desc, s.product_id asc
    limit ${limit}
  `)
  return ids(result)
}

/**
 * For a cart: products other shoppers added or bought together with the cart's products, then
 * products of the cart's categories, never what is already in the cart.
 */
export async function cartProducts(db: Db, site: string, cartIds: ReadonlyArray<number>, limit: number): Promise<Array<number>> {
  if (cartIds.length === 0) return popularProducts(db, site, limit, [])
  const cart = [...cartIds]
  const result = await db.execute(sql`
    with together as (
      select ep.product_id, count(*) as n
      from search_events e cross join lateral unnest(e.product_ids) as ep(product_id)
      where e.site = ${site} and e.type in ('a2c', 'order') and e.product_ids && ${intArray(cart)} and e.user_id is not null
        and e.user_id in (select user_id from search_events where product_ids && ${intArray(cart)} and user_id is not null)
        and not (ep.product_id = any(${intArray(cart)}))
      group by ep.product_id
    ), cart_categories as (
      select distinct pc.category_id from product_categories pc where pc.product_id = any(${intArray(cart)})
    )
    select s.product_id from search_products s
    left join together t on t.product_id = s.product_id
    where s.is_salable and not (s.product_id = any(${intArray(cart)}))
      and (t.n is not null or s.category_ids && (select coalesce(array_agg(category_id), '{}') from cart_categories))
    order by coalesce(t.n, 0) desc, s.product_id asc
    limit ${limit}
  `)
  return ids(result)
}
