-- Hand-written SQL (issue 39, decision 0033): the first two statements (the pg_trgm extension and the immutable search text the trigram index is built on) come before drizzle-kit's output.
-- Network management's search finds any part of an organisation's name, city, slug or email (ILIKE '%text%'); a
-- trigram GIN index answers it without reading every row. PGlite 0.5 ships pg_trgm too (loaded in fair-pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION organization_search_text(name text, city text, slug text, email text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN name || ' ' || coalesce(city, '') || ' ' || slug || ' ' || coalesce(email, '');--> statement-breakpoint
ALTER TABLE "co_living_households" ADD COLUMN "ended_reason" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "requested_status" text;--> statement-breakpoint
ALTER TABLE "landlord_leads" ADD COLUMN "landlord_id" uuid;--> statement-breakpoint
ALTER TABLE "landlord_leads" ADD CONSTRAINT "landlord_leads_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizations_search_trgm_idx" ON "organizations" USING gin (organization_search_text("name", "city", "slug", "email") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_requested_status_check" CHECK ("properties"."requested_status" in ('available', 'paused', 'filled'));