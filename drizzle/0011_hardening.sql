CREATE TABLE "idempotency_keys" (
	"owner" text NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_owner_key_pk" PRIMARY KEY("owner","key")
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttles" (
	"action" text NOT NULL,
	"account" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refusals_audited_at" timestamp with time zone,
	"refusals_since_audit" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_throttles_action_account_address_pk" PRIMARY KEY("action","account","address")
);
--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- accounts that exist already signed in before confirmation existed: they stay able to
UPDATE "users" SET "email_confirmed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sign_in_throttles_updated_idx" ON "sign_in_throttles" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('password_reset', 'invitation', 'signup_confirmation'));