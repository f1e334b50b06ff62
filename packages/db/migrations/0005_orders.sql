CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"list_id" uuid NOT NULL,
	"store_id" integer NOT NULL,
	"currency" text NOT NULL,
	"customer_id" integer,
	"guest_id" text NOT NULL,
	"group_id" integer DEFAULT 0 NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"shipping_mode" text NOT NULL,
	"items" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"grand_total" bigint NOT NULL,
	"shipping_address" jsonb,
	"billing_address" jsonb NOT NULL,
	"shipping" jsonb NOT NULL,
	"payment" jsonb NOT NULL,
	"giftcards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reserved" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock_released_at" timestamp with time zone,
	"shipments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comments" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_list_idx" ON "orders" USING btree ("list_id") WHERE "orders"."status" <> 'payment_error';--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree (lower("email"));