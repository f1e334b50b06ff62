-- Review moderation (docs/reviews.md "Moderation"): staff hide a review (status 'hidden', the reason and when) and show it again; moderation keeps every action (who, when, reason). Public reads and the rating summary count published reviews only; the public read keeps reviews_product_idx (product_id, created_at) and filters the status; the staff list reads reviews_status_created_idx.
ALTER TABLE "reviews" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderation" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status" CHECK ("reviews"."status" in ('published', 'hidden'));