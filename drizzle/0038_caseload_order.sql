CREATE TABLE "caseload_keys" (
	"veteran_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid,
	"status" text NOT NULL,
	"rank" smallint NOT NULL,
	"last_change_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "caseload_keys_status_check" CHECK ("caseload_keys"."status" in ('waiting', 'referred', 'offered', 'accepted', 'moved_in', 'inactive', 'exited'))
);
--> statement-breakpoint
ALTER TABLE "caseload_keys" ADD CONSTRAINT "caseload_keys_veteran_id_veterans_id_fk" FOREIGN KEY ("veteran_id") REFERENCES "public"."veterans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caseload_keys_order_idx" ON "caseload_keys" USING btree ("organization_id","rank","last_change_at","veteran_id") INCLUDE ("status");--> statement-breakpoint
CREATE INDEX "matches_veteran_idx" ON "matches" USING btree ("veteran_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_waitlist_idx" ON "outbox_messages" USING btree ("recipient_id","sent_at") WHERE "outbox_messages"."kind" = 'waitlist_status' and "outbox_messages"."status" = 'sent';--> statement-breakpoint
-- The caseload key of each person named (issue 33, point 8; decision 0034, addendum), computed from scratch from
-- what it is made of: `caseloadUrgencyRank` (caseload-status.ts: urgency, then the triage priority of
-- `intakePriority` from benefits, open matches and an open home taking vouchers; people no longer active last)
-- and the caseload's last change (the person's intake, a match's last step, a delivered waitlist notice), in
-- milliseconds as the app reads it. caseload-order.test.ts proves the order equals `compareCaseload` on both
-- databases. The existing keys are locked first (in id order), and the keys computed by the next statement: a
-- writer refreshing the same person waits for the other to commit, then reads what it wrote (no lost update).
CREATE FUNCTION caseload_keys_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM caseload_keys WHERE veteran_id = ANY(ids) ORDER BY veteran_id FOR UPDATE;
  INSERT INTO caseload_keys AS k (veteran_id, organization_id, status, rank, last_change_at)
  SELECT v.id, v.organization_id, s.status,
         CASE WHEN s.status NOT IN ('waiting', 'referred', 'offered', 'accepted') THEN 8
              ELSE (array_position(ARRAY['critical', 'high', 'normal', 'low'], v.urgency) - 1) * 2
                   + CASE WHEN (v.has_voucher AND m.voucher_open)
                            OR (m.open = 0 AND NOT (v.gi_bill OR v.disability OR v.employment)) THEN 0 ELSE 1 END
         END,
         date_trunc('milliseconds', greatest(v.created_at, n.sent_at, m.last_step))
    FROM veterans v
    CROSS JOIN LATERAL (
      SELECT coalesce((SELECT ps.status FROM person_statuses ps WHERE ps.veteran_id = v.id), 'waiting') AS status
    ) s
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE mm.status IN ('pending', 'contacted', 'approved')) AS open,
             coalesce(bool_or(p.accepts_vouchers) FILTER (WHERE mm.status IN ('pending', 'contacted', 'approved')),
                      false) AS voucher_open,
             max(greatest(mm.created_at, mm.contacted_at, mm.approved_at, mm.placed_at, mm.declined_at)) AS last_step
        FROM matches mm JOIN properties p ON p.id = mm.property_id
       WHERE mm.veteran_id = v.id
    ) m
    CROSS JOIN LATERAL (
      SELECT max(o.sent_at) AS sent_at FROM outbox_messages o
       WHERE o.kind = 'waitlist_status' AND o.status = 'sent' AND o.recipient_id = v.id
    ) n
   WHERE v.id = ANY(ids)
  ON CONFLICT (veteran_id) DO UPDATE
    SET organization_id = excluded.organization_id, status = excluded.status, rank = excluded.rank,
        last_change_at = excluded.last_change_at
    WHERE (k.organization_id, k.status, k.rank, k.last_change_at)
          IS DISTINCT FROM (excluded.organization_id, excluded.status, excluded.rank, excluded.last_change_at);
END $$;--> statement-breakpoint
-- The keys follow every statement that changes what they are made of, in its transaction (as the directory's
-- figures do, decision 0029): transition tables take a whole statement at once, so a bulk load is one refresh.
CREATE FUNCTION caseload_keys_follow_veterans() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM caseload_keys_refresh(array(SELECT id FROM new_rows));
  ELSE
    PERFORM caseload_keys_refresh(array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.urgency, n.has_voucher, n.gi_bill, n.disability, n.employment, n.organization_id, n.created_at)
             IS DISTINCT FROM (o.urgency, o.has_voucher, o.gi_bill, o.disability, o.employment, o.organization_id,
                               o.created_at)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER veterans_caseload_insert AFTER INSERT ON veterans
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION caseload_keys_follow_veterans();--> statement-breakpoint
CREATE TRIGGER veterans_caseload_update AFTER UPDATE ON veterans
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION caseload_keys_follow_veterans();--> statement-breakpoint
CREATE FUNCTION caseload_keys_follow_statuses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM caseload_keys_refresh(array(SELECT veteran_id FROM new_rows));
  ELSE
    PERFORM caseload_keys_refresh(array(
      SELECT n.veteran_id FROM new_rows n JOIN old_rows o ON o.veteran_id = n.veteran_id
       WHERE n.status IS DISTINCT FROM o.status));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER person_statuses_caseload_insert AFTER INSERT ON person_statuses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION caseload_keys_follow_statuses();--> statement-breakpoint
CREATE TRIGGER person_statuses_caseload_update AFTER UPDATE ON person_statuses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION caseload_keys_follow_statuses();--> statement-breakpoint
CREATE FUNCTION caseload_keys_follow_matches() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM caseload_keys_refresh(array(SELECT DISTINCT veteran_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM caseload_keys_refresh(array(SELECT DISTINCT veteran_id FROM old_rows));
  ELSE
    PERFORM caseload_keys_refresh(array(
      SELECT changed.veteran_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       CROSS JOIN LATERAL (VALUES (n.veteran_id), (o.veteran_id)) AS changed(veteran_id)
       WHERE (n.veteran_id, n.property_id, n.status, n.created_at, n.contacted_at, n.approved_at, n.placed_at,
              n.declined_at)
             IS DISTINCT FROM (o.veteran_id, o.property_id, o.status, o.created_at, o.contacted_at, o.approved_at,
                               o.placed_at, o.declined_at)
       GROUP BY changed.veteran_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER matches_caseload_insert AFTER INSERT ON matches
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION caseload_keys_follow_matches();--> statement-breakpoint
CREATE TRIGGER matches_caseload_update AFTER UPDATE ON matches
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION caseload_keys_follow_matches();--> statement-breakpoint
CREATE TRIGGER matches_caseload_delete AFTER DELETE ON matches
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION caseload_keys_follow_matches();--> statement-breakpoint
CREATE FUNCTION caseload_keys_follow_notices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM caseload_keys_refresh(array(
      SELECT DISTINCT recipient_id FROM new_rows
       WHERE kind = 'waitlist_status' AND status = 'sent' AND recipient_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM caseload_keys_refresh(array(
      SELECT DISTINCT recipient_id FROM old_rows
       WHERE kind = 'waitlist_status' AND status = 'sent' AND recipient_id IS NOT NULL));
  ELSE
    PERFORM caseload_keys_refresh(array(
      SELECT changed.recipient_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       CROSS JOIN LATERAL (VALUES (n.recipient_id), (o.recipient_id)) AS changed(recipient_id)
       WHERE 'waitlist_status' IN (n.kind, o.kind) AND changed.recipient_id IS NOT NULL
         AND (n.kind, n.status, n.sent_at, n.recipient_id) IS DISTINCT FROM (o.kind, o.status, o.sent_at, o.recipient_id)
       GROUP BY changed.recipient_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER outbox_messages_caseload_insert AFTER INSERT ON outbox_messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION caseload_keys_follow_notices();--> statement-breakpoint
CREATE TRIGGER outbox_messages_caseload_update AFTER UPDATE ON outbox_messages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION caseload_keys_follow_notices();--> statement-breakpoint
CREATE TRIGGER outbox_messages_caseload_delete AFTER DELETE ON outbox_messages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION caseload_keys_follow_notices();--> statement-breakpoint
CREATE FUNCTION caseload_keys_follow_homes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM caseload_keys_refresh(array(
    SELECT DISTINCT m.veteran_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN matches m ON m.property_id = n.id AND m.status IN ('pending', 'contacted', 'approved')
     WHERE n.accepts_vouchers IS DISTINCT FROM o.accepts_vouchers));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_caseload_update AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION caseload_keys_follow_homes();--> statement-breakpoint
-- a table emptied at once (tests, a reload): every key computed again
CREATE FUNCTION caseload_keys_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM caseload_keys_refresh(array(SELECT id FROM veterans));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER matches_caseload_truncate AFTER TRUNCATE ON matches
  FOR EACH STATEMENT EXECUTE FUNCTION caseload_keys_rebuild();--> statement-breakpoint
CREATE TRIGGER outbox_messages_caseload_truncate AFTER TRUNCATE ON outbox_messages
  FOR EACH STATEMENT EXECUTE FUNCTION caseload_keys_rebuild();--> statement-breakpoint
CREATE TRIGGER person_statuses_caseload_truncate AFTER TRUNCATE ON person_statuses
  FOR EACH STATEMENT EXECUTE FUNCTION caseload_keys_rebuild();--> statement-breakpoint
SELECT caseload_keys_refresh(array(SELECT id FROM veterans));
