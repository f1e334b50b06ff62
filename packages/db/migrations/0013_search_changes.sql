CREATE TABLE "search_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- prices are part of the in-process search index (docs/search.md): a changed price marks its product
CREATE TRIGGER search_product_prices_inserted AFTER INSERT ON product_prices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_new_rows();
--> statement-breakpoint
CREATE TRIGGER search_product_prices_updated AFTER UPDATE ON product_prices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_new_rows();
--> statement-breakpoint
CREATE TRIGGER search_product_prices_deleted AFTER DELETE ON product_prices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_old_rows();
