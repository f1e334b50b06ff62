import { sql } from 'drizzle-orm'
import type { Db } from '@ironhouse/db'
import { THREE_SHIPS_FREE_GROUP } from '@ironhouse/domain'
import { APOSTROPHES } from './keyphrase.ts'

// The index follows the catalogue: triggers on products, product_categories, inventory and categories
// put the changed product ids in search_dirty (migration search_index_triggers); refreshIndex rebuilds
// those rows of search_products in set-based batches and logs them in search_changes. It runs when the server starts, after the demo
// store loads, and before a search whenever products are waiting (docs/search.md).

/** Advisory lock serialising writers of search_changes. */
const CHANGE_LOG_LOCK = 4711012
/** How long search_changes keeps an entry (an in-process index idle longer rebuilds: engine.ts). */
const CHANGE_LOG_KEEP = '1 day'

/** Products rebuilt per statement. */
const REFRESH_BATCH = 5000

/**
 * Promotion attribute keys that become promotions facet values when set (platform §3). 3_ships_free is
 * also set for a product in the 3 ships free offer's shipping group (the rulebook's isThreeShipsFree:
 * shipperhq_shipping_group 3_FREE_ALL, free_3 or cart_free), written out in SQL below.
 */
const PROMOTION_ATTRIBUTES = ['made_in_usa', '3_ships_free', 'rogue_closeout_and_sale', 'black_friday_dropship', 'free_shipping', 'rogue_hundo_enabled']
/** An attribute flag that is on, as the rulebook's isAttributeFlagOn reads it (compared lower-cased where the value may vary). */
const FLAG_ON = sql.raw(`('1', 'true', 'yes')`)

const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}'

/**
 * A product the listings show (`p`: a products row): standalone (visibility 4) and not remapped. A legacy
 * product remapped to a newer one (attribute remapped_to; platform §3, 1119665 → 1119420) keeps its row
 * and its old url redirects to the new product, so no listing, count, facet, sort or search may hold
 * it: the storefront shows its tile as the new product, which made it a second copy of that tile.
 */
/** A product `p` that listings show: standalone (visibility 4) and not remapped to another. */
export const LISTED = sql.raw(`(p.visibility = 4 and p.attributes->>'remapped_to' is null)`)
/** The brand of a product `p`: its first manufacturer (platform §3), null when it names none. */
export const BRAND_OF_PRODUCT = sql.raw(`nullif(trim(split_part(coalesce(p.attributes->>'manufacturer', ''), ',', 1)), '')`)

/** Rebuilds one batch of dirty products; returns how many ids it took. */
async function refreshBatch(db: Db): Promise<number> {
  const promotionKeys = sql.raw(`array[${PROMOTION_ATTRIBUTES.map((k) => `'${k}'`).join(',')}]::text[]`)
  const rows = await db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      with picked as (
        select product_id from search_dirty order by product_id limit ${REFRESH_BATCH} for update skip locked
      ), gone as (
        delete from search_dirty d using picked where d.product_id = picked.product_id returning d.product_id
      ), removed as (
        delete from search_products s using gone
        where s.product_id = gone.product_id
          and not exists (select 1 from products p where p.product_id = gone.product_id and ${LISTED})
        returning s.product_id
      ), cats as (
        select pc.product_id,
          array_agg(distinct a.category_id) as ids,
          array_agg(distinct a.name) filter (where a.lvl = 1) as l1,
          array_agg(distinct a.name) filter (where a.lvl = 2) as l2,
          array_agg(distinct a.name) filter (where a.lvl = 3) as l3
        from gone
        join product_categories pc on pc.product_id = gone.product_id
        join categories c on c.category_id = pc.category_id
        cross join lateral unnest(string_to_array(c.path, '/')) as anc(id_text)
        join lateral (
          select ac.category_id, ac.name, cardinality(string_to_array(ac.path, '/')) - 1 as lvl
          from categories ac where ac.category_id = anc.id_text::int
        ) a on true
        where anc.id_text ~ '^[0-9]{1,9}$' and a.lvl >= 1
        group by pc.product_id
      ), kids as (
        select p.product_id,
          array_agg(distinct ch.attributes->>'color') filter (where ch.attributes->>'color' is not null) as colors,
          array_agg(distinct ch.attributes->>'size') filter (where ch.attributes->>'size' is not null) as sizes
        from gone
        join products p on p.product_id = gone.product_id
        cross join lateral jsonb_array_elements_text(p.children_ids) as child(id_text)
        join products ch on ch.product_id = child.id_text::int
        where child.id_text ~ '^[0-9]{1,9}$'
        group by p.product_id
      ), doc as (
        select p.product_id,
          coalesce(cats.ids, '{}') as category_ids,
          coalesce(cats.l1, '{}') as l1, coalesce(cats.l2, '{}') as l2, coalesce(cats.l3, '{}') as l3,
          ${BRAND_OF_PRODUCT} as brand,
          coalesce(kids.colors, case when p.attributes->>'color' is not null then array[p.attributes->>'color'] else '{}' end) as colors,
          coalesce(kids.sizes, case when p.attributes->>'size' is not null then array[p.attributes->>'size'] else '{}' end) as sizes
        from gone
        join products p on p.product_id = gone.product_id and ${LISTED}
        left join cats on cats.product_id = p.product_id
        left join kids on kids.product_id = p.product_id
      ), ins as (
      insert into search_products (
        product_id, name, name_norm, sku, doc, category_ids, category_l1, category_l2, category_l3, brand,
        promotions, promo_from, promo_to, colors, sizes, duration, days_per_week, program_delivery, rating,
        is_salable, created_at
      )
      select p.product_id, p.name, lower(p.name || ' ' || p.sku), p.sku,
        setweight(to_tsvector('english', p.name || ' ' || p.sku), 'A')
          || setweight(to_tsvector('english', array_to_string(doc.l1 || doc.l2 || doc.l3, ' ') || ' ' || coalesce(p.attributes->>'manufacturer', '')), 'B')
          || setweight(to_tsvector('english', array_to_string(doc.colors || doc.sizes, ' ') || ' ' || coalesce(p.attributes->>'program_delivery', '')), 'C')
          || setweight(to_tsvector('english', left(p.description, 2000)), 'D'),
        doc.category_ids, doc.l1, doc.l2, doc.l3, doc.brand,
        array(
          select k from unnest(${promotionKeys}) as k
          where lower(trim(coalesce(p.attributes->>k, ''))) in ${FLAG_ON}
            or (k = '3_ships_free' and (
              lower(trim(coalesce(p.attributes->>'free_3', ''))) in ${FLAG_ON}
              or lower(trim(coalesce(p.attributes->>'cart_free', ''))) in ${FLAG_ON}
              or ${THREE_SHIPS_FREE_GROUP} = any(string_to_array(upper(replace(coalesce(p.attributes->>'shipperhq_shipping_group', ''), ' ', '')), ','))))
        ),
        case when coalesce(p.attributes->>'rogue_promo_enabled', '') in ${FLAG_ON} then
          case when p.attributes->>'rogue_promo_from_date' ~ ${ISO_DATE} then (p.attributes->>'rogue_promo_from_date')::timestamptz else '-infinity'::timestamptz end
        end,
        case when coalesce(p.attributes->>'rogue_promo_enabled', '') in ${FLAG_ON}
            and not (coalesce(p.attributes->>'rogue_promo_qty_enable', '') in ${FLAG_ON}
                     and coalesce(nullif(p.attributes->>'rogue_promo_qty', ''), '0') !~ '^[0-9]*[1-9][0-9]*(\\.[0-9]+)?$') then
          case when p.attributes->>'rogue_promo_to_date' ~ ${ISO_DATE} then (p.attributes->>'rogue_promo_to_date')::timestamptz else 'infinity'::timestamptz end
        end,
        doc.colors, doc.sizes,
        p.attributes->>'duration', p.attributes->>'days_per_week', p.attributes->>'program_delivery',
        case when p.attributes->>'rating_summary' ~ '^[0-9](\\.[0-9]+)?$' then (p.attributes->>'rating_summary')::real end,
        coalesce(inv.sellable_max, 0) > 0,
        p.created_at
      from doc
      join products p on p.product_id = doc.product_id
      left join inventory inv on inv.product_id = p.product_id
      on conflict (product_id) do update set
        name = excluded.name, name_norm = excluded.name_norm, sku = excluded.sku, doc = excluded.doc,
        category_ids = excluded.category_ids, category_l1 = excluded.category_l1, category_l2 = excluded.category_l2,
        category_l3 = excluded.category_l3, brand = excluded.brand, promotions = excluded.promotions,
        promo_from = excluded.promo_from, promo_to = excluded.promo_to, colors = excluded.colors, sizes = excluded.sizes,
        duration = excluded.duration, days_per_week = excluded.days_per_week, program_delivery = excluded.program_delivery,
        rating = excluded.rating, is_salable = excluded.is_salable, created_at = excluded.created_at
      returning product_id
      )
      select (select count(*) from gone)::int as taken, (select count(*) from removed)::int as removed,
        (select coalesce(string_agg(product_id::text, ','), '') from gone) as ids
    `)
    const row = rowsOf(result)[0]
    const ids = String(row?.ids ?? '')
    if (ids !== '') {
      // the change log the in-process indexes follow: writers take turns, so seqs commit in order
      await tx.execute(sql`select pg_advisory_xact_lock(${CHANGE_LOG_LOCK})`)
      await tx.execute(sql`insert into search_changes (product_id) select unnest(string_to_array(${ids}, ',')::int[])`)
    }
    return Number(row?.taken ?? 0)
  })
  return rows
}

/** Rows of a drizzle execute() result on either driver (node-postgres returns { rows }, PGlite too). */
export function rowsOf(result: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(result)) return result as Array<Record<string, unknown>>
  return ((result as { rows?: Array<Record<string, unknown>> }).rows ?? []) as Array<Record<string, unknown>>
}

/** Whether products wait for the index (one indexed lookup). */
export async function hasDirtyProducts(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from search_dirty) as dirty`)
  return rowsOf(result)[0]?.dirty === true
}

/** How often a refresh waits for other callers' batches before it gives up (it never spins: each wait blocks). */
const MAX_REFRESH_WAITS = 20

/** Blocks until the batches other callers hold (their row locks on search_dirty) are committed. */
async function waitForOtherRefreshes(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select product_id from search_dirty for update`)
  })
}

/**
 * Rebuilds every dirty product (batches until none is left), then the did-you-mean phrases when
 * anything changed. Concurrent callers share the work: each batch takes its rows with SKIP LOCKED, and a
 * caller that finds only rows another holds waits for that batch's commit before it returns.
 */
export async function refreshIndex(db: Db): Promise<number> {
  let total = 0
  for (let waits = 0; ; ) {
    if (!(await hasDirtyProducts(db))) break
    const n = await refreshBatch(db)
    total += n
    if (n > 0) continue
    // the dirty rows are another caller's batch (SKIP LOCKED passed them over): wait for its commit, so
    // a search after this call sees what it rebuilt, then look again
    if ((waits += 1) > MAX_REFRESH_WAITS) break
    await waitForOtherRefreshes(db)
  }
  if (total > 0) {
    await refreshPhrases(db)
    await db.execute(sql`delete from search_changes where changed_at < now() - ${CHANGE_LOG_KEEP}::interval`)
  }
  return total
}

/**
 * Did-you-mean candidates (search_phrases): category names, brands and product names without their
 * trailing model number (APOSTROPHES dropped as normaliseKeyphrase drops them: "womens", not
 * "women s"), each with how many listed products carry it.
 */
export async function refreshPhrases(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4711011)`)
    await tx.execute(sql`delete from search_phrases`)
    await tx.execute(sql`
      insert into search_phrases (phrase, kind, products)
      select phrase, min(kind), count(*)::int from (
        select lower(unnest(category_l1 || category_l2 || category_l3)) as phrase, 'category' as kind from search_products
        union all
        select lower(brand), 'brand' from search_products where brand is not null
        union all
        select trim(regexp_replace(regexp_replace(regexp_replace(lower(name), '\\s+[0-9]+$', ''), ${APOSTROPHES.source}, '', 'g'), '[^a-z0-9]+', ' ', 'g')), 'product' from search_products
      ) t
      where length(phrase) between 2 and 80
      group by phrase
    `)
  })
}
