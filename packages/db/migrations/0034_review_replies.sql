-- Replies to reviews (docs/reviews.md "Replies"): the store's public answer under a review, written by staff through the operator calls, and when; null when there is none.
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;