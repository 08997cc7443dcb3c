CREATE TABLE "account_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" varchar(64),
	"user_id" uuid,
	"organization_id" uuid,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('password_reset', 'invitation')),
	CONSTRAINT "account_tokens_one_subject_check" CHECK (("account_tokens"."organization_id" is null) <> ("account_tokens"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "match_follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"response" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_follow_ups_response_check" CHECK ("match_follow_ups"."response" in ('contacted_again', 'veteran_unreachable', 'landlord_unresponsive'))
);
--> statement-breakpoint
CREATE TABLE "stalled_work_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"step" text NOT NULL,
	"stage" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stalled_work_alerts_subject_check" CHECK ("stalled_work_alerts"."subject" in ('referral', 'housing_match')),
	CONSTRAINT "stalled_work_alerts_stage_check" CHECK ("stalled_work_alerts"."stage" in ('reminder', 'escalation', 'stalled'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "reference" varchar(12);--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_follow_ups" ADD CONSTRAINT "match_follow_ups_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_follow_ups" ADD CONSTRAINT "match_follow_ups_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_hash_idx" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_expires_idx" ON "account_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "match_follow_ups_match_idx" ON "match_follow_ups" USING btree ("match_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "stalled_work_alerts_once_idx" ON "stalled_work_alerts" USING btree ("subject","subject_id","step","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_reference_idx" ON "matches" USING btree ("reference");--> statement-breakpoint
UPDATE "users" SET "email" = lower("username") WHERE "role" = 'landlord';
