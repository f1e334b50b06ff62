-- Refunds (docs/returns.md): the built-in gateway refunds a captured payment in whole or in part (gateway_refunds, refunded_amount), and a return keeps what was paid back to the card and the gift card issued for the rest.
CREATE TABLE "gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "card_refund_amount" bigint;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "gift_card_refund_code" text;--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD CONSTRAINT "gateway_refunds_payment_id_gateway_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."gateway_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_refunds_payment_idx" ON "gateway_refunds" USING btree ("payment_id");--> statement-breakpoint
UPDATE "gateway_payments" SET "refunded_amount" = "amount" WHERE "status" = 'refunded';