CREATE TABLE "dashboard_versions" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Raises the counters of the customers given, in customer order (two writers never wait on each other crosswise).
CREATE FUNCTION dashboard_bump(customer_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO dashboard_versions AS v (customer_id, version)
  SELECT DISTINCT c, 1 FROM unnest(customer_ids) AS c WHERE c IS NOT NULL ORDER BY 1
  ON CONFLICT (customer_id) DO UPDATE SET version = v.version + 1
$$;
--> statement-breakpoint
-- Every customer today starts with a counter, so that the admins' key (the sum) moves with every write.
INSERT INTO dashboard_versions (customer_id, version) SELECT id, 1 FROM customers ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION parks_dashboard_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_bump(ARRAY(SELECT r.customer_id FROM new_rows r));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM dashboard_bump(ARRAY(SELECT r.customer_id FROM new_rows r UNION SELECT r.customer_id FROM old_rows r));
  ELSE
    PERFORM dashboard_bump(ARRAY(SELECT r.customer_id FROM old_rows r));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER parks_dashboard_insert AFTER INSERT ON parks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION parks_dashboard_bump();
--> statement-breakpoint
CREATE TRIGGER parks_dashboard_update AFTER UPDATE ON parks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION parks_dashboard_bump();
--> statement-breakpoint
CREATE TRIGGER parks_dashboard_delete AFTER DELETE ON parks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION parks_dashboard_bump();
--> statement-breakpoint
CREATE FUNCTION inspections_dashboard_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_bump(ARRAY(SELECT p.customer_id FROM new_rows r JOIN parks p ON p.id = r.park_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM dashboard_bump(ARRAY(SELECT p.customer_id FROM new_rows r JOIN parks p ON p.id = r.park_id UNION SELECT p.customer_id FROM old_rows r JOIN parks p ON p.id = r.park_id));
  ELSE
    PERFORM dashboard_bump(ARRAY(SELECT p.customer_id FROM old_rows r JOIN parks p ON p.id = r.park_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER inspections_dashboard_insert AFTER INSERT ON inspections REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inspections_dashboard_bump();
--> statement-breakpoint
CREATE TRIGGER inspections_dashboard_update AFTER UPDATE ON inspections
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inspections_dashboard_bump();
--> statement-breakpoint
CREATE TRIGGER inspections_dashboard_delete AFTER DELETE ON inspections REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inspections_dashboard_bump();
--> statement-breakpoint
CREATE FUNCTION findings_dashboard_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_bump(ARRAY(SELECT p.customer_id FROM new_rows r JOIN inspections i ON i.id = r.inspection_id JOIN parks p ON p.id = i.park_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM dashboard_bump(ARRAY(SELECT p.customer_id FROM new_rows r JOIN inspections i ON i.id = r.inspection_id JOIN parks p ON p.id = i.park_id UNION SELECT p.customer_id FROM old_rows r JOIN inspections i ON i.id = r.inspection_id JOIN parks p ON p.id = i.park_id));
  ELSE
    PERFORM dashboard_bump(ARRAY(SELECT p.customer_id FROM old_rows r JOIN inspections i ON i.id = r.inspection_id JOIN parks p ON p.id = i.park_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER findings_dashboard_insert AFTER INSERT ON findings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION findings_dashboard_bump();
--> statement-breakpoint
CREATE TRIGGER findings_dashboard_update AFTER UPDATE ON findings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION findings_dashboard_bump();
--> statement-breakpoint
CREATE TRIGGER findings_dashboard_delete AFTER DELETE ON findings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION findings_dashboard_bump();
--> statement-breakpoint
CREATE FUNCTION quotes_dashboard_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_bump(ARRAY(SELECT p.customer_id FROM new_rows r JOIN inspections i ON i.id = r.inspection_id JOIN parks p ON p.id = i.park_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM dashboard_bump(ARRAY(SELECT p.customer_id FROM new_rows r JOIN inspections i ON i.id = r.inspection_id JOIN parks p ON p.id = i.park_id UNION SELECT p.customer_id FROM old_rows r JOIN inspections i ON i.id = r.inspection_id JOIN parks p ON p.id = i.park_id));
  ELSE
    PERFORM dashboard_bump(ARRAY(SELECT p.customer_id FROM old_rows r JOIN inspections i ON i.id = r.inspection_id JOIN parks p ON p.id = i.park_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER quotes_dashboard_insert AFTER INSERT ON quotes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION quotes_dashboard_bump();
--> statement-breakpoint
CREATE TRIGGER quotes_dashboard_update AFTER UPDATE ON quotes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION quotes_dashboard_bump();
--> statement-breakpoint
CREATE TRIGGER quotes_dashboard_delete AFTER DELETE ON quotes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION quotes_dashboard_bump();
--> statement-breakpoint
CREATE FUNCTION customer_contracts_dashboard_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_bump(ARRAY(SELECT r.customer_id FROM new_rows r));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM dashboard_bump(ARRAY(SELECT r.customer_id FROM new_rows r UNION SELECT r.customer_id FROM old_rows r));
  ELSE
    PERFORM dashboard_bump(ARRAY(SELECT r.customer_id FROM old_rows r));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER customer_contracts_dashboard_insert AFTER INSERT ON customer_contracts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_contracts_dashboard_bump();
--> statement-breakpoint
CREATE TRIGGER customer_contracts_dashboard_update AFTER UPDATE ON customer_contracts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_contracts_dashboard_bump();
--> statement-breakpoint
CREATE TRIGGER customer_contracts_dashboard_delete AFTER DELETE ON customer_contracts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_contracts_dashboard_bump();
--> statement-breakpoint
CREATE FUNCTION customer_contract_parks_dashboard_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_bump(ARRAY(SELECT cc.customer_id FROM new_rows r JOIN customer_contracts cc ON cc.id = r.contract_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM dashboard_bump(ARRAY(SELECT cc.customer_id FROM new_rows r JOIN customer_contracts cc ON cc.id = r.contract_id UNION SELECT cc.customer_id FROM old_rows r JOIN customer_contracts cc ON cc.id = r.contract_id));
  ELSE
    PERFORM dashboard_bump(ARRAY(SELECT cc.customer_id FROM old_rows r JOIN customer_contracts cc ON cc.id = r.contract_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER customer_contract_parks_dashboard_insert AFTER INSERT ON customer_contract_parks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_contract_parks_dashboard_bump();
--> statement-breakpoint
CREATE TRIGGER customer_contract_parks_dashboard_update AFTER UPDATE ON customer_contract_parks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_contract_parks_dashboard_bump();
--> statement-breakpoint
CREATE TRIGGER customer_contract_parks_dashboard_delete AFTER DELETE ON customer_contract_parks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_contract_parks_dashboard_bump();
