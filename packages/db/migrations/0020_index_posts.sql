-- The Index (shell §3): editorial posts and their tags, read by /svc_theindex.
CREATE TABLE "index_posts" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"format" text DEFAULT 'standard' NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"featured_image_path" text,
	"large_featured_image_path" text,
	"featured_video" text,
	"featured_media" integer DEFAULT 0 NOT NULL,
	"custom_css" text DEFAULT '' NOT NULL,
	"custom_js" text DEFAULT '' NOT NULL,
	"categories" integer[] DEFAULT '{}' NOT NULL,
	"tags" integer[] DEFAULT '{}' NOT NULL,
	"date" timestamp with time zone NOT NULL,
	CONSTRAINT "index_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "index_tags" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "index_tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE INDEX "index_posts_date_idx" ON "index_posts" USING btree ("date");