CREATE TABLE "inbox_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"summary" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "inbox_items_type_check" CHECK ("inbox_items"."type" in ('contact_message', 'plan_request', 'landlord_lead', 'listing_review', 'unclaimed_referral', 'stalled_match', 'stalled_referral', 'housing_request')),
	CONSTRAINT "inbox_items_status_check" CHECK ("inbox_items"."status" in ('open', 'in_progress', 'done'))
);
--> statement-breakpoint
CREATE TABLE "inbox_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_notes_kind_check" CHECK ("inbox_notes"."kind" in ('note', 'reply', 'action'))
);
--> statement-breakpoint
ALTER TABLE "properties" DROP CONSTRAINT "properties_status_check";--> statement-breakpoint
ALTER TABLE "landlords" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "reference" varchar(12);--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_item_id_inbox_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inbox_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_items_one_open_idx" ON "inbox_items" USING btree ("type","subject_id") WHERE "inbox_items"."status" <> 'done';--> statement-breakpoint
CREATE INDEX "inbox_items_queue_idx" ON "inbox_items" USING btree ("status","type","created_at");--> statement-breakpoint
CREATE INDEX "inbox_notes_item_idx" ON "inbox_notes" USING btree ("item_id","created_at");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_reference_idx" ON "referrals" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_status_check" CHECK ("properties"."status" in ('pending_review', 'available', 'matched', 'filled', 'declined'));--> statement-breakpoint
INSERT INTO "inbox_items" ("type", "subject_id", "summary", "created_at", "updated_at")
SELECT 'contact_message', "id", "full_name" || ': ' || "subject", "created_at", "created_at" FROM "contact_messages";--> statement-breakpoint
INSERT INTO "inbox_items" ("type", "subject_id", "summary", "created_at", "updated_at")
SELECT 'landlord_lead', "id", "contact_name" || ' offers ' || "unit_count" || ' unit(s) at ' || "property_address" || ', ' || "zip_code", "created_at", "created_at" FROM "landlord_leads";
