CREATE TABLE "veteran_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"veteran_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" varchar(64),
	"scope" text NOT NULL,
	"subject_ids" uuid[] DEFAULT '{}' NOT NULL,
	"sent_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "veteran_links_purpose_check" CHECK ("veteran_links"."purpose" in ('access', 'confirm_email')),
	CONSTRAINT "veteran_links_scope_check" CHECK ("veteran_links"."scope" in ('person', 'subjects'))
);
--> statement-breakpoint
CREATE TABLE "veteran_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"veteran_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"subject_ids" uuid[] DEFAULT '{}' NOT NULL,
	"opened_via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "veteran_sessions_scope_check" CHECK ("veteran_sessions"."scope" in ('person', 'subjects')),
	CONSTRAINT "veteran_sessions_via_check" CHECK ("veteran_sessions"."opened_via" in ('link', 'reference', 'case_worker'))
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_actor_check";--> statement-breakpoint
ALTER TABLE "veteran_links" ADD CONSTRAINT "veteran_links_veteran_id_veterans_id_fk" FOREIGN KEY ("veteran_id") REFERENCES "public"."veterans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veteran_sessions" ADD CONSTRAINT "veteran_sessions_veteran_id_veterans_id_fk" FOREIGN KEY ("veteran_id") REFERENCES "public"."veterans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "veteran_links_hash_idx" ON "veteran_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "veteran_links_veteran_idx" ON "veteran_links" USING btree ("veteran_id");--> statement-breakpoint
CREATE UNIQUE INDEX "veteran_sessions_hash_idx" ON "veteran_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "veteran_sessions_veteran_idx" ON "veteran_sessions" USING btree ("veteran_id");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_actor_check" CHECK ("audit_events"."actor_type" in ('partner', 'admin', 'landlord', 'veteran', 'anonymous', 'system'));