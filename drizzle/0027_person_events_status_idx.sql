-- Issue 33, point 8: a list's statuses read each listed person's events (type, when, details). Covering those
-- columns lets PostgreSQL answer from the index alone instead of one heap page per event (a person's events are
-- appended over months, so they never share pages). Hand-written: drizzle's index builder has no INCLUDE.
CREATE INDEX IF NOT EXISTS "person_events_status_idx" ON "person_events" USING btree ("veteran_id","occurred_at") INCLUDE ("type","details");
