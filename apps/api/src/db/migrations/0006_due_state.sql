CREATE TABLE "park_inspection_due" (
	"park_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"last_inspection_id" integer,
	"last_performed_on" date,
	"next_due_on" date,
	CONSTRAINT "park_inspection_due_pkey" PRIMARY KEY("park_id","type")
);
--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "next_due_on" date;--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "due_valid_from" date DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "due_valid_until" date DEFAULT 'infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "open_findings_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "worst_open_risk" varchar(20);--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "open_findings_by_risk" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "park_inspection_due" ADD CONSTRAINT "park_inspection_due_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "park_inspection_due_next_idx" ON "park_inspection_due" USING btree ("next_due_on");--> statement-breakpoint
CREATE INDEX "parks_next_due_idx" ON "parks" USING btree ("next_due_on","id");--> statement-breakpoint
CREATE INDEX "parks_due_valid_from_idx" ON "parks" USING btree ("due_valid_from");--> statement-breakpoint
CREATE INDEX "parks_due_valid_until_idx" ON "parks" USING btree ("due_valid_until");--> statement-breakpoint
CREATE INDEX "parks_worst_open_risk_idx" ON "parks" USING btree ("worst_open_risk");--> statement-breakpoint
-- The constants of packages/contracts the functions below need (due.state.test.ts compares them).
CREATE FUNCTION recurring_inspection_types() RETURNS TABLE (type text, rank integer, default_days integer)
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ VALUES ('routine_visual', 0, 7), ('operational', 1, 90), ('annual_main', 2, 365) $$;
--> statement-breakpoint
CREATE FUNCTION open_finding_statuses() RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT ARRAY['open', 'quoted', 'in_progress'] $$;
--> statement-breakpoint
CREATE FUNCTION risk_levels() RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT ARRAY['very_high', 'high', 'medium', 'low'] $$;
--> statement-breakpoint
-- The day the triggers compute due dates for: today in Europe/Rome. Readers asking for another day
-- (a test clock) find the parks whose state does not hold then and refresh them (park_due_ensure).
CREATE FUNCTION park_due_day() RETURNS date
LANGUAGE sql STABLE
AS $$ SELECT (now() AT TIME ZONE 'Europe/Rome')::date $$;
--> statement-breakpoint
-- The due state of parks on a day, per recurring type: the last completed or signed inspection, and the
-- next due day: the last one plus the interval of the contract governing the park that day (active,
-- started, not ended, covering the park or listing no parks; the latest start wins) or the default;
-- the day the park was recorded when never inspected; none for an archived park.
CREATE FUNCTION park_due_rows(park_ids integer[], day date)
RETURNS TABLE (park_id integer, type text, last_inspection_id integer, last_performed_on date, next_due_on date)
LANGUAGE sql STABLE
AS $$
  SELECT p.id, t.type, l.id, l.day,
    CASE
      WHEN p.status = 'archived' THEN NULL::date
      WHEN l.id IS NULL THEN (p.created_at AT TIME ZONE 'Europe/Rome')::date
      ELSE l.day + coalesce(
        CASE WHEN (c.frequency_days ->> t.type) ~ '^[0-9]{1,4}$' THEN (c.frequency_days ->> t.type)::integer END,
        t.default_days)
    END
  FROM parks p
  LEFT JOIN LATERAL (
    SELECT cc.frequency_days FROM customer_contracts cc
    WHERE cc.customer_id = p.customer_id AND cc.status = 'active'
      AND cc.start_date <= day AND (cc.end_date IS NULL OR cc.end_date >= day)
      AND (EXISTS (SELECT 1 FROM customer_contract_parks ccp WHERE ccp.contract_id = cc.id AND ccp.park_id = p.id)
           OR NOT EXISTS (SELECT 1 FROM customer_contract_parks ccp WHERE ccp.contract_id = cc.id))
    ORDER BY cc.start_date DESC, cc.id DESC
    LIMIT 1
  ) c ON true
  CROSS JOIN recurring_inspection_types() t
  LEFT JOIN LATERAL (
    SELECT i.id, (i.performed_at AT TIME ZONE 'Europe/Rome')::date AS day FROM inspections i
    WHERE i.park_id = p.id AND i.type = t.type
      AND i.status IN ('completed', 'signed') AND i.performed_at IS NOT NULL
    ORDER BY i.performed_at DESC, i.id DESC
    LIMIT 1
  ) l ON true
  WHERE p.id IN (SELECT unnest(park_ids))
