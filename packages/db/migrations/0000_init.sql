CREATE TABLE "sites" (
	"code" text PRIMARY KEY NOT NULL,
	"id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"currency" text NOT NULL,
	"default_country" text NOT NULL,
	"locales" jsonb NOT NULL,
	"hostname" text NOT NULL,
	"path_prefix" text NOT NULL,
	"ship_to" jsonb NOT NULL,
	"apple_pay_supported" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"newsletter_email" jsonb NOT NULL,
	"social" jsonb NOT NULL,
	"navigation" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"url_key" text NOT NULL,
	"path" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"include_in_menu" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"top_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"landing_page_id" integer
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"qoh" integer DEFAULT 0 NOT NULL,
	"min" integer DEFAULT 1 NOT NULL,
	"max" integer DEFAULT 0 NOT NULL,
	"bin" boolean DEFAULT false NOT NULL,
	"backorder" boolean DEFAULT false NOT NULL,
	"lead_time" text,
	"restock_status" text,
	"promo_qty" integer
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_group_prices" (
	"product_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "product_group_prices_product_id_store_id_group_id_pk" PRIMARY KEY("product_id","store_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"sku" text NOT NULL,
	"price" integer NOT NULL,
	"special_price" integer,
	"promo_price" integer,
	CONSTRAINT "product_prices_product_id_store_id_pk" PRIMARY KEY("product_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"url_key" text NOT NULL,
	"visibility" integer DEFAULT 4 NOT NULL,
	"thumbnail" text,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"weight" numeric(10, 3) DEFAULT 0 NOT NULL,
	"children_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"related_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bundle_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"giftcard_data" jsonb,
	"hundo_pricing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_program" boolean DEFAULT false NOT NULL,
	"primary_category_id" integer,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ship_direct" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"name" text PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"indexable" boolean DEFAULT true NOT NULL,
	"builder" jsonb NOT NULL,
	CONSTRAINT "content_pages_identifier_unique" UNIQUE("identifier"),
	CONSTRAINT "content_pages_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "url_rewrites" (
	"url" text PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer,
	"redirect_target" text,
	"redirect_type" integer
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"alpha2" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"require_region" boolean DEFAULT false NOT NULL,
	"postcode_regex" text
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"region_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "regions_region_id_pk" PRIMARY KEY("region_id")
);
--> statement-breakpoint
CREATE TABLE "seed_info" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"product_count" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_group_prices" ADD CONSTRAINT "product_group_prices_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_country_code_countries_alpha2_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("alpha2") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_url_key_idx" ON "categories" USING btree ("url_key");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_categories_product_idx" ON "product_categories" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_url_key_idx" ON "products" USING btree ("url_key");--> statement-breakpoint
CREATE INDEX "regions_country_idx" ON "regions" USING btree ("country_code");