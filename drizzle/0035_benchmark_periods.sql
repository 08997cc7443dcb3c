CREATE TABLE "person_benchmark_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"veteran_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"inflow" text,
	"outflow" text,
	"bucket" text,
	CONSTRAINT "person_benchmark_periods_kind_check" CHECK ("person_benchmark_periods"."kind" in ('active', 'a1', 'service_intensive_entry'))
);
--> statement-breakpoint
ALTER TABLE "person_statuses" ADD COLUMN "living_situation" integer;--> statement-breakpoint
ALTER TABLE "person_statuses" ADD COLUMN "identified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "person_benchmark_periods" ADD CONSTRAINT "person_benchmark_periods_veteran_id_veterans_id_fk" FOREIGN KEY ("veteran_id") REFERENCES "public"."veterans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_benchmark_periods_veteran_idx" ON "person_benchmark_periods" USING btree ("veteran_id");--> statement-breakpoint
CREATE INDEX "person_benchmark_periods_kind_idx" ON "person_benchmark_periods" USING btree ("kind","starts_at");--> statement-breakpoint
CREATE INDEX "person_events_recorded_idx" ON "person_events" USING btree ("recorded_at");