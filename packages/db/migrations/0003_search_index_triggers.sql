-- The search index follows the catalogue (docs/search.md): statement-level triggers put the ids of
-- changed products (and the parent of a changed colour child) in search_dirty; the search service
-- rebuilds those rows. Trigram indexes serve typo tolerance and did-you-mean.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_products_name_trgm_idx" ON "search_products" USING gin ("name_norm" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_phrases_trgm_idx" ON "search_phrases" USING gin ("phrase" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_mark_new_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_dirty (product_id)
  SELECT product_id FROM new_rows
  UNION SELECT (attributes->>'parent_id')::int FROM new_rows WHERE attributes->>'parent_id' ~ '^[0-9]{1,9}$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_mark_old_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_dirty (product_id)
  SELECT product_id FROM old_rows
  UNION SELECT (attributes->>'parent_id')::int FROM old_rows WHERE attributes->>'parent_id' ~ '^[0-9]{1,9}$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_mark_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_dirty (product_id) SELECT DISTINCT product_id FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_mark_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_dirty (product_id) SELECT DISTINCT product_id FROM old_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_mark_category_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_dirty (product_id)
  SELECT DISTINCT pc.product_id
  FROM new_rows n
  JOIN categories c ON c.path = n.path OR c.path LIKE n.path || '/%'
  JOIN product_categories pc ON pc.category_id = c.category_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_products_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_new_products();
--> statement-breakpoint
CREATE TRIGGER search_products_updated AFTER UPDATE ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_new_products();
--> statement-breakpoint
CREATE TRIGGER search_products_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_old_products();
--> statement-breakpoint
CREATE TRIGGER search_product_categories_inserted AFTER INSERT ON product_categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_new_rows();
--> statement-breakpoint
CREATE TRIGGER search_product_categories_updated AFTER UPDATE ON product_categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_new_rows();
--> statement-breakpoint
CREATE TRIGGER search_product_categories_deleted AFTER DELETE ON product_categories REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_old_rows();
--> statement-breakpoint
CREATE TRIGGER search_inventory_inserted AFTER INSERT ON inventory REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_new_rows();
--> statement-breakpoint
CREATE TRIGGER search_inventory_updated AFTER UPDATE ON inventory REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_new_rows();
--> statement-breakpoint
CREATE TRIGGER search_categories_updated AFTER UPDATE ON categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_category_products();
--> statement-breakpoint
-- a database that already holds a catalogue is indexed by the next refresh
INSERT INTO search_dirty (product_id) SELECT product_id FROM products ON CONFLICT DO NOTHING;
