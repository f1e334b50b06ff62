-- Helpful votes on reviews (docs/reviews.md "Helpful votes"): one per voter (the session's guest identity) and published review; reviews.helpful_count counts them and is kept in the same transaction as the vote. Votes go with their review (ON DELETE cascade).
CREATE TABLE "review_votes" (
	"review_id" integer NOT NULL,
	"voter_key" text NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_voter_key_pk" PRIMARY KEY("review_id","voter_key")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "helpful_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_helpful_count" CHECK ("reviews"."helpful_count" >= 0);