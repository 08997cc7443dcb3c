CREATE TABLE "co_living_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"veteran_id" uuid NOT NULL,
	"reference" varchar(12) NOT NULL,
	"organization_id" uuid,
	"case_manager_name" text NOT NULL,
	"case_manager_email" text NOT NULL,
	"case_manager_phone" varchar(20) NOT NULL,
	"has_disability_benefits" boolean NOT NULL,
	"has_social_security_benefits" boolean NOT NULL,
	"monthly_disability_income_cents" integer,
	"monthly_social_security_income_cents" integer,
	"total_verified_monthly_income_cents" integer NOT NULL,
	"service_branch" text NOT NULL,
	"preferred_service_era" text NOT NULL,
	"social_level" text NOT NULL,
	"cleanliness" text NOT NULL,
	"smoking_preference" text NOT NULL,
	"drinking_preference" text NOT NULL,
	"conflict_resolution_style" text NOT NULL,
	"max_room_budget_cents" integer NOT NULL,
	"preferred_room_type" text NOT NULL,
	"accessibility_needs" boolean DEFAULT false NOT NULL,
	"has_service_animal" boolean DEFAULT false NOT NULL,
	"has_pets" boolean DEFAULT false NOT NULL,
	"pet_details" text,
	"interest_in_community_activities" boolean DEFAULT true NOT NULL,
	"willing_to_organize_events" boolean DEFAULT false NOT NULL,
	"previous_shared_living_experience" boolean DEFAULT false NOT NULL,
	"quiet_hours_start" varchar(5) DEFAULT '22:00' NOT NULL,
	"quiet_hours_end" varchar(5) DEFAULT '07:00' NOT NULL,
	"additional_notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "co_living_applications_status_check" CHECK ("co_living_applications"."status" in ('pending', 'proposed', 'placed', 'withdrawn')),
	CONSTRAINT "co_living_applications_branch_check" CHECK ("co_living_applications"."service_branch" in ('army', 'navy', 'air_force', 'marines', 'coast_guard')),
	CONSTRAINT "co_living_applications_era_check" CHECK ("co_living_applications"."preferred_service_era" in ('vietnam', 'gulf_war', 'post_911', 'any')),
	CONSTRAINT "co_living_applications_social_check" CHECK ("co_living_applications"."social_level" in ('introverted', 'moderate', 'extroverted')),
	CONSTRAINT "co_living_applications_cleanliness_check" CHECK ("co_living_applications"."cleanliness" in ('very_clean', 'moderate', 'relaxed')),
	CONSTRAINT "co_living_applications_smoking_check" CHECK ("co_living_applications"."smoking_preference" in ('non_smoking', 'outdoor_only', 'smoking_ok')),
	CONSTRAINT "co_living_applications_drinking_check" CHECK ("co_living_applications"."drinking_preference" in ('no_alcohol', 'social_drinking', 'no_preference')),
	CONSTRAINT "co_living_applications_conflict_check" CHECK ("co_living_applications"."conflict_resolution_style" in ('direct', 'mediated', 'avoidant')),
	CONSTRAINT "co_living_applications_room_type_check" CHECK ("co_living_applications"."preferred_room_type" in ('private_bath', 'shared_bath', 'master_suite')),
	CONSTRAINT "co_living_applications_money_check" CHECK ("co_living_applications"."total_verified_monthly_income_cents" >= 0 and "co_living_applications"."max_room_budget_cents" >= 0 and coalesce("co_living_applications"."monthly_disability_income_cents", 0) >= 0 and coalesce("co_living_applications"."monthly_social_security_income_cents", 0) >= 0),
	CONSTRAINT "co_living_applications_quiet_hours_check" CHECK ("co_living_applications"."quiet_hours_start" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "co_living_applications"."quiet_hours_end" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "inbox_items" DROP CONSTRAINT "inbox_items_type_check";--> statement-breakpoint
ALTER TABLE "co_living_applications" ADD CONSTRAINT "co_living_applications_veteran_id_veterans_id_fk" FOREIGN KEY ("veteran_id") REFERENCES "public"."veterans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_living_applications" ADD CONSTRAINT "co_living_applications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "co_living_applications_reference_idx" ON "co_living_applications" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "co_living_applications_open_idx" ON "co_living_applications" USING btree ("veteran_id") WHERE "co_living_applications"."status" in ('pending', 'proposed');--> statement-breakpoint
CREATE INDEX "co_living_applications_status_idx" ON "co_living_applications" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_type_check" CHECK ("inbox_items"."type" in ('contact_message', 'plan_request', 'landlord_lead', 'listing_review', 'unclaimed_referral', 'stalled_match', 'stalled_referral', 'housing_request', 'co_living_application'));