CREATE TABLE "directory_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);--> statement-breakpoint
-- The figures one organisation counts in: the directory, its state, and each service it lists (once each).
CREATE FUNCTION directory_figures(state text, categories text[]) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'organizations'
  UNION ALL SELECT 'state:' || state
  UNION ALL SELECT DISTINCT 'category:' || c FROM unnest(categories) AS c
$$;--> statement-breakpoint
-- The directory's figures follow every statement that changes organizations, in its transaction (decision 0029).
-- Each row a statement brought in counts once (TG_ARGV[0] = 1), each it took away counts minus once (-1): an
-- update runs both, on the rows before and after. Transition tables take a whole statement at once, so a bulk load
-- is one upsert, not one per row.
CREATE FUNCTION directory_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO directory_counts AS counts (key, n)
  SELECT figure.key, count(*) * TG_ARGV[0]::int
  FROM changed_rows o CROSS JOIN LATERAL directory_figures(o.state, o.service_categories) AS figure(key)
  GROUP BY figure.key
  ON CONFLICT (key) DO UPDATE SET n = counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION directory_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM directory_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER organizations_counts_insert AFTER INSERT ON organizations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_counts_follow('1');--> statement-breakpoint
CREATE TRIGGER organizations_counts_update_before AFTER UPDATE ON organizations
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_counts_follow('-1');--> statement-breakpoint
CREATE TRIGGER organizations_counts_update_after AFTER UPDATE ON organizations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_counts_follow('1');--> statement-breakpoint
CREATE TRIGGER organizations_counts_delete AFTER DELETE ON organizations
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_counts_follow('-1');--> statement-breakpoint
CREATE TRIGGER organizations_counts_truncate AFTER TRUNCATE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION directory_counts_clear();--> statement-breakpoint
INSERT INTO directory_counts (key, n)
SELECT figure.key, count(*)
FROM organizations o CROSS JOIN LATERAL directory_figures(o.state, o.service_categories) AS figure(key)
GROUP BY figure.key;
