-- One unsubscribe token per newsletter address, for the link in newsletter mails: a subscriber without
-- an account leaves without signing in. Tokens are made by the store when it first mails the address.
CREATE TABLE "newsletter_unsubscribe_links" (
	"email" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_unsubscribe_links_token_unique" UNIQUE("token")
);
