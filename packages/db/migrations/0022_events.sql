-- Events (shell §2 Events, §3 Event profile): events with their divisions, the customers' event profiles and
-- their registrations (one per profile and event: the unique constraint settles two sent at once). /svc_event.
CREATE TABLE "event_divisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_divisions_event_name_unique" UNIQUE("event_id","name")
);
--> statement-breakpoint
CREATE TABLE "event_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"btwb_id" text,
	"birthdate" date,
	"gym" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT 'Male' NOT NULL,
	"country" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_profiles_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"division_id" integer NOT NULL,
	"profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_event_profile_unique" UNIQUE("event_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"year" integer NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"location" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"registration_open" boolean DEFAULT false NOT NULL,
	CONSTRAINT "events_slug_year_unique" UNIQUE("slug","year")
);
--> statement-breakpoint
ALTER TABLE "event_divisions" ADD CONSTRAINT "event_divisions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_profiles" ADD CONSTRAINT "event_profiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_profiles" ADD CONSTRAINT "event_profiles_country_countries_alpha2_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("alpha2") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_division_id_event_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."event_divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_profile_id_event_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."event_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_divisions_event_idx" ON "event_divisions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_registrations_division_idx" ON "event_registrations" USING btree ("division_id");