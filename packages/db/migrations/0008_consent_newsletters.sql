CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"list_id" integer NOT NULL,
	"site_code" text NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "cookie_settings" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_list" ON "newsletter_subscriptions" USING btree ("email","list_id");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_customer" ON "newsletter_subscriptions" USING btree ("customer_id");