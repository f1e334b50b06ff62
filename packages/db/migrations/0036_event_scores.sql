-- Event workouts and scores (docs/events.md "Scores and the leaderboard"): an event's workouts, each scored as time (seconds, lower is better), reps or load (kilograms, higher is better); at most one score per registration and workout, a non-negative integer. Both go with their event, workout or registration (ON DELETE cascade).
CREATE TABLE "event_scores" (
	"workout_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"value" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_scores_workout_id_registration_id_pk" PRIMARY KEY("workout_id","registration_id"),
	CONSTRAINT "event_scores_value" CHECK ("event_scores"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_workouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"scoring" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_workouts_event_name_unique" UNIQUE("event_id","name"),
	CONSTRAINT "event_workouts_scoring" CHECK ("event_workouts"."scoring" in ('time', 'reps', 'load'))
);
--> statement-breakpoint
ALTER TABLE "event_scores" ADD CONSTRAINT "event_scores_workout_id_event_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."event_workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_scores" ADD CONSTRAINT "event_scores_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_workouts" ADD CONSTRAINT "event_workouts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_scores_registration_idx" ON "event_scores" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "event_workouts_event_idx" ON "event_workouts" USING btree ("event_id");