-- Review reports (docs/reviews.md "Reports"): a shopper reports a published review with a reason (spam, offensive, off_topic, other), once per reporter (the session's guest identity) and review; staff see the counts in the moderation list. Reports go with their review (ON DELETE cascade).
CREATE TABLE "review_reports" (
	"review_id" integer NOT NULL,
	"reporter_key" text NOT NULL,
	"customer_id" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_review_id_reporter_key_pk" PRIMARY KEY("review_id","reporter_key"),
	CONSTRAINT "review_reports_reason" CHECK ("review_reports"."reason" in ('spam', 'offensive', 'off_topic', 'other'))
);
--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;