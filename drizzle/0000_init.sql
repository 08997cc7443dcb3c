CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid,
	"address" text NOT NULL,
	"city" text,
	"state" varchar(2),
	"zip_code" varchar(10) NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"unit_type" text DEFAULT 'house' NOT NULL,
	"room_type" text DEFAULT 'private' NOT NULL,
	"bedrooms" integer DEFAULT 3 NOT NULL,
	"bathrooms" integer DEFAULT 1 NOT NULL,
	"room_count" integer DEFAULT 3 NOT NULL,
	"units_available" integer DEFAULT 1 NOT NULL,
	"rent_cents" integer,
	"rent_per_room_cents" integer,
	"accepts_vouchers" boolean DEFAULT false NOT NULL,
	"accessible" boolean DEFAULT false NOT NULL,
	"allows_pets" boolean DEFAULT false NOT NULL,
	"furnished" boolean DEFAULT false NOT NULL,
	"inspected" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"source" text DEFAULT 'landlord_flow' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_status_check" CHECK ("properties"."status" in ('available', 'matched', 'filled')),
	CONSTRAINT "properties_unit_type_check" CHECK ("properties"."unit_type" in ('apartment', 'house', 'condo', 'other')),
	CONSTRAINT "properties_room_type_check" CHECK ("properties"."room_type" in ('private', 'shared')),
	CONSTRAINT "properties_counts_check" CHECK ("properties"."bedrooms" >= 0 and "properties"."room_count" >= 1 and "properties"."units_available" >= 0),
	CONSTRAINT "properties_rent_check" CHECK (coalesce("properties"."rent_cents", 0) >= 0 and coalesce("properties"."rent_per_room_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"veteran_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"origin" text NOT NULL,
	"decline_reason" text,
	"veteran_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_status_check" CHECK ("matches"."status" in ('pending', 'contacted', 'approved', 'placed', 'declined')),
	CONSTRAINT "matches_score_check" CHECK ("matches"."score" between 0 and 100),
	CONSTRAINT "matches_origin_check" CHECK ("matches"."origin" in ('veteran_request', 'engine'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"recipient_id" uuid,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "veterans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"phone" varchar(20),
	"email" text,
	"zip_code" varchar(10) NOT NULL,
	"discharge_status" text,
	"has_voucher" boolean DEFAULT false NOT NULL,
	"gi_bill" boolean DEFAULT false NOT NULL,
	"disability" boolean DEFAULT false NOT NULL,
	"employment" boolean DEFAULT false NOT NULL,
	"monthly_income_cents" integer,
	"requires_accessibility" boolean DEFAULT false NOT NULL,
	"has_pet" boolean DEFAULT false NOT NULL,
	"urgency" text DEFAULT 'normal' NOT NULL,
	"source" text NOT NULL,
	"intake_batch_id" uuid,
	"is_matched" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "veterans_discharge_check" CHECK ("veterans"."discharge_status" is null or "veterans"."discharge_status" in ('honorable', 'active', 'other')),
	CONSTRAINT "veterans_urgency_check" CHECK ("veterans"."urgency" in ('critical', 'high', 'normal', 'low')),
	CONSTRAINT "veterans_source_check" CHECK ("veterans"."source" in ('bulk_intake', 'housing_assessment', 'housing_intake', 'co_living', 'referral', 'seed'))
);
--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_veteran_id_veterans_id_fk" FOREIGN KEY ("veteran_id") REFERENCES "public"."veterans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_status_created_idx" ON "properties" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_zip_idx" ON "properties" USING btree ("zip_code");--> statement-breakpoint
CREATE INDEX "properties_location_idx" ON "properties" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_open_pair_idx" ON "matches" USING btree ("veteran_id","property_id") WHERE "matches"."status" <> 'declined';--> statement-breakpoint
CREATE INDEX "matches_property_idx" ON "matches" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "veterans_batch_idx" ON "veterans" USING btree ("intake_batch_id");