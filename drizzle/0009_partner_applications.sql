CREATE TABLE "partner_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"license" text,
	"email" text NOT NULL,
	"phone" varchar(20) NOT NULL,
	"specialization" text,
	"experience" text,
	"service_area" text,
	"portfolio_size" text,
	"referral_capacity" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"landlord_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_applications_status_check" CHECK ("partner_applications"."status" in ('pending', 'approved', 'declined')),
	CONSTRAINT "partner_applications_specialization_check" CHECK ("partner_applications"."specialization" is null or "partner_applications"."specialization" in ('residential-sales', 'rental-properties', 'property-management', 'investment-properties', 'commercial-real-estate')),
	CONSTRAINT "partner_applications_experience_check" CHECK ("partner_applications"."experience" is null or "partner_applications"."experience" in ('1-2', '3-5', '6-10', '10+')),
	CONSTRAINT "partner_applications_portfolio_check" CHECK ("partner_applications"."portfolio_size" is null or "partner_applications"."portfolio_size" in ('1-10', '11-25', '26-50', '50+')),
	CONSTRAINT "partner_applications_capacity_check" CHECK ("partner_applications"."referral_capacity" is null or "partner_applications"."referral_capacity" in ('1-5', '6-10', '11-20', '20+')),
	CONSTRAINT "partner_applications_decision_check" CHECK (("partner_applications"."status" = 'pending') = ("partner_applications"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "landlords" ADD COLUMN "housing_professional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_applications_status_idx" ON "partner_applications" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "inbox_items" DROP CONSTRAINT "inbox_items_type_check";--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_type_check" CHECK ("inbox_items"."type" in ('contact_message', 'plan_request', 'landlord_lead', 'listing_review', 'unclaimed_referral', 'stalled_match', 'stalled_referral', 'housing_request', 'co_living_application', 'partner_application'));