CREATE TABLE "landlords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" varchar(20),
	"tier" text DEFAULT 'bronze' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landlords_tier_check" CHECK ("landlords"."tier" in ('bronze', 'green', 'teal', 'plum', 'impact-champion'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"organization_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_one_subject_check" CHECK (("sessions"."organization_id" is null) <> ("sessions"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"display_name" text NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'landlord'))
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"outcome" text DEFAULT 'success' NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"target_type" text,
	"target_id" uuid,
	"login_account" text,
	"ip" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_outcome_check" CHECK ("audit_events"."outcome" in ('success', 'failure', 'refused')),
	CONSTRAINT "audit_actor_check" CHECK ("audit_events"."actor_type" in ('partner', 'admin', 'landlord', 'anonymous', 'system'))
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(255) NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"city" text NOT NULL,
	"state" varchar(2) NOT NULL,
	"zip_code" varchar(10) NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"phone" varchar(20),
	"email" text,
	"website" text,
	"description" text DEFAULT '' NOT NULL,
	"mission" text,
	"logo_url" text,
	"brand_color" varchar(7),
	"accredited" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"allows_direct_referrals" boolean DEFAULT true NOT NULL,
	"integration_tier" integer DEFAULT 1 NOT NULL,
	"service_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"internal_notes" text,
	"webhook_url" text,
	"data_quality_flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_tier_check" CHECK ("organizations"."integration_tier" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "partner_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"veteran_id" uuid NOT NULL,
	"case_manager_email" text,
	"need_type" text,
	"urgency" text DEFAULT 'normal' NOT NULL,
	"needs_description" text,
	"contact_method" text,
	"notes" text DEFAULT '' NOT NULL,
	"status" varchar(20) DEFAULT 'new' NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contacted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_status_check" CHECK ("referrals"."status" in ('new', 'contacted', 'in_progress', 'matched', 'closed', 'unable_to_reach')),
	CONSTRAINT "referrals_urgency_check" CHECK ("referrals"."urgency" in ('critical', 'high', 'normal', 'low')),
	CONSTRAINT "referrals_need_type_check" CHECK ("referrals"."need_type" is null or "referrals"."need_type" in ('housing', 'mental_health', 'benefits', 'legal', 'employment')),
	CONSTRAINT "referrals_notes_length_check" CHECK (char_length("referrals"."notes") <= 280)
);
--> statement-breakpoint
ALTER TABLE "landlords" ADD CONSTRAINT "landlords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_credentials" ADD CONSTRAINT "partner_credentials_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_veteran_id_veterans_id_fk" FOREIGN KEY ("veteran_id") REFERENCES "public"."veterans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "landlords_user_idx" ON "landlords" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "audit_login_account_idx" ON "audit_events" USING btree ("action","login_account","created_at");--> statement-breakpoint
CREATE INDEX "audit_login_ip_idx" ON "audit_events" USING btree ("action","ip","created_at");--> statement-breakpoint
CREATE INDEX "audit_target_idx" ON "audit_events" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_slug_idx" ON "organizations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "organizations_state_city_idx" ON "organizations" USING btree ("state","city");--> statement-breakpoint
CREATE INDEX "organizations_zip_idx" ON "organizations" USING btree ("zip_code");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_credentials_org_idx" ON "partner_credentials" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_credentials_email_idx" ON "partner_credentials" USING btree ("email");--> statement-breakpoint
CREATE INDEX "referrals_org_created_idx" ON "referrals" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "referrals_org_status_idx" ON "referrals" USING btree ("organization_id","status");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_landlord_idx" ON "properties" USING btree ("landlord_id");