-- an order confirm counts once per order (services/search/events.ts): keep the first of any repeats
DELETE FROM "search_events" a USING "search_events" b WHERE a."type" = 'order' AND b."type" = 'order' AND a."site" = b."site" AND a."value"->>'order_id' = b."value"->>'order_id' AND a."id" > b."id";
--> statement-breakpoint
CREATE UNIQUE INDEX "search_events_order_once" ON "search_events" USING btree ("site",("value"->>'order_id')) WHERE "search_events"."type" = 'order';
