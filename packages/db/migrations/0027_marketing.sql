-- Marketing consumers of platform §6 (docs/marketing.md): the built-in affiliate tracker's sales, the built-in email marketing provider's last cart per user and tracked purchases, and the built-in ad tracker's conversions; rows only for shoppers whose consent allowed the consumer.
CREATE TABLE "ad_conversions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"store_id" integer NOT NULL,
	"currency" text NOT NULL,
	"value" bigint NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_conversions_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "affiliate_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_code" text NOT NULL,
	"order_number" text NOT NULL,
	"store_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"order_discount" bigint NOT NULL,
	"items" jsonb NOT NULL,
	"excluded" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_sales_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "email_marketing_carts" (
	"email" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"list_id" uuid NOT NULL,
	"store_id" integer NOT NULL,
	"currency" text NOT NULL,
	"items" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"campaign_id" integer,
	"template_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purchased_at" timestamp with time zone,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_marketing_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"store_id" integer NOT NULL,
	"currency" text NOT NULL,
	"items" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"campaign_id" integer,
	"template_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_marketing_purchases_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE INDEX "affiliate_sales_code_idx" ON "affiliate_sales" USING btree ("affiliate_code","created_at");--> statement-breakpoint
CREATE INDEX "email_marketing_purchases_email_idx" ON "email_marketing_purchases" USING btree ("email","created_at");