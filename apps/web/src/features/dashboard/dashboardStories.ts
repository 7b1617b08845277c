import type { Dashboard, DashboardMonth, ParkMarkers, QuoteSummary } from '@altalena/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { api } from '../../stories/authStories';

// The dashboards' answers for the screen stories, like the demo data: the office on 23 November 2026.

/** The server's today of the stories. */
export const storyToday = '2026-11-23';

/** Parks of the demo: name, city, position, worst open risk, overdue, next due day; Verona's first five. */
const parkSeeds: [
  string,
  string,
  number,
  number,
  ParkMarkers['worst_open_risk'][number],
  boolean,
  string,
][] = [
  ['Giardino Giusti', 'Verona', 45.4423, 11.0045, 'medium', true, '2026-11-01'],
  ['Parco San Giacomo', 'Verona', 45.4196, 11.0121, 'very_high', false, '2026-11-30'],
  ['Parco delle Colombare', 'Verona', 45.427, 10.949, null, false, '2027-01-15'],
  ['Parco Santa Teresa', 'Verona', 45.429, 10.985, 'low', false, '2026-12-10'],
  ['Parco dell’Adige', 'Verona', 45.45, 10.99, 'high', false, '2027-02-01'],
  ['Giardini Margherita', 'Bologna', 44.4832, 11.3527, 'high', true, '2026-10-30'],
  ['Parco della Montagnola', 'Bologna', 44.502, 11.344, null, false, '2027-03-02'],
  ['Parco Villa Angeletti', 'Bologna', 44.513, 11.34, 'medium', false, '2026-12-01'],
  ['Parco dei Cedri', 'Bologna', 44.476, 11.385, null, false, '2027-04-20'],
  ['Parco Treves', 'Padova', 45.4035, 11.8806, 'medium', false, '2026-12-18'],
  ['Giardini dell’Arena', 'Padova', 45.411, 11.879, null, true, '2026-11-12'],
  ['Parco Sempione', 'Milano', 45.4725, 9.1775, null, false, '2027-05-05'],
  ['Giardini Indro Montanelli', 'Milano', 45.474, 9.199, null, false, '2027-01-30'],
  ['Parco Trotter', 'Milano', 45.497, 9.223, null, false, '2027-02-14'],
  ['Parco Federico Fellini', 'Rimini', 44.07, 12.58, null, false, '2027-06-01'],
  ['Parco di Gocciadoro', 'Trento', 46.058, 11.14, null, false, '2027-03-21'],
  ['Villa Comunale', 'Lecce', 40.354, 18.171, null, false, '2027-02-08'],
];

/** The markers answer of the first `count` parks of the demo. */
function markersOf(count: number): ParkMarkers {
  const seeds = parkSeeds.slice(0, count);
  return {
    id: seeds.map((_, index) => index + 1),
    name: seeds.map((seed) => seed[0]),
    city: seeds.map((seed) => seed[1]),
    latitude: seeds.map((seed) => seed[2]),
    longitude: seeds.map((seed) => seed[3]),
    worst_open_risk: seeds.map((seed) => seed[4]),
    overdue: seeds.map((seed) => seed[5]),
    next_due_on: seeds.map((seed) => seed[6]),
  };
}

/** Twelve months up to November 2026, with `scale` times the office's inspections. */
function monthsOf(scale: number): DashboardMonth[] {
  const counts: [number, number, number][] = [
    [6, 2, 0],
    [4, 1, 1],
    [7, 3, 0],
    [9, 2, 1],
    [12, 4, 1],
    [14, 5, 2],
    [10, 3, 1],
    [3, 1, 0],
    [11, 4, 2],
    [13, 3, 1],
    [9, 2, 0],
    [5, 2, 1],
  ];
  return counts.map(([compliant, withRemarks, nonCompliant], index) => {
    const month = index === 0 ? '2025-12' : `2026-${String(index).padStart(2, '0')}`;
    return {
      month,
      compliant: Math.round(compliant * scale),
      with_remarks: Math.round(withRemarks * scale),
      non_compliant: Math.round(nonCompliant * scale),
    };
  });
}

const quoteOf = (
  id: number,
  parkId: number,
  parkName: string,
  validUntil: string,
  grossCents: number,
  customerId = 1,
): QuoteSummary => ({
  id,
  version: 2,
  created_at: '2026-11-02T09:00:00.000Z',
  updated_at: '2026-11-03T10:00:00.000Z',
  created_by: 1,
  inspection_id: 40 + id,
  quote_type_id: 1,
  number: `2026/00${30 + id}`,
  issue_date: '2026-11-03',
  valid_until: validUntil,
  status: 'sent',
  installer_id: null,
  notes: null,
  net_cents: Math.round(grossCents / 1.22),
  vat_cents: grossCents - Math.round(grossCents / 1.22),
  gross_cents: grossCents,
  sent_at: '2026-11-03T10:00:00.000Z',
  answered_at: null,
  answered_by: null,
  answer_reason: null,
  inspection_number: `2026/01${10 + id}`,
  park_id: parkId,
  park_name: parkName,
  customer_id: customerId,
});

