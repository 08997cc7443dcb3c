-- Nearest first (decision 0027): a GiST index of the cube extension on each organisation's point on the unit
-- sphere, searched in distance order by <->. geo_point has an SQL-standard body (bound when created), so the index
-- works under any search_path (autovacuum, pg_restore); earthdistance 1.1's ll_to_earth does not.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE OR REPLACE FUNCTION geo_point(latitude double precision, longitude double precision) RETURNS cube
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN cube(cube(cube(cos(radians(latitude)) * cos(radians(longitude))), cos(radians(latitude)) * sin(radians(longitude))), sin(radians(latitude)));--> statement-breakpoint
CREATE INDEX "organizations_geo_point_idx" ON "organizations" USING gist (geo_point("latitude", "longitude"));
