-- One trigger function for the data versions instead of one per table (issue 23): every table's triggers now run
-- `bump_data_version(path to the customer)`, whose current definition lives in db/functions/bump_data_version.sql
-- and is applied after the migrations at every start.
DROP TRIGGER customers_dashboard_insert ON customers;
--> statement-breakpoint
DROP TRIGGER customers_dashboard_update ON customers;
--> statement-breakpoint
DROP TRIGGER customers_dashboard_delete ON customers;
--> statement-breakpoint
DROP TRIGGER parks_dashboard_insert ON parks;
--> statement-breakpoint
DROP TRIGGER parks_dashboard_update ON parks;
--> statement-breakpoint
DROP TRIGGER parks_dashboard_delete ON parks;
--> statement-breakpoint
DROP TRIGGER toys_dashboard_insert ON toys;
--> statement-breakpoint
DROP TRIGGER toys_dashboard_update ON toys;
--> statement-breakpoint
DROP TRIGGER toys_dashboard_delete ON toys;
--> statement-breakpoint
DROP TRIGGER inspections_dashboard_insert ON inspections;
--> statement-breakpoint
DROP TRIGGER inspections_dashboard_update ON inspections;
--> statement-breakpoint
DROP TRIGGER inspections_dashboard_delete ON inspections;
--> statement-breakpoint
DROP TRIGGER findings_dashboard_insert ON findings;
--> statement-breakpoint
DROP TRIGGER findings_dashboard_update ON findings;
--> statement-breakpoint
DROP TRIGGER findings_dashboard_delete ON findings;
--> statement-breakpoint
DROP TRIGGER quotes_dashboard_insert ON quotes;
--> statement-breakpoint
DROP TRIGGER quotes_dashboard_update ON quotes;
--> statement-breakpoint
DROP TRIGGER quotes_dashboard_delete ON quotes;
--> statement-breakpoint
DROP TRIGGER customer_contracts_dashboard_insert ON customer_contracts;
--> statement-breakpoint
DROP TRIGGER customer_contracts_dashboard_update ON customer_contracts;
--> statement-breakpoint
DROP TRIGGER customer_contracts_dashboard_delete ON customer_contracts;
--> statement-breakpoint
DROP TRIGGER customer_contract_parks_dashboard_insert ON customer_contract_parks;
--> statement-breakpoint
DROP TRIGGER customer_contract_parks_dashboard_update ON customer_contract_parks;
--> statement-breakpoint
DROP TRIGGER customer_contract_parks_dashboard_delete ON customer_contract_parks;
--> statement-breakpoint
DROP FUNCTION parks_dashboard_bump();
--> statement-breakpoint
DROP FUNCTION park_rows_dashboard_bump();
--> statement-breakpoint
DROP FUNCTION findings_dashboard_bump();
--> statement-breakpoint
DROP FUNCTION quotes_dashboard_bump();
--> statement-breakpoint
DROP FUNCTION customer_contracts_dashboard_bump();
--> statement-breakpoint
DROP FUNCTION customer_contract_parks_dashboard_bump();
--> statement-breakpoint
DROP FUNCTION customers_dashboard_bump();
--> statement-breakpoint
DROP FUNCTION dashboard_bump(integer[]);
--> statement-breakpoint
-- Stands in until db/functions/bump_data_version.sql replaces it, right after this migration: a write another
-- process makes meanwhile raises every customer's counter (too many, never too few), in customer order.
CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM dashboard_versions ORDER BY customer_id FOR UPDATE;
  UPDATE dashboard_versions SET version = version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER customers_data_version_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('id');
--> statement-breakpoint
CREATE TRIGGER customers_data_version_update AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('id');
--> statement-breakpoint
CREATE TRIGGER customers_data_version_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('id');
--> statement-breakpoint
CREATE TRIGGER parks_data_version_insert AFTER INSERT ON parks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('customer_id');
--> statement-breakpoint
CREATE TRIGGER parks_data_version_update AFTER UPDATE ON parks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('customer_id');
--> statement-breakpoint
CREATE TRIGGER parks_data_version_delete AFTER DELETE ON parks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('customer_id');
--> statement-breakpoint
CREATE TRIGGER toys_data_version_insert AFTER INSERT ON toys REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('park_id', 'parks.customer_id');
--> statement-breakpoint
CREATE TRIGGER toys_data_version_update AFTER UPDATE ON toys REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('park_id', 'parks.customer_id');
--> statement-breakpoint
CREATE TRIGGER toys_data_version_delete AFTER DELETE ON toys REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('park_id', 'parks.customer_id');
--> statement-breakpoint
CREATE TRIGGER inspections_data_version_insert AFTER INSERT ON inspections REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('park_id', 'parks.customer_id');
--> statement-breakpoint
CREATE TRIGGER inspections_data_version_update AFTER UPDATE ON inspections REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('park_id', 'parks.customer_id');
--> statement-breakpoint
CREATE TRIGGER inspections_data_version_delete AFTER DELETE ON inspections REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('park_id', 'parks.customer_id');
--> statement-breakpoint
CREATE TRIGGER findings_data_version_insert AFTER INSERT ON findings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('inspection_id', 'inspections.park_id', 'parks.customer_id');
--> statement-breakpoint
CREATE TRIGGER findings_data_version_update AFTER UPDATE ON findings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('inspection_id', 'inspections.park_id', 'parks.customer_id');
--> statement-breakpoint
CREATE TRIGGER findings_data_version_delete AFTER DELETE ON findings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('inspection_id', 'inspections.park_id', 'parks.customer_id');
--> statement-breakpoint
CREATE TRIGGER quotes_data_version_insert AFTER INSERT ON quotes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('inspection_id', 'inspections.park_id', 'parks.customer_id');
--> statement-breakpoint
CREATE TRIGGER quotes_data_version_update AFTER UPDATE ON quotes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('inspection_id', 'inspections.park_id', 'parks.customer_id');
--> statement-breakpoint
CREATE TRIGGER quotes_data_version_delete AFTER DELETE ON quotes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('inspection_id', 'inspections.park_id', 'parks.customer_id');
--> statement-breakpoint
CREATE TRIGGER customer_contracts_data_version_insert AFTER INSERT ON customer_contracts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('customer_id');
--> statement-breakpoint
CREATE TRIGGER customer_contracts_data_version_update AFTER UPDATE ON customer_contracts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('customer_id');
--> statement-breakpoint
CREATE TRIGGER customer_contracts_data_version_delete AFTER DELETE ON customer_contracts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('customer_id');
--> statement-breakpoint
CREATE TRIGGER customer_contract_parks_data_version_insert AFTER INSERT ON customer_contract_parks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('contract_id', 'customer_contracts.customer_id');
--> statement-breakpoint
CREATE TRIGGER customer_contract_parks_data_version_update AFTER UPDATE ON customer_contract_parks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('contract_id', 'customer_contracts.customer_id');
--> statement-breakpoint
CREATE TRIGGER customer_contract_parks_data_version_delete AFTER DELETE ON customer_contract_parks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('contract_id', 'customer_contracts.customer_id');
