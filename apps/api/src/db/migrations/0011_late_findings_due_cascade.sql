ALTER TABLE "findings" ADD COLUMN "found_at" timestamp with time zone;--> statement-breakpoint
-- EN 1176-7: a higher inspection includes the lower ones (annual main ⊇ operational ⊇ routine visual),
-- so each type's clock restarts with the latest completed or signed inspection of that type or a higher
-- one. Same signature as in 0006: the triggers and readers calling it follow without change.
CREATE OR REPLACE FUNCTION park_due_rows(park_ids integer[], day date)
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
    WHERE i.park_id = p.id
      AND i.type IN (SELECT h.type FROM recurring_inspection_types() h WHERE h.rank >= t.rank)
      AND i.status IN ('completed', 'signed') AND i.performed_at IS NOT NULL
    ORDER BY i.performed_at DESC, i.id DESC
    LIMIT 1
  ) l ON true
  WHERE p.id IN (SELECT unnest(park_ids))
$$;
--> statement-breakpoint
-- The day a finding's repair is due: the day (Europe/Rome) of the instant it was found plus its
-- timeframe (a month is a calendar month); null for `next_inspection` or no timeframe. A finding still
-- open is late from the day after: lists, the inspection page and the dashboards count by day, as the
-- dashboards' answers are kept per day.
CREATE FUNCTION finding_due_by(timeframe text, found timestamptz) RETURNS date
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT ((found AT TIME ZONE 'Europe/Rome') + CASE timeframe
      WHEN 'immediate' THEN interval '0 hours'
      WHEN '48h' THEN interval '48 hours'
      WHEN '1w' THEN interval '7 days'
      WHEN '1m' THEN interval '1 month'
    END)::date
$$;
--> statement-breakpoint
-- A copy carried forward keeps the instant the finding was first found: its timeframe does not restart
-- with each inspection that carries it.
CREATE FUNCTION findings_found_at() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.carried_from_id IS NOT NULL AND NEW.found_at IS NULL THEN
    NEW.found_at := (
      SELECT coalesce(f.found_at, i.performed_at, f.created_at) FROM findings f
      JOIN inspections i ON i.id = f.inspection_id
      WHERE f.id = NEW.carried_from_id);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER findings_found_at BEFORE INSERT ON findings
  FOR EACH ROW EXECUTE FUNCTION findings_found_at();
--> statement-breakpoint
-- Existing copies: the instant their first finding was found, down each chain of copies.
WITH RECURSIVE chain AS (
  SELECT f.id, coalesce(i.performed_at, f.created_at) AS found_at FROM findings f
  JOIN inspections i ON i.id = f.inspection_id
  WHERE f.carried_from_id IS NULL
  UNION ALL
  SELECT c.id, chain.found_at FROM findings c JOIN chain ON c.carried_from_id = chain.id
)
UPDATE findings f SET found_at = chain.found_at FROM chain
WHERE chain.id = f.id AND f.carried_from_id IS NOT NULL;
--> statement-breakpoint
-- Every park's due state again, with the lower types now following the higher inspections.
SELECT park_due_refresh(array_agg(id), park_due_day()) FROM parks;
