CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"telephone" text DEFAULT '' NOT NULL,
	"street" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"apartment" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"region_id" integer,
	"postcode" text DEFAULT '' NOT NULL,
	"country_id" text NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"is_default_shipping" boolean DEFAULT false NOT NULL,
	"is_default_billing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "primary_segment" integer;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_shipping" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default_shipping";--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_billing" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default_billing";