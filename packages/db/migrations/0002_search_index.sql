CREATE TABLE "search_dirty" (
	"product_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"value" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" text,
	"app_type" text,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_phrases" (
	"phrase" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_norm" text NOT NULL,
	"sku" text NOT NULL,
	"doc" "tsvector" NOT NULL,
	"category_ids" integer[] DEFAULT '{}' NOT NULL,
	"category_l1" text[] DEFAULT '{}' NOT NULL,
	"category_l2" text[] DEFAULT '{}' NOT NULL,
	"category_l3" text[] DEFAULT '{}' NOT NULL,
	"brand" text,
	"promotions" text[] DEFAULT '{}' NOT NULL,
	"promo_from" timestamp with time zone,
	"promo_to" timestamp with time zone,
	"colors" text[] DEFAULT '{}' NOT NULL,
	"sizes" text[] DEFAULT '{}' NOT NULL,
	"duration" text,
	"days_per_week" text,
	"program_delivery" text,
	"rating" real,
	"is_salable" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"site" text NOT NULL,
	"keyphrase" text NOT NULL,
	"searches" integer DEFAULT 1 NOT NULL,
	"results" integer DEFAULT 0 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_queries_site_keyphrase_pk" PRIMARY KEY("site","keyphrase")
);
--> statement-breakpoint
CREATE TABLE "search_redirects" (
	"keyphrase" text PRIMARY KEY NOT NULL,
	"redirect_url" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_products" ADD CONSTRAINT "search_products_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_events_user_idx" ON "search_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "search_events_created_idx" ON "search_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_products_doc_idx" ON "search_products" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "search_products_category_ids_idx" ON "search_products" USING gin ("category_ids");