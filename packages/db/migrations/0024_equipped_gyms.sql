-- Equipped gyms (shell §2 /{brand}-equipped-gyms, flags enable_gym_map and enable_gym_add; docs/equipped-gyms.md): gyms equipped with a brand's gear, the store's own and those customers add, pending until an operator reviews them.
CREATE TABLE "equipped_gyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"country_id" text NOT NULL,
	"website" text,
	"latitude" real,
	"longitude" real,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "equipped_gyms" ADD CONSTRAINT "equipped_gyms_submitted_by_customers_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipped_gyms_brand_idx" ON "equipped_gyms" USING btree ("brand","status");--> statement-breakpoint
CREATE INDEX "equipped_gyms_submitted_by_idx" ON "equipped_gyms" USING btree ("submitted_by");--> statement-breakpoint
CREATE UNIQUE INDEX "equipped_gyms_unique_idx" ON "equipped_gyms" USING btree ("brand",lower("name"),lower("city"),"country_id");