-- Hand-written SQL below the table (drizzle-kit made the table): the row, and the triggers that move it (decision 0031).
CREATE TABLE "public_versions" (
	"id" integer PRIMARY KEY NOT NULL,
	"directory" bigint NOT NULL,
	"listings" bigint NOT NULL,
	CONSTRAINT "public_versions_one_row" CHECK ("public_versions"."id" = 1)
);
--> statement-breakpoint
-- A version is never below the microseconds since 1970 at the change, so one restored from a backup or a database
-- made again never comes back to a version a browser or a server saw before.
CREATE FUNCTION public_versions_next(version bigint) RETURNS bigint LANGUAGE sql VOLATILE AS $$
  SELECT greatest(version + 1, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint)
$$;--> statement-breakpoint
INSERT INTO public_versions (id, directory, listings) VALUES (1, public_versions_next(0), public_versions_next(0));--> statement-breakpoint
-- Moves the version of the answers named by TG_ARGV[0], once per transaction (a transaction-local setting marks
-- it done). The row triggers below are deferred to the commit, so the row is locked only while the writer
-- commits (two writers cannot deadlock on it mid-transaction) and the new version becomes visible with the rows.
CREATE FUNCTION public_versions_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  marker text := 'public_versions.' || TG_ARGV[0];
BEGIN
  IF current_setting(marker, true) = 'moved' THEN
    RETURN NULL;
  END IF;
  IF TG_ARGV[0] = 'directory' THEN
    UPDATE public_versions SET directory = public_versions_next(directory);
  ELSE
    UPDATE public_versions SET listings = public_versions_next(listings);
  END IF;
  PERFORM set_config(marker, 'moved', true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER organizations_public_version AFTER INSERT OR UPDATE OR DELETE ON organizations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public_versions_follow('directory');--> statement-breakpoint
CREATE TRIGGER organizations_public_version_truncate AFTER TRUNCATE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION public_versions_follow('directory');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER placements_public_version AFTER INSERT OR UPDATE OR DELETE ON placements
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public_versions_follow('directory');--> statement-breakpoint
CREATE TRIGGER placements_public_version_truncate AFTER TRUNCATE ON placements
  FOR EACH STATEMENT EXECUTE FUNCTION public_versions_follow('directory');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER properties_public_version AFTER INSERT OR UPDATE OR DELETE ON properties
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public_versions_follow('listings');--> statement-breakpoint
CREATE TRIGGER properties_public_version_truncate AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION public_versions_follow('listings');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER co_living_homes_public_version AFTER INSERT OR UPDATE OR DELETE ON co_living_homes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public_versions_follow('listings');--> statement-breakpoint
CREATE TRIGGER co_living_homes_public_version_truncate AFTER TRUNCATE ON co_living_homes
  FOR EACH STATEMENT EXECUTE FUNCTION public_versions_follow('listings');
