-- App notifications (platform §7 svc_push; docs/app-shell.md): a customer's choice per notification type, and the inbox of notifications the store creates itself (order status changes, back in stock), one per customer and dedupe key.
CREATE TABLE "push_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_preferences" (
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_preferences_customer_id_type_pk" PRIMARY KEY("customer_id","type")
);
--> statement-breakpoint
CREATE INDEX "push_notifications_customer_idx" ON "push_notifications" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_notifications_dedupe_idx" ON "push_notifications" USING btree ("customer_id","dedupe_key");