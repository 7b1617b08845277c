/** How much data a benchmark run seeds. */
export interface BenchSizes {
  customers: number;
  parks: number;
  /** Toys per park. */
  toysPerPark: number;
  /** Inspections per park. */
  inspectionsPerPark: number;
  /** Every n-th inspection gets its items (one per toy of the park and five site rows). */
  itemsEvery: number;
}

/** PostgreSQL: 10 000 parks, 100 000 toys, 50 000 inspections. */
export const postgresSizes: BenchSizes = {
  customers: 200,
  parks: 10_000,
  toysPerPark: 10,
  inspectionsPerPark: 5,
  itemsEvery: 5,
};

/** PGlite: a tenth of it (one process, one connection). */
export const pgliteSizes: BenchSizes = {
  customers: 40,
  parks: 1_000,
  toysPerPark: 10,
  inspectionsPerPark: 5,
  itemsEvery: 5,
};

/** The words park names are made of; `search` targets one of them. */
const parkWords = [
  'Parco dei Tigli',
  'Giardino Verdi',
  'Area giochi Rodari',
  'Parco della Resistenza',
  'Giardino Montessori',
  'Parco delle Rimembranze',
  'Area verde San Francesco',
  'Giardino pubblico Garibaldi',
];

const cities = [
  ['Firenze', 'FI', 43.7696, 11.2558],
  ['Bologna', 'BO', 44.4949, 11.3426],
  ['Milano', 'MI', 45.4642, 9.19],
  ['Torino', 'TO', 45.0703, 7.6869],
  ['Verona', 'VR', 45.4384, 10.9916],
  ['Padova', 'PD', 45.4064, 11.8768],
  ['Modena', 'MO', 44.6471, 10.9252],
  ['Pisa', 'PI', 43.7228, 10.4017],
] as const;

const sqlArray = (values: readonly (string | number)[]) =>
  `ARRAY[${values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(',')}]`;

/**
 * Set-based seeding statements (`INSERT … SELECT … FROM generate_series`), in order, for a freshly
 * migrated database. Dates are relative to `today` (YYYY-MM-DD) so the due-dates query finds work.
 */
export function seedStatements(sizes: BenchSizes, today: string): string[] {
  const words = sqlArray(parkWords);
  const cityNames = sqlArray(cities.map((c) => c[0]));
  const provinces = sqlArray(cities.map((c) => c[1]));
  const lats = sqlArray(cities.map((c) => c[2]));
  const lons = sqlArray(cities.map((c) => c[3]));
  const n = cities.length;
  const toyTypes = sqlArray([
    'swing',
    'slide',
    'spring_rocker',
    'multi_play',
    'carousel',
    'seesaw',
  ]);
  const toyNames = sqlArray([
    'Altalena',
    'Scivolo',
    'Gioco a molla',
    'Multigioco',
    'Giostra',
    'Bilico',
  ]);
  const types = sqlArray([
    'routine_visual',
    'operational',
    'annual_main',
    'operational',
    'extraordinary',
  ]);
  const risks = sqlArray(['very_high', 'high', 'medium', 'low']);
  const actions = sqlArray(['repair', 'replace_part', 'top_up_surfacing', 'monitor']);
  const findingStatuses = sqlArray(['open', 'quoted', 'in_progress', 'resolved', 'verified']);
  const today_ = `DATE '${today}'`;
  return [
    `INSERT INTO customers (name, customer_type, email, address, city, province, is_public_body)
     SELECT 'Comune di Prova ' || g, CASE WHEN g % 3 = 0 THEN 'school' ELSE 'municipality' END,
            'ufficio' || g || '@example.it', 'Piazza del Municipio ' || g,
            (${cityNames})[1 + g % ${n}], (${provinces})[1 + g % ${n}], g % 3 <> 0
     FROM generate_series(1, ${sizes.customers}) g`,
    `INSERT INTO customer_contracts (customer_id, number, start_date, status, services, frequency_days)
     SELECT c.id, 'BENCH-' || c.id, ${today_} - 400, 'active',
            '["routine_visual","operational","annual_main"]'::jsonb,
            '{"routine_visual":7,"operational":90,"annual_main":365}'::jsonb
     FROM customers c`,
    `INSERT INTO parks (customer_id, code, name, address, city, province, latitude, longitude, site_type, fenced, status)
     SELECT c.id, 'P' || lpad(g::text, 5, '0'), (${words})[1 + g % ${parkWords.length}] || ' ' || g,
            'Via della Repubblica ' || (g % 200 + 1), (${cityNames})[1 + g % ${n}],
            (${provinces})[1 + g % ${n}],
            (${lats})[1 + g % ${n}] + ((g * 7919) % 1000) / 20000.0,
            (${lons})[1 + g % ${n}] + ((g * 104729) % 1000) / 20000.0,
            'public_park', g % 2 = 0,
            CASE WHEN g % 97 = 0 THEN 'closed' ELSE 'open' END
     FROM generate_series(1, ${sizes.parks}) g
     JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM customers) c
       ON c.k = g % ${sizes.customers}`,
    `INSERT INTO toys (park_id, code, name, equipment_type, standard, manufacturer, year_of_manufacture,
                       installed_on, free_fall_height_m, surface_type, status)
     SELECT p.id, 'G' || lpad(g::text, 2, '0'), (${toyNames})[1 + (p.id + g) % 6] || ' ' || g,
            (${toyTypes})[1 + (p.id + g) % 6], 'EN 1176-1', 'Holzhof', 2005 + (p.id + g) % 18,
            ${today_} - ((p.id * 31 + g * 97) % 5000), ((p.id + g) % 30) / 10.0, 'poured_rubber',
            CASE WHEN (p.id + g) % 41 = 0 THEN 'out_of_service' ELSE 'in_use' END
     FROM parks p CROSS JOIN generate_series(1, ${sizes.toysPerPark}) g`,
    // The due-state triggers of the next inserts plan their queries on these statistics.
    'ANALYZE',
    `INSERT INTO inspections (park_id, contract_id, type, number, scheduled_for, performed_at, status,
                              weather, summary, outcome, overall_risk)
     SELECT p.id, cc.id, (${types})[g], '' || (2020 + g) || '/' || lpad(p.id::text, 5, '0'),
            ${today_} - ((p.id * 13 + g * 71) % 700) + CASE WHEN (p.id + g) % 10 = 0 THEN 800 ELSE 0 END,
            CASE WHEN (p.id + g) % 10 = 0 THEN NULL
                 ELSE (${today_} - ((p.id * 13 + g * 71) % 700))::timestamptz + interval '10 hours' END,
            CASE WHEN (p.id + g) % 10 = 0 THEN 'scheduled' WHEN (p.id + g) % 3 = 0 THEN 'completed' ELSE 'signed' END,
            'Sereno', 'Verifica eseguita secondo EN 1176-7.',
            CASE WHEN (p.id + g) % 10 = 0 THEN NULL WHEN (p.id + g) % 4 = 0 THEN 'compliant' ELSE 'with_remarks' END,
            CASE WHEN (p.id + g) % 10 = 0 OR (p.id + g) % 4 = 0 THEN NULL ELSE 'medium' END
     FROM parks p CROSS JOIN generate_series(1, ${sizes.inspectionsPerPark}) g
     JOIN customer_contracts cc ON cc.customer_id = p.customer_id`,
    `INSERT INTO inspection_items (inspection_id, position, toy_id, outcome, notes)
     SELECT i.id, row_number() OVER (PARTITION BY i.id ORDER BY t.code), t.id,
            CASE WHEN (i.id + t.id) % 7 = 0 THEN 'defect' ELSE 'ok' END, NULL
     FROM inspections i JOIN toys t ON t.park_id = i.park_id
     WHERE i.id % ${sizes.itemsEvery} = 0 AND i.status <> 'scheduled'`,
    `INSERT INTO inspection_items (inspection_id, position, site_area, outcome)
     SELECT i.id, ${sizes.toysPerPark} + a.k, a.area, 'ok'
     FROM inspections i
     CROSS JOIN (VALUES (1, 'access'), (2, 'fencing'), (3, 'signage'), (4, 'paths'), (5, 'surfacing')) a(k, area)
     WHERE i.id % ${sizes.itemsEvery} = 0 AND i.status <> 'scheduled'`,
    'ANALYZE',
    `INSERT INTO findings (inspection_id, item_id, description, standard_ref, risk_level, timeframe,
                           recommended_action, status)
     SELECT it.inspection_id, it.id, 'Usura della catena di sospensione oltre il limite',
            'EN 1176-2 §4.2', (${risks})[1 + it.id % 4], '1m', (${actions})[1 + it.id % 4],
            (${findingStatuses})[1 + it.id % 5]
     FROM inspection_items it WHERE it.outcome = 'defect'`,
    `INSERT INTO number_sequences (sequence, year, last)
     SELECT 'inspection', 2020 + g, ${sizes.parks} FROM generate_series(1, ${sizes.inspectionsPerPark}) g
     ON CONFLICT DO NOTHING`,
    // A settled database, as autovacuum leaves it: statistics, and visibility maps for index-only scans.
    'VACUUM ANALYZE',
  ];
}

/** The search term of the parks target: one word of many park names. */
export const parkSearchTerm = 'giardino';