/** The administrator's dashboard of the demo. */
export const adminDashboard: Dashboard = {
  today: storyToday,
  parks: 17,
  parks_overdue: 3,
  parks_due_soon: 4,
  parks_with_open_findings: 8,
  parks_by_risk: { very_high: 1, high: 2, medium: 3, low: 1 },
  open_findings: { very_high: 1, high: 3, medium: 7, low: 4 },
  late_findings: 3,
  quotes_waiting: 4,
  quotes_expiring: 2,
  contracts_expiring: 1,
  inspections_by_month: monthsOf(1),
  quotes_to_answer: [
    quoteOf(1, 2, 'Parco San Giacomo', '2026-11-28', 184_220),
    quoteOf(2, 6, 'Giardini Margherita', '2026-12-02', 96_380, 2),
    quoteOf(3, 1, 'Giardino Giusti', '2026-12-20', 42_700),
    quoteOf(4, 10, 'Parco Treves', '2027-01-10', 305_000, 3),
  ],
};

/** The dashboard of the Comune di Verona's user: its five parks, its quotes to answer. */
export const customerDashboard: Dashboard = {
  today: storyToday,
  parks: 5,
  parks_overdue: 1,
  parks_due_soon: 2,
  parks_with_open_findings: 4,
  parks_by_risk: { very_high: 1, high: 1, medium: 1, low: 1 },
  open_findings: { very_high: 1, high: 2, medium: 3, low: 2 },
  late_findings: 1,
  quotes_waiting: 2,
  quotes_expiring: 1,
  contracts_expiring: null,
  inspections_by_month: monthsOf(0.3),
  quotes_to_answer: [
    quoteOf(1, 2, 'Parco San Giacomo', '2026-11-28', 184_220),
    quoteOf(3, 1, 'Giardino Giusti', '2026-12-20', 42_700),
  ],
};

/** A company, or a customer, with nothing recorded yet. */
export const emptyDashboard = (customer: boolean): Dashboard => ({
  today: storyToday,
  parks: 0,
  parks_overdue: 0,
  parks_due_soon: 0,
  parks_with_open_findings: 0,
  parks_by_risk: { very_high: 0, high: 0, medium: 0, low: 0 },
  open_findings: { very_high: 0, high: 0, medium: 0, low: 0 },
  late_findings: 0,
  quotes_waiting: 0,
  quotes_expiring: 0,
  contracts_expiring: customer ? null : 0,
  inspections_by_month: monthsOf(0),
  quotes_to_answer: [],
});

/** The markers of every park of the demo. */
export const adminMarkers = markersOf(parkSeeds.length);

/** The markers of the Comune di Verona's parks. */
export const customerMarkers = markersOf(5);

/**
 * `count` parks spread over northern and central Italy, as many as a large office inspects: every
 * seventh at high risk, every eleventh overdue.
 */
export function crowdedMarkers(count: number): ParkMarkers {
  const ids = Array.from({ length: count }, (_, index) => index + 1);
  // A fixed scatter (golden-ratio steps), so every run draws the same map.
  const spread = (id: number, step: number) => (id * step) % 1;
  return {
    id: ids,
    name: ids.map((id) => `Parco ${id}`),
    city: ids.map(() => 'Italia'),
    latitude: ids.map((id) => 41.5 + spread(id, 0.618034) * 4.5),
    longitude: ids.map((id) => 8 + spread(id, 0.414214) * 6.5),
    worst_open_risk: ids.map((id) => (id % 7 === 0 ? 'high' : null)),
    overdue: ids.map((id) => id % 11 === 0),
    next_due_on: ids.map(() => '2027-01-15'),
  };
}

/** `GET dashboard/` and `GET parks/markers/` answered with `figures` and `markers`. */
export function dashboardHandlers(figures: Dashboard, markers: ParkMarkers): HttpHandler[] {
  return [
    http.get(api('/dashboard/'), () => HttpResponse.json(figures)),
    http.get(api('/parks/markers/'), () => HttpResponse.json(markers)),
  ];
}

/** `path` fails with a server error `times` times (the client retries a read once), then passes on. */
export function failing(path: string, times: number): HttpHandler {
  let failures = 0;
  return http.get(api(path), () => {
    if (failures >= times) return undefined;
    failures += 1;
    return HttpResponse.json({ detail: 'unknown_server_error', error_list: [] }, { status: 500 });
  });
}
