-- What may be bought of a product now: the per-order cap (max), and no more than the quantity on hand
-- unless it sells on backorder. The store answers it as the inventory's max, so sold stock reads out of
-- stock on the product page, in carts, in search (is_salable) and for back-in-stock mails. Every
-- stocked product is marked for the search index's next refresh so is_salable follows at once.
-- IF NOT EXISTS: a database that took this migration under its first, too early journal time (9d69e73)
-- applies it again once; the column is there already.
ALTER TABLE "inventory" ADD COLUMN IF NOT EXISTS "sellable_max" integer GENERATED ALWAYS AS (case when backorder then max else least(max, greatest(qoh, 0)) end) STORED NOT NULL;--> statement-breakpoint
INSERT INTO search_dirty (product_id) SELECT product_id FROM inventory ON CONFLICT DO NOTHING;