$$;
--> statement-breakpoint
-- The days around `day` between which the set of contracts that may govern each park stays the same:
-- the latest start (or day after an end) of an active contract covering the park on or before `day`,
-- and the earliest after it.
CREATE FUNCTION park_due_windows(park_ids integer[], day date)
RETURNS TABLE (park_id integer, valid_from date, valid_until date)
LANGUAGE sql STABLE
AS $$
  SELECT p.id,
    coalesce(max(b.at) FILTER (WHERE b.at <= day), '-infinity'::date),
    coalesce(min(b.at) FILTER (WHERE b.at > day), 'infinity'::date)
  FROM parks p
  LEFT JOIN LATERAL (
    SELECT unnest(ARRAY[cc.start_date, cc.end_date + 1]) AS at FROM customer_contracts cc
    WHERE cc.customer_id = p.customer_id AND cc.status = 'active'
      AND (EXISTS (SELECT 1 FROM customer_contract_parks ccp WHERE ccp.contract_id = cc.id AND ccp.park_id = p.id)
           OR NOT EXISTS (SELECT 1 FROM customer_contract_parks ccp WHERE ccp.contract_id = cc.id))
  ) b ON true
  WHERE p.id IN (SELECT unnest(park_ids))
  GROUP BY p.id
$$;
--> statement-breakpoint
-- One park's next due day of one type (or of all: `due_type` null) on `day`, for readers whose stored
-- state does not hold that day. PL/pgSQL, so that a query calling it does not plan park_due_rows inline.
CREATE FUNCTION park_due_on(park integer, due_type text, day date) RETURNS date
LANGUAGE plpgsql STABLE
AS $$
BEGIN
  RETURN (SELECT min(r.next_due_on) FROM park_due_rows(ARRAY[park], day) r
    WHERE due_type IS NULL OR r.type = due_type);
END
$$;
--> statement-breakpoint
-- Stores the due state of parks computed for `day` and the days it holds for (all days when no
-- contract can change it: an archived park, or one never inspected).
CREATE FUNCTION park_due_refresh(park_ids integer[], day date) RETURNS void
LANGUAGE sql
AS $$
  -- Locked in one order, so two writers refreshing the same parks wait for each other, never deadlock.
  SELECT 1 FROM parks WHERE id IN (SELECT unnest(park_ids)) ORDER BY id FOR NO KEY UPDATE;
  WITH due AS MATERIALIZED (
    SELECT * FROM park_due_rows(park_ids, day)
  ), stored AS (
    INSERT INTO park_inspection_due AS d (park_id, type, last_inspection_id, last_performed_on, next_due_on)
    SELECT park_id, type, last_inspection_id, last_performed_on, next_due_on FROM due
    ON CONFLICT (park_id, type) DO UPDATE SET
      last_inspection_id = excluded.last_inspection_id,
      last_performed_on = excluded.last_performed_on,
      next_due_on = excluded.next_due_on
    WHERE (d.last_inspection_id, d.last_performed_on, d.next_due_on)
      IS DISTINCT FROM (excluded.last_inspection_id, excluded.last_performed_on, excluded.next_due_on)
  )
  UPDATE parks p SET
    next_due_on = s.next_due_on,
    due_valid_from = s.valid_from,
    due_valid_until = s.valid_until
  FROM (
    SELECT n.park_id, n.next_due_on,
      CASE WHEN n.dated THEN w.valid_from ELSE '-infinity'::date END AS valid_from,
      CASE WHEN n.dated THEN w.valid_until ELSE 'infinity'::date END AS valid_until
    FROM (
      SELECT park_id, min(next_due_on) AS next_due_on,
        bool_or(last_inspection_id IS NOT NULL AND next_due_on IS NOT NULL) AS dated
      FROM due GROUP BY park_id
    ) n
    JOIN park_due_windows(park_ids, day) w ON w.park_id = n.park_id
  ) s
  WHERE p.id = s.park_id
    AND (p.next_due_on, p.due_valid_from, p.due_valid_until)
      IS DISTINCT FROM (s.next_due_on, s.valid_from, s.valid_until)
$$;
--> statement-breakpoint
-- Stores the open findings of parks: open, quoted or in progress, of an inspection not cancelled, and
-- not carried forward into a later inspection (the copy counts there).
CREATE FUNCTION park_findings_refresh(park_ids integer[]) RETURNS void
LANGUAGE sql
AS $$
  SELECT 1 FROM parks WHERE id IN (SELECT unnest(park_ids)) ORDER BY id FOR NO KEY UPDATE;
  UPDATE parks p SET
    open_findings_count = s.total,
    worst_open_risk = s.worst,
    open_findings_by_risk = s.by_risk
  FROM (
    SELECT x.id,
      coalesce(sum(r.n), 0)::integer AS total,
      (array_agg(r.risk_level ORDER BY array_position(risk_levels(), r.risk_level::text))
        FILTER (WHERE r.risk_level IS NOT NULL))[1] AS worst,
      coalesce(jsonb_object_agg(r.risk_level, r.n) FILTER (WHERE r.risk_level IS NOT NULL), '{}'::jsonb) AS by_risk
    FROM (SELECT DISTINCT unnest(park_ids) AS id) x
    LEFT JOIN LATERAL (
      SELECT f.risk_level, count(*)::integer AS n FROM findings f
      JOIN inspections fi ON fi.id = f.inspection_id
      WHERE fi.park_id = x.id AND fi.status <> 'cancelled'
        AND f.status = ANY (open_finding_statuses())
        AND NOT EXISTS (SELECT 1 FROM findings fc WHERE fc.carried_from_id = f.id)
      GROUP BY f.risk_level
    ) r ON true
    GROUP BY x.id
  ) s
  WHERE p.id = s.id
    AND (p.open_findings_count, p.worst_open_risk, p.open_findings_by_risk)
      IS DISTINCT FROM (s.total, s.worst, s.by_risk)
$$;
--> statement-breakpoint
-- The parks of findings' inspections and of the findings they carry forward.
CREATE FUNCTION park_findings_refresh_of(inspection_ids integer[], carried_ids integer[]) RETURNS void
LANGUAGE sql
AS $$
  SELECT park_findings_refresh(array_agg(DISTINCT i.park_id)) FROM inspections i
  WHERE i.id IN (
    SELECT unnest(inspection_ids)
    UNION SELECT f.inspection_id FROM findings f WHERE f.id IN (SELECT unnest(carried_ids))
  )
$$;
--> statement-breakpoint
-- Brings up to date, for `day`, the parks whose stored due state does not hold that day (a contract
-- started or ended since, or the state was computed for another day); returns how many. Readers call
-- it first, in the transaction they read in.
CREATE FUNCTION park_due_ensure(day date) RETURNS integer
LANGUAGE plpgsql
AS $$
DECLARE
  stale integer[];
BEGIN
  SELECT array_agg(s.id) INTO stale FROM (
    SELECT id FROM parks WHERE due_valid_until <= day
    UNION SELECT id FROM parks WHERE due_valid_from > day
  ) s;
  IF stale IS NULL THEN RETURN 0; END IF;
  PERFORM park_due_refresh(stale, day);
  RETURN cardinality(stale);
END
$$;
--> statement-breakpoint
-- A new park has no inspection and no finding: due since the day it is recorded, whatever the contracts.
CREATE FUNCTION parks_due_defaults() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.next_due_on := CASE WHEN NEW.status = 'archived' THEN NULL
    ELSE (NEW.created_at AT TIME ZONE 'Europe/Rome')::date END;
  NEW.due_valid_from := '-infinity';
  NEW.due_valid_until := 'infinity';
  NEW.open_findings_count := 0;
  NEW.worst_open_risk := NULL;
  NEW.open_findings_by_risk := '{}'::jsonb;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE FUNCTION parks_due_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM park_due_refresh((SELECT array_agg(id) FROM new_rows), park_due_day());
  ELSE
    PERFORM park_due_refresh(ARRAY[NEW.id], park_due_day());
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION inspections_due_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  due_parks integer[];
  finding_parks integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT park_id) INTO due_parks FROM new_rows
    WHERE status IN ('completed', 'signed') AND performed_at IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT park_id) INTO due_parks FROM old_rows;
    finding_parks := due_parks;
  ELSE
    SELECT array_agg(DISTINCT x.park_id) INTO due_parks
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.park_id), (n.park_id)) x(park_id)
    WHERE (o.park_id, o.type, o.status, o.performed_at) IS DISTINCT FROM (n.park_id, n.type, n.status, n.performed_at);
    SELECT array_agg(DISTINCT x.park_id) INTO finding_parks
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.park_id), (n.park_id)) x(park_id)
    WHERE o.park_id <> n.park_id OR (o.status = 'cancelled') <> (n.status = 'cancelled');
  END IF;
  IF due_parks IS NOT NULL THEN PERFORM park_due_refresh(due_parks, park_due_day()); END IF;
  IF finding_parks IS NOT NULL THEN PERFORM park_findings_refresh(finding_parks); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION findings_due_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  inspection_ids integer[];
  carried_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(inspection_id), array_agg(carried_from_id) INTO inspection_ids, carried_ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(inspection_id), array_agg(carried_from_id) INTO inspection_ids, carried_ids FROM old_rows;
  ELSE
    SELECT array_agg(x.inspection_id), array_agg(x.carried_from_id) INTO inspection_ids, carried_ids
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.inspection_id, o.carried_from_id), (n.inspection_id, n.carried_from_id))
      x(inspection_id, carried_from_id)
    WHERE (o.inspection_id, o.status, o.risk_level, o.carried_from_id)
      IS DISTINCT FROM (n.inspection_id, n.status, n.risk_level, n.carried_from_id);
  END IF;
  IF inspection_ids IS NOT NULL THEN PERFORM park_findings_refresh_of(inspection_ids, carried_ids); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION customer_contracts_due_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  customer_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(customer_id) INTO customer_ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(customer_id) INTO customer_ids FROM old_rows;
  ELSE
    SELECT array_agg(x.customer_id) INTO customer_ids
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.customer_id), (n.customer_id)) x(customer_id)
    WHERE (o.customer_id, o.status, o.start_date, o.end_date, o.frequency_days)
      IS DISTINCT FROM (n.customer_id, n.status, n.start_date, n.end_date, n.frequency_days);
  END IF;
  IF customer_ids IS NOT NULL THEN
    PERFORM park_due_refresh(
      (SELECT array_agg(p.id) FROM parks p WHERE p.customer_id IN (SELECT unnest(customer_ids))),
      park_due_day());
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Listing parks on a contract changes which of the customer's parks it covers (none listed: all).
CREATE FUNCTION customer_contract_parks_due_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  contract_ids integer[];
  park_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(contract_id), array_agg(park_id) INTO contract_ids, park_ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(contract_id), array_agg(park_id) INTO contract_ids, park_ids FROM old_rows;
  ELSE
    SELECT array_agg(x.contract_id), array_agg(x.park_id) INTO contract_ids, park_ids
    FROM (SELECT contract_id, park_id FROM old_rows UNION SELECT contract_id, park_id FROM new_rows) x;
  END IF;
  IF contract_ids IS NOT NULL THEN
    PERFORM park_due_refresh((
      SELECT array_agg(p.id) FROM parks p
      WHERE p.id IN (SELECT unnest(park_ids))
        OR p.customer_id IN (
          SELECT cc.customer_id FROM customer_contracts cc WHERE cc.id IN (SELECT unnest(contract_ids)))
    ), park_due_day());
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER parks_due_defaults BEFORE INSERT ON parks
  FOR EACH ROW EXECUTE FUNCTION parks_due_defaults();
--> statement-breakpoint
CREATE TRIGGER parks_due_insert AFTER INSERT ON parks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION parks_due_sync();
--> statement-breakpoint
CREATE TRIGGER parks_due_update AFTER UPDATE OF customer_id, status, created_at ON parks
  FOR EACH ROW
  WHEN ((OLD.customer_id, OLD.status, OLD.created_at) IS DISTINCT FROM (NEW.customer_id, NEW.status, NEW.created_at))
  EXECUTE FUNCTION parks_due_sync();
--> statement-breakpoint
CREATE TRIGGER inspections_due_insert AFTER INSERT ON inspections REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inspections_due_sync();
--> statement-breakpoint
CREATE TRIGGER inspections_due_update AFTER UPDATE ON inspections
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inspections_due_sync();
--> statement-breakpoint
CREATE TRIGGER inspections_due_delete AFTER DELETE ON inspections REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inspections_due_sync();
--> statement-breakpoint
CREATE TRIGGER findings_due_insert AFTER INSERT ON findings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION findings_due_sync();
--> statement-breakpoint
CREATE TRIGGER findings_due_update AFTER UPDATE ON findings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION findings_due_sync();
--> statement-breakpoint
CREATE TRIGGER findings_due_delete AFTER DELETE ON findings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION findings_due_sync();
--> statement-breakpoint
CREATE TRIGGER customer_contracts_due_insert AFTER INSERT ON customer_contracts
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_contracts_due_sync();
--> statement-breakpoint
CREATE TRIGGER customer_contracts_due_update AFTER UPDATE ON customer_contracts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_contracts_due_sync();
--> statement-breakpoint
CREATE TRIGGER customer_contracts_due_delete AFTER DELETE ON customer_contracts
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_contracts_due_sync();
--> statement-breakpoint
CREATE TRIGGER customer_contract_parks_due_insert AFTER INSERT ON customer_contract_parks
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_contract_parks_due_sync();
--> statement-breakpoint
CREATE TRIGGER customer_contract_parks_due_update AFTER UPDATE ON customer_contract_parks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_contract_parks_due_sync();
--> statement-breakpoint
CREATE TRIGGER customer_contract_parks_due_delete AFTER DELETE ON customer_contract_parks
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_contract_parks_due_sync();
--> statement-breakpoint
-- Existing data (demo data, existing installs): every park's state as of today.
SELECT park_due_refresh(array_agg(id), park_due_day()) FROM parks;
--> statement-breakpoint
SELECT park_findings_refresh(array_agg(id)) FROM parks;
