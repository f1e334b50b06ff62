-- ZEUS gym builder (shell §2 /zeus-builder, docs/zeus-builder.md): customers' gym designs and the store's read-only templates and featured designs.
CREATE TABLE "zeus_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"width" integer NOT NULL,
	"length" integer NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "zeus_projects" ADD CONSTRAINT "zeus_projects_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "zeus_projects_customer_idx" ON "zeus_projects" USING btree ("customer_id","updated_at");--> statement-breakpoint
CREATE INDEX "zeus_projects_kind_idx" ON "zeus_projects" USING btree ("kind");