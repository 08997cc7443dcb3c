ALTER TABLE "properties" ADD COLUMN "capacity_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- hand-written: listings made before this column say nothing about when their free units last changed
UPDATE "properties" SET "capacity_updated_at" = "created_at";--> statement-breakpoint
CREATE FUNCTION properties_capacity_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.capacity_updated_at := now();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_capacity_changed BEFORE UPDATE OF units_available ON properties
  FOR EACH ROW WHEN (NEW.units_available IS DISTINCT FROM OLD.units_available)
  EXECUTE FUNCTION properties_capacity_touch();
