CREATE TABLE "stored_payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"gateway_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"holder_name" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"billing_address_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_payment_methods_gateway_method_id_unique" UNIQUE("gateway_method_id")
);
--> statement-breakpoint
CREATE INDEX "stored_payment_methods_customer_idx" ON "stored_payment_methods" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_payment_methods_default_idx" ON "stored_payment_methods" USING btree ("customer_id") WHERE "stored_payment_methods"."is_default";