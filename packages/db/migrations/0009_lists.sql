CREATE TABLE "bins" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"parent_id" integer,
	"email" text NOT NULL,
	"customer_id" integer,
	"guest_id" text,
	"store_id" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "list_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"list_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"children" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"line_key" text NOT NULL,
	"position" serial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"customer_id" integer,
	"guest_id" text,
	"store_id" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"url_key" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bins_waiting_idx" ON "bins" USING btree ("product_id","email") WHERE "bins"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "bins_customer_idx" ON "bins" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "bins_guest_idx" ON "bins" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "list_items_list_idx" ON "list_items" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "lists_customer_idx" ON "lists" USING btree ("customer_id","is_active");--> statement-breakpoint
CREATE INDEX "lists_guest_idx" ON "lists" USING btree ("guest_id","is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "lists_url_key_idx" ON "lists" USING btree ("url_key");--> statement-breakpoint
CREATE INDEX "lists_registry_name_idx" ON "lists" USING btree (lower("metadata"->>'registrantName')) WHERE "lists"."type" = 'registry';