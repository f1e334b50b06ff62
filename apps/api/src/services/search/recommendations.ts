import { sql } from 'drizzle-orm'
import type { Db } from '@ironhouse/db'
import { EVENT_WEIGHTS, eventWeight, shopperVisitors } from './events.ts'
import { rowsOf } from './index-refresh.ts'
import { intArray } from './sql-arrays.ts'

// Candidates of the recommendation widgets (platform §3: rfkid_32 for you, rfkid_31 similar, rfkid_4
// cart), read from the catalogue and the event API's events (docs/search.md says how each ranks).

/** Events of a shopper read for "for you". */
const RECENT_EVENTS = 50
/** Popularity is read over this window. */
const POPULAR_DAYS = 30
/** "Shoppers who looked at this also…" reads this window. */
const TOGETHER_DAYS = 90
const EVENT_VIEW_WEIGHT = EVENT_WEIGHTS.view

function ids(result: unknown): Array<number> {
  return rowsOf(result).map((r) => Number(r.product_id))
}

/**
 * Similar to a product: listed products sharing its categories, those of its main category first,
 * then those the shoppers who viewed, added or bought it also viewed, added or bought (weighted by
 * what they did, events of the last 90 days), then the same brand, then the closest in price.
 */
export async function similarProducts(db: Db, site: string, productId: number, storeId: number, limit: number): Promise<Array<number>> {
  const result = await db.execute(sql`
    with me as (
      select s.product_id, s.brand, s.category_ids, coalesce(pp.special_price, pp.price) as price, p.primary_category_id as main,
        (select array_agg(pc.category_id) from product_categories pc where pc.product_id = s.product_id) as own
      from search_products s
      join products p on p.product_id = s.product_id
      left join product_prices pp on pp.product_id = s.product_id and pp.store_id = ${storeId}
      where s.product_id = ${productId}
    ), together as (
      select ep.product_id, sum(${eventWeight('e')}) as n
      from search_events e cross join lateral unnest(e.product_ids) as ep(product_id)
      where e.site = ${site} and e.created_at > now() - make_interval(days => ${TOGETHER_DAYS}) and ep.product_id <> ${productId}
        and e.user_id in (
          select x.user_id from search_events x
          where x.site = ${site} and x.product_ids @> array[${productId}::int] and x.user_id is not null
            and x.created_at > now() - make_interval(days => ${TOGETHER_DAYS}) and ${eventWeight('x')} > 0
        )
      group by ep.product_id
    )
    select s.product_id
    from me, search_products s
    left join product_prices pp on pp.product_id = s.product_id and pp.store_id = ${storeId}
    left join together t on t.product_id = s.product_id
    where s.category_ids && me.own and s.product_id <> me.product_id and s.is_salable
    order by (me.main is not null and s.category_ids @> array[me.main]) desc, coalesce(t.n, 0) desc, (s.brand is not distinct from me.brand) desc,
      abs(coalesce(coalesce(pp.special_price, pp.price), 0) - coalesce(me.price, 0)) asc, s.product_id asc
    limit ${limit}
  `)
  return ids(result)
}

/**
 * For you: products in the categories the shopper's last 50 events touched, each event weighted by
 * what it says (a purchase 5, an add to cart 3, to a wishlist 2, a view or a click 1, an impression
 * nothing; a category page viewed counts for that category), never what they already bought. The
 * shopper is the visitor id and every visitor id a user info event linked to the same signed-in
 * customer. With no history: the store's most popular products.
 */
export async function forYouProducts(db: Db, site: string, userId: string | undefined, limit: number): Promise<Array<number>> {
  if (userId) {
    const result = await db.execute(sql`
      with recent_events as (
        select x.type, x.product_ids, ${eventWeight('x')} as w,
          case when x.type = 'view' and x.value ? 'category_id' then (x.value->>'category_id')::int end as category_id
        from search_events x
        where x.site = ${site} and x.type <> 'user' and x.user_id in ${shopperVisitors(site, userId)}
        order by x.created_at desc limit ${RECENT_EVENTS}
      ), recent as (
        select e.type, e.w, ep.product_id from recent_events e cross join lateral unnest(e.product_ids) as ep(product_id)
      ), interest as (
        select pc.category_id, r.w as weight from recent r join product_categories pc on pc.product_id = r.product_id
        union all
        select e.category_id, ${EVENT_VIEW_WEIGHT}::int from recent_events e where e.category_id is not null
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

/** The most bought, added and viewed products of the last 30 days (weighted as for you); then the newest listed ones. */
export async function popularProducts(db: Db, site: string, limit: number, exclude: ReadonlyArray<number>): Promise<Array<number>> {
  const result = await db.execute(sql`
    with hits as (
      select ep.product_id, sum(${eventWeight('e')}) as n from search_events e cross join lateral unnest(e.product_ids) as ep(product_id)
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
      select ep.product_id, sum(${eventWeight('e')}) as n
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
