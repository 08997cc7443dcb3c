ALTER TABLE "referrals" ADD COLUMN "referred_by" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "case_manager_name" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "case_manager_phone" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_by_check" CHECK ("referrals"."referred_by" is null or "referrals"."referred_by" in ('veteran', 'case_manager'));