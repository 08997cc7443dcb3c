CREATE TABLE "person_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"veteran_id" uuid NOT NULL,
	"type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by_kind" text NOT NULL,
	"recorded_by_id" uuid,
	"organization_id" uuid,
	"late_reason" text,
	"details" jsonb NOT NULL,
	CONSTRAINT "person_events_type_check" CHECK ("person_events"."type" in ('identified', 'contacted', 'referred', 'offered', 'offer_decided', 'transitional_entered', 'transitional_left', 'moved_in', 'exited', 'inactive', 'returned')),
	CONSTRAINT "person_events_recorder_check" CHECK ("person_events"."recorded_by_kind" in ('partner', 'admin', 'landlord', 'veteran', 'public', 'system')),
	CONSTRAINT "person_events_late_reason_check" CHECK ("person_events"."recorded_at" - "person_events"."occurred_at" <= interval '7 days' or "person_events"."late_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "person_events" ADD CONSTRAINT "person_events_veteran_id_veterans_id_fk" FOREIGN KEY ("veteran_id") REFERENCES "public"."veterans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_events" ADD CONSTRAINT "person_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_events_veteran_idx" ON "person_events" USING btree ("veteran_id","occurred_at");--> statement-breakpoint
CREATE INDEX "person_events_type_idx" ON "person_events" USING btree ("type","occurred_at");--> statement-breakpoint
CREATE INDEX "person_events_org_idx" ON "person_events" USING btree ("organization_id","occurred_at");--> statement-breakpoint
-- Append-only: what happened is never rewritten. Only a merge (or its undo) moves events to another person, and
-- a deleted organisation's id is cleared (the foreign key's ON DELETE SET NULL).
CREATE FUNCTION person_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'veteran_id' - 'organization_id') IS DISTINCT FROM (to_jsonb(OLD) - 'veteran_id' - 'organization_id')
     OR (NEW.organization_id IS NOT NULL AND NEW.organization_id IS DISTINCT FROM OLD.organization_id) THEN
    RAISE EXCEPTION 'person_events are append-only' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER person_events_append_only BEFORE UPDATE ON "person_events"
  FOR EACH ROW EXECUTE FUNCTION person_events_append_only();--> statement-breakpoint
-- People already on record begin their timeline when they were first recorded.
INSERT INTO "person_events" ("veteran_id", "type", "occurred_at", "recorded_by_kind", "organization_id", "late_reason", "details")
SELECT v.id, 'identified', v.created_at, 'system', v.organization_id,
       'recorded when the timeline began', '{"livingSituation": null, "homelessSince": null}'::jsonb
  FROM "veterans" v;
