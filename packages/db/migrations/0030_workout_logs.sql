-- Workout logs (shell §2 /account/workout-statistics; docs/programming.md): the workouts of their programs a customer logged as done.
CREATE TABLE "workout_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"week" integer NOT NULL,
	"day" integer NOT NULL,
	"completed_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workout_logs" ADD CONSTRAINT "workout_logs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workout_logs_slot_idx" ON "workout_logs" USING btree ("customer_id","product_id","week","day");--> statement-breakpoint
CREATE INDEX "workout_logs_customer_day_idx" ON "workout_logs" USING btree ("customer_id","completed_on");