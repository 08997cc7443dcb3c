CREATE TABLE "co_living_homes" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"room_types" text[] NOT NULL,
	"shared_spaces" text[] DEFAULT '{}'::text[] NOT NULL,
	"utilities_included" boolean DEFAULT false NOT NULL,
	"wifi_included" boolean DEFAULT false NOT NULL,
	"parking_included" boolean DEFAULT false NOT NULL,
	"smoking_policy" text DEFAULT 'non_smoking' NOT NULL,
	"quiet_hours_start" varchar(5) DEFAULT '22:00' NOT NULL,
	"quiet_hours_end" varchar(5) DEFAULT '07:00' NOT NULL,
	"has_yard" boolean DEFAULT false NOT NULL,
	"has_garage" boolean DEFAULT false NOT NULL,
	"requires_community_manager" boolean DEFAULT false NOT NULL,
	"management_fee_monthly_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "co_living_homes_smoking_check" CHECK ("co_living_homes"."smoking_policy" in ('non_smoking', 'outdoor_only', 'smoking_ok')),
	CONSTRAINT "co_living_homes_room_types_check" CHECK (cardinality("co_living_homes"."room_types") >= 1 and "co_living_homes"."room_types" <@ array['private_bath', 'shared_bath', 'master_suite']::text[]),
	CONSTRAINT "co_living_homes_fee_check" CHECK ("co_living_homes"."management_fee_monthly_cents" >= 0),
	CONSTRAINT "co_living_homes_quiet_hours_check" CHECK ("co_living_homes"."quiet_hours_start" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "co_living_homes"."quiet_hours_end" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "co_living_households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"household_name" text NOT NULL,
	"max_occupants" integer DEFAULT 3 NOT NULL,
	"security_deposit_cents" integer DEFAULT 0 NOT NULL,
	"monthly_management_fee_cents" integer DEFAULT 0 NOT NULL,
	"community_rating" integer DEFAULT 5 NOT NULL,
	"status" text DEFAULT 'forming' NOT NULL,
	"trial_started_at" timestamp with time zone,
	"trial_ends_at" timestamp with time zone,
	"active_at" timestamp with time zone,
	"dissolved_at" timestamp with time zone,
	"run_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "co_living_households_status_check" CHECK ("co_living_households"."status" in ('forming', 'trial', 'active', 'dissolved')),
	CONSTRAINT "co_living_households_counts_check" CHECK ("co_living_households"."max_occupants" between 1 and 3 and "co_living_households"."security_deposit_cents" >= 0 and "co_living_households"."monthly_management_fee_cents" >= 0 and "co_living_households"."community_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "co_living_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"household_id" uuid NOT NULL,
	"run_id" uuid,
	"overall_score" integer NOT NULL,
	"service_era_score" integer NOT NULL,
	"social_score" integer NOT NULL,
	"lifestyle_score" integer NOT NULL,
	"financial_score" integer NOT NULL,
	"match_reason" text NOT NULL,
	"potential_concerns" text[] DEFAULT '{}'::text[] NOT NULL,
	"recommended_trial_period" integer NOT NULL,
	"room_type" text NOT NULL,
	"rent_share_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"notified_at" timestamp with time zone,
	"interview_at" timestamp with time zone,
	"trial_started_at" timestamp with time zone,
	"placed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"declined_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "co_living_matches_status_check" CHECK ("co_living_matches"."status" in ('pending', 'notified', 'interview', 'trial', 'placed', 'declined')),
	CONSTRAINT "co_living_matches_room_type_check" CHECK ("co_living_matches"."room_type" in ('private_bath', 'shared_bath', 'master_suite')),
	CONSTRAINT "co_living_matches_declined_check" CHECK (("co_living_matches"."status" = 'declined') = ("co_living_matches"."declined_by" is not null and "co_living_matches"."declined_at" is not null and "co_living_matches"."decline_reason" is not null)),
	CONSTRAINT "co_living_matches_declined_by_check" CHECK ("co_living_matches"."declined_by" is null or "co_living_matches"."declined_by" in ('veteran', 'housemate', 'landlord', 'staff')),
	CONSTRAINT "co_living_matches_scores_check" CHECK ("co_living_matches"."overall_score" between 0 and 100 and "co_living_matches"."service_era_score" between 0 and 100 and "co_living_matches"."social_score" between 0 and 100 and "co_living_matches"."lifestyle_score" between 0 and 100 and "co_living_matches"."financial_score" between 0 and 100 and "co_living_matches"."rent_share_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "co_living_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"triggered_by" uuid,
	"applicants_considered" integer NOT NULL,
	"households_formed" integer NOT NULL,
	"veterans_placed" integer NOT NULL,
	"total_compatibility" double precision NOT NULL,
	"upper_bound" double precision NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "co_living_runs_trigger_check" CHECK ("co_living_runs"."trigger" in ('admin', 'schedule'))
);
--> statement-breakpoint
ALTER TABLE "co_living_applications" ADD COLUMN "waiting_reason" text;--> statement-breakpoint
ALTER TABLE "co_living_homes" ADD CONSTRAINT "co_living_homes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_living_households" ADD CONSTRAINT "co_living_households_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_living_households" ADD CONSTRAINT "co_living_households_run_id_co_living_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."co_living_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_living_matches" ADD CONSTRAINT "co_living_matches_application_id_co_living_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."co_living_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_living_matches" ADD CONSTRAINT "co_living_matches_household_id_co_living_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."co_living_households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_living_matches" ADD CONSTRAINT "co_living_matches_run_id_co_living_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."co_living_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_living_runs" ADD CONSTRAINT "co_living_runs_triggered_by_users_id_fk" FOREIGN KEY ("triggered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "co_living_households_property_idx" ON "co_living_households" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "co_living_households_status_idx" ON "co_living_households" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "co_living_matches_open_idx" ON "co_living_matches" USING btree ("application_id") WHERE "co_living_matches"."status" <> 'declined';--> statement-breakpoint
CREATE INDEX "co_living_matches_household_idx" ON "co_living_matches" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "co_living_matches_status_idx" ON "co_living_matches" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "co_living_runs_created_idx" ON "co_living_runs" USING btree ("created_at" DESC NULLS LAST);