CREATE TABLE "person_statuses" (
	"veteran_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"episode_started_at" timestamp with time zone,
	"moved_in_at" timestamp with time zone,
	"last_event_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "person_statuses_status_check" CHECK ("person_statuses"."status" in ('waiting', 'referred', 'offered', 'accepted', 'moved_in', 'inactive', 'exited'))
);
--> statement-breakpoint
ALTER TABLE "person_statuses" ADD CONSTRAINT "person_statuses_veteran_id_veterans_id_fk" FOREIGN KEY ("veteran_id") REFERENCES "public"."veterans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_statuses_status_idx" ON "person_statuses" USING btree ("status");