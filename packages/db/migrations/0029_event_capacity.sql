-- Event division capacity (docs/events.md): how many athletes a division takes; null for no limit.
ALTER TABLE "event_divisions" ADD COLUMN "capacity" integer;