-- The one trigger function of the data versions (docs/data-model.md#triggers): raises the `dashboard_versions`
-- counter of every customer whose rows a statement wrote. Applied with CREATE OR REPLACE after the migrations at
-- every start (db/migrate.ts): this file is its current definition.
--
-- The trigger's arguments are the path from a written row to its customer: a column of the row, then one
-- `table.column` per hop, read from the row of `table` whose `id` the previous value holds; the last value is
-- the customer's id. The tables and their paths are listed in db/dataVersions.ts, e.g.
--   parks         EXECUTE FUNCTION bump_data_version('customer_id')
--   inspections   EXECUTE FUNCTION bump_data_version('park_id', 'parks.customer_id')
--   findings      EXECUTE FUNCTION bump_data_version('inspection_id', 'inspections.park_id', 'parks.customer_id')
--
-- A statement-level AFTER trigger over the transition tables `new_rows` (insert, update) and `old_rows` (update,
-- delete): an update raises the customers of the rows before and after it, so a row that moves raises both.
CREATE OR REPLACE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  customer_value text;
  joins text := '';
  hop integer;
  rows_table text;
  customers_query text := '';
BEGIN
  IF TG_NARGS = 0 THEN
    RAISE EXCEPTION 'bump_data_version on %: the trigger names no path to the customer', TG_TABLE_NAME;
  END IF;
  customer_value := format('r.%I', TG_ARGV[0]);
  FOR hop IN 1 .. TG_NARGS - 1 LOOP
    joins := joins || format(' JOIN %I h%s ON h%s.id = %s', split_part(TG_ARGV[hop], '.', 1), hop, hop, customer_value);
    customer_value := format('h%s.%I', hop, split_part(TG_ARGV[hop], '.', 2));
  END LOOP;
  FOREACH rows_table IN ARRAY CASE TG_OP
    WHEN 'INSERT' THEN ARRAY['new_rows']
    WHEN 'DELETE' THEN ARRAY['old_rows']
    ELSE ARRAY['new_rows', 'old_rows']
  END LOOP
    customers_query := customers_query || CASE WHEN customers_query = '' THEN '' ELSE ' UNION ' END
      || format('SELECT %s FROM %I r%s', customer_value, rows_table, joins);
  END LOOP;
  -- In customer order, so that two writers never wait on each other crosswise.
  EXECUTE 'INSERT INTO dashboard_versions AS v (customer_id, version) SELECT DISTINCT c, 1 FROM ('
    || customers_query || ') AS customers(c) WHERE c IS NOT NULL ORDER BY 1'
    || ' ON CONFLICT (customer_id) DO UPDATE SET version = v.version + 1';
  RETURN NULL;
END
$$;
