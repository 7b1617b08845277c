-- The counters of 0008 also key the parks lists, `parks/due/` and the map's markers kept in memory: those show a
-- park's toys in use and its customer's name, so writes to toys and customers raise them too.
-- The inspections' function raises the counters of the customers of the rows' parks (`park_id`): toys do the same.
ALTER FUNCTION inspections_dashboard_bump() RENAME TO park_rows_dashboard_bump;
--> statement-breakpoint
CREATE TRIGGER toys_dashboard_insert AFTER INSERT ON toys REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION park_rows_dashboard_bump();
--> statement-breakpoint
CREATE TRIGGER toys_dashboard_update AFTER UPDATE ON toys
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION park_rows_dashboard_bump();
--> statement-breakpoint
CREATE TRIGGER toys_dashboard_delete AFTER DELETE ON toys REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION park_rows_dashboard_bump();
--> statement-breakpoint
CREATE FUNCTION customers_dashboard_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_bump(ARRAY(SELECT r.id FROM new_rows r));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM dashboard_bump(ARRAY(SELECT r.id FROM new_rows r UNION SELECT r.id FROM old_rows r));
  ELSE
    PERFORM dashboard_bump(ARRAY(SELECT r.id FROM old_rows r));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER customers_dashboard_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customers_dashboard_bump();
--> statement-breakpoint
CREATE TRIGGER customers_dashboard_update AFTER UPDATE ON customers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customers_dashboard_bump();
--> statement-breakpoint
CREATE TRIGGER customers_dashboard_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customers_dashboard_bump();
