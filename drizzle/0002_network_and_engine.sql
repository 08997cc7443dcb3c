CREATE TABLE "landlord_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" varchar(20),
	"property_address" text NOT NULL,
	"city" text,
	"state" varchar(2),
	"zip_code" varchar(10) NOT NULL,
	"property_type" text DEFAULT 'single_family' NOT NULL,
	"unit_count" integer DEFAULT 1 NOT NULL,
	"monthly_rent_cents" integer,
	"notes" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'website_form' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landlord_leads_property_type_check" CHECK ("landlord_leads"."property_type" in ('single_family', 'apartment', 'townhouse', 'duplex')),
	CONSTRAINT "landlord_leads_units_check" CHECK ("landlord_leads"."unit_count" >= 1),
	CONSTRAINT "landlord_leads_rent_check" CHECK (coalesce("landlord_leads"."monthly_rent_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"veteran_id" uuid,
	"veteran_name" text NOT NULL,
	"property_id" uuid,
	"property_address" text NOT NULL,
	"placement_date" date NOT NULL,
	"monthly_rent_cents" integer NOT NULL,
	"va_benefit_based" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" varchar(20) DEFAULT 'completed' NOT NULL,
	"verified_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placements_rent_check" CHECK ("placements"."monthly_rent_cents" > 0),
	CONSTRAINT "placements_status_check" CHECK ("placements"."status" in ('completed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "available_date" date;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "admin_notes" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "landlord_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "placed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "veterans" ADD COLUMN "max_rent_cents" integer;--> statement-breakpoint
ALTER TABLE "veterans" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "veterans" ADD COLUMN "case_manager_email" text;--> statement-breakpoint
ALTER TABLE "veterans" ADD COLUMN "additional_notes" text;--> statement-breakpoint
ALTER TABLE "landlord_leads" ADD CONSTRAINT "landlord_leads_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_veteran_id_veterans_id_fk" FOREIGN KEY ("veteran_id") REFERENCES "public"."veterans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "landlord_leads_created_idx" ON "landlord_leads" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "placements_org_date_idx" ON "placements" USING btree ("organization_id","placement_date" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "veterans" ADD CONSTRAINT "veterans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "matches_one_open_engine_match_idx" ON "matches" USING btree ("veteran_id") WHERE "matches"."origin" = 'engine' and "matches"."status" in ('pending', 'contacted', 'approved');--> statement-breakpoint
CREATE INDEX "matches_status_created_idx" ON "matches" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "organizations_categories_idx" ON "organizations" USING gin ("service_categories");--> statement-breakpoint
CREATE INDEX "organizations_location_idx" ON "organizations" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "veterans_org_idx" ON "veterans" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "veterans_unmatched_idx" ON "veterans" USING btree ("is_matched","created_at");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_slug_not_uuid_check" CHECK ("organizations"."slug" !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$');--> statement-breakpoint
ALTER TABLE "veterans" ADD CONSTRAINT "veterans_max_rent_check" CHECK (coalesce("veterans"."max_rent_cents", 0) >= 0);