-- The catalogue's epoch (docs/lists.md "Add-to-cart cost"): one number that every statement changing
-- products, product_prices or product_group_prices raises, in its own transaction. A process may keep
-- what it read of those tables while the epoch it read them at is still the epoch a later statement
-- reads: both come from one snapshot, so an equal epoch means the same committed rows. Stock
-- (inventory) is not in it: it changes with every order and is read afresh.
CREATE TABLE "catalog_epoch" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_epoch" ("id", "value") VALUES (1, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_epoch_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_epoch SET value = value + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_epoch_products AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalog_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER catalog_epoch_products_truncated AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION catalog_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER catalog_epoch_product_prices AFTER INSERT OR UPDATE OR DELETE ON product_prices FOR EACH STATEMENT EXECUTE FUNCTION catalog_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER catalog_epoch_product_prices_truncated AFTER TRUNCATE ON product_prices FOR EACH STATEMENT EXECUTE FUNCTION catalog_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER catalog_epoch_product_group_prices AFTER INSERT OR UPDATE OR DELETE ON product_group_prices FOR EACH STATEMENT EXECUTE FUNCTION catalog_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER catalog_epoch_product_group_prices_truncated AFTER TRUNCATE ON product_group_prices FOR EACH STATEMENT EXECUTE FUNCTION catalog_epoch_bump();
