-- Product reviews of the built-in review provider (platform §6 transaction tracking, §9 locale; docs/reviews.md): reviews (one per author and product, rating 1-5), the pre-store rating baselines of reviewed products, and the review invitations recorded when an order is published.
CREATE TABLE "review_baselines" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"average" real DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_invitations" (
	"order_number" text PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"store_id" integer NOT NULL,
	"locale" text NOT NULL,
	"items" jsonb NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"order_number" text,
	"store_id" integer NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "review_baselines" ADD CONSTRAINT "review_baselines_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_invitations_token_idx" ON "review_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "review_invitations_customer_idx" ON "review_invitations" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_customer_product_idx" ON "reviews" USING btree ("customer_id","product_id") WHERE "reviews"."customer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_guest_product_idx" ON "reviews" USING btree (lower("email"),"product_id") WHERE "reviews"."customer_id" is null;--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","created_at");