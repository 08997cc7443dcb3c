-- Veterans' phones are stored as their 10 digits (one rule for every intake). A number that has no 10
-- digits is kept in the notes, so nothing typed is lost.
UPDATE "veterans" SET "additional_notes" = concat_ws(E'\n', "additional_notes", 'Phone as given: ' || "phone"), "phone" = NULL
  WHERE "phone" IS NOT NULL AND length(regexp_replace("phone", '\D', '', 'g')) NOT IN (10, 11);--> statement-breakpoint
UPDATE "veterans" SET "phone" = right(regexp_replace("phone", '\D', '', 'g'), 10) WHERE "phone" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_origin_check";--> statement-breakpoint
DROP INDEX "matches_open_pair_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "matches_open_pair_idx" ON "matches" USING btree ("veteran_id","property_id") WHERE "matches"."status" in ('pending', 'contacted', 'approved', 'placed');--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_origin_check" CHECK ("matches"."origin" in ('veteran_request', 'engine', 'placement'));--> statement-breakpoint
ALTER TABLE "veterans" ADD CONSTRAINT "veterans_phone_digits_check" CHECK ("veterans"."phone" is null or "veterans"."phone" ~ '^[0-9]{10}$');