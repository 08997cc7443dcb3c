CREATE TABLE "continuums" (
	"code" varchar(6) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"inactive_after_days" integer DEFAULT 90 NOT NULL,
	CONSTRAINT "continuums_code_check" CHECK ("continuums"."code" ~ '^[A-Z]{2}-[0-9]{3}$'),
	CONSTRAINT "continuums_inactive_after_days_check" CHECK ("continuums"."inactive_after_days" between 30 and 365)
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "coc_code" varchar(6);--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_coc_code_continuums_code_fk" FOREIGN KEY ("coc_code") REFERENCES "public"."continuums"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "organizations_coc_idx" ON "organizations" USING btree ("coc_code");