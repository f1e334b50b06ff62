CREATE TABLE "program_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "program_grants_customer_product_idx" ON "program_grants" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE INDEX "program_grants_order_idx" ON "program_grants" USING btree ("order_number");