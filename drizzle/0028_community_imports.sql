CREATE TABLE "community_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"person_key" text NOT NULL,
	"type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "community_events_type_check" CHECK ("community_events"."type" in ('identified','contacted','referred','offered','offer_decided','moved_in','exited','returned'))
);
--> statement-breakpoint
CREATE TABLE "community_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coc_code" varchar(6) NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" uuid,
	"export_id" text NOT NULL,
	"people" integer NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "community_imports_coc_code_unique" UNIQUE("coc_code")
);
--> statement-breakpoint
ALTER TABLE "community_events" ADD CONSTRAINT "community_events_import_id_community_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."community_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_imports" ADD CONSTRAINT "community_imports_coc_code_continuums_code_fk" FOREIGN KEY ("coc_code") REFERENCES "public"."continuums"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_events_import_idx" ON "community_events" USING btree ("import_id");