import type {
  AdminUser,
  Customer,
  CustomerContract,
  CustomerUser,
  FindingSummary,
  Inspection,
  InspectionDetail,
  Installer,
  InstallerContract,
  Park,
  ParkDueEntry,
  Quote,
  QuoteLineWrite,
  QuoteType,
  SelectEntry,
  Toy,
  User,
} from '@altalena/contracts';
import { addDays, todayInItaly } from '../../scaffold/format';
import type { MockRows } from './mockApi';
import { quoteOfInspection, type QuoteHead } from './quoteApi';

// Fixtures like the demo data: Italian customers, their contracts, parks and users.

const tracked = (id: number) => ({
  id,
  version: 1,
  created_at: '2026-01-15T09:00:00.000Z',
  updated_at: '2026-03-02T14:30:00.000Z',
  created_by: 1,
});

const customerSeeds: [string, Customer['customer_type'], string, string, boolean][] = [
  ['Comune di Verona', 'municipality', 'Verona', 'VR', true],
  ['Comune di Bologna', 'municipality', 'Bologna', 'BO', true],
  ['Scuola dell’infanzia Arcobaleno', 'school', 'Padova', 'PD', true],
  ['Camping Lago Blu', 'campsite', 'Peschiera del Garda', 'VR', true],
  ['Condominio Le Magnolie', 'condominium', 'Milano', 'MI', true],
  ['Hotel Miramare S.r.l.', 'company', 'Rimini', 'RN', true],
  ['Parrocchia San Luca', 'other', 'Trento', 'TN', false],
  ['Comune di Lecce', 'municipality', 'Lecce', 'LE', true],
];

/** Eight customers of every type; the seventh is archived. */
export const customers: Customer[] = customerSeeds.map(
  ([name, type, city, province, active], i) => ({
    ...tracked(i + 1),
    name,
    customer_type: type,
    is_public_body: type === 'municipality' || type === 'school',
    vat_number: type === 'municipality' ? '00215150236' : null,
    tax_code: null,
    sdi_code: type === 'municipality' ? 'UFXYZ1' : null,
    pec: type === 'municipality' ? `protocollo@pec.comune.${city.toLowerCase()}.it` : null,
    email: `parchi@${city.toLowerCase().replace(/\W+/g, '')}.example.it`,
    phone: '045 807 7111',
    address: 'Piazza Bra 1',
    city,
    zip: '37121',
    province,
    country: 'IT',
    contact_person: 'Giulia Rossi',
    notes: null,
    is_active: active,
  }),
);

/** Contracts of the first customer. */
export const customerContracts: CustomerContract[] = [
  {
    ...tracked(1),
    customer_id: 1,
    customer_name: 'Comune di Verona',
    number: 'VR-2026-001',
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    status: 'active',
    services: ['routine_visual', 'operational', 'annual_main', 'repair'],
    frequency_days: { routine_visual: 7, operational: 90, annual_main: 365 },
    park_ids: [1, 2],
    amount_cents: 1_850_000,
    cig: 'Z1A2B3C4D5',
    cup: null,
    payment_terms_days: 60,
    notes: null,
  },
  {
    ...tracked(2),
    customer_id: 1,
    customer_name: 'Comune di Verona',
    number: 'VR-2025-004',
    start_date: '2025-01-01',
    end_date: '2025-12-31',
    status: 'expired',
    services: ['annual_main'],
    frequency_days: { routine_visual: 7, operational: 90, annual_main: 365 },
    park_ids: [1],
    amount_cents: 420_000,
    cig: null,
    cup: null,
    payment_terms_days: 30,
    notes: null,
  },
];

const due = (next: string | null, overdue = false): ParkDueEntry => ({
  last_inspection_id: null,
  last_performed_on: null,
  next_due_on: next,
  overdue,
});

/** Parks of the first customer. */
export const parks: Park[] = [
  ['VR-001', 'Giardino Giusti', 45.4423, 11.0045],
  ['VR-002', 'Parco San Giacomo', 45.4196, 11.0121],
].map(([code, name, latitude, longitude], i) => ({
  ...tracked(i + 1),
  customer_id: 1,
  customer_name: 'Comune di Verona',
  code: code as string,
  name: name as string,
  address: 'Via Giardino Giusti 2',
  city: 'Verona',
  province: 'VR',
  latitude: latitude as number,
  longitude: longitude as number,
  site_type: 'public_park',
  fenced: true,
  status: 'open',
  closure_reason: null,
  notes: null,
  toy_count: 12,
  open_findings_count: 3,
  worst_open_risk: 'medium',
  due: {
    routine_visual: due('2026-11-25'),
    operational: due('2026-12-10'),
    annual_main: due('2026-11-01', true),
  },
  next_due_on: '2026-11-01',
}));

/** Equipment of the first park. */
export const toys: Toy[] = [
  ['G01', 'Altalena doppia a tavoletta', 'swing'],
  ['G02', 'Scivolo con scaletta', 'slide'],
].map(([code, name, type], i) => ({
  ...tracked(i + 1),
  park_id: 1,
  park_name: 'Giardino Giusti',
  customer_id: 1,
  code: code!,
  name: name!,
  equipment_type: type!,
  standard: 'EN 1176-2',
  manufacturer: null,
  model: null,
  serial_number: null,
  year_of_manufacture: 2019,
  installed_on: null,
  installer_id: null,
  age_from: 3,
  age_to: 12,
  free_fall_height_m: 1.2,
  impact_area_m2: null,
  surface_type: null,
  surface_depth_mm: null,
  material: null,
  status: 'in_use',
  status_reason: null,
  open_findings_count: 0,
  worst_open_risk: null,
}));

/** A signed inspection of the first park. */
export const inspections: Inspection[] = [
  {
    ...tracked(1),
    park_id: 1,
    park_name: 'Giardino Giusti',
    customer_id: 1,
    contract_id: null,
    type: 'routine_visual',
    number: '2026/0042',
    scheduled_for: '2026-10-20',
    performed_at: '2026-10-20T09:30:00.000Z',
    inspector_id: 1,
    inspector_name: 'Luca Bianchi',
    status: 'signed',
    weather: null,
    summary: null,
    outcome: 'with_remarks',
    overall_risk: 'medium',
    signed_at: '2026-10-21T08:00:00.000Z',
    signed_by: 1,
    signed_by_name: 'Luca Bianchi',
    quote_status: null,
    item_count: 14,
    open_findings_count: 3,
  },
];

/** An annual main inspection of the first park, in progress (the inspection page's story). */
export const inspectionInProgress: Inspection = {
  ...inspections[0]!,
  ...tracked(2),
  version: 3,
  type: 'annual_main',
  number: '2026/0057',
  scheduled_for: '2026-11-23',
  performed_at: '2026-11-23T08:15:00.000Z',
  status: 'in_progress',
  weather: 'Sereno',
  outcome: 'non_compliant',
  overall_risk: 'high',
  signed_at: null,
  signed_by: null,
  signed_by_name: null,
  item_count: 7,
  open_findings_count: 2,
};

const findingAt = (
  id: number,
  itemId: number,
  patch: Partial<InspectionDetail['items'][number]['findings'][number]>,
) => ({
  id,
  version: 1,
  item_id: itemId,
  description: '',
  standard_ref: null,
  risk_level: 'medium' as const,
  timeframe: null,
  recommended_action: 'repair' as const,
  make_safe: 'none' as const,
  status: 'open' as const,
  carried_from_id: null,
  due_by: null,
  late: false,
  created_at: '2026-11-23T08:40:00.000Z',
  updated_at: '2026-11-23T08:40:00.000Z',
  ...patch,
});

const siteItem = (
  id: number,
  position: number,
  area: 'access' | 'fencing' | 'signage' | 'paths' | 'surfacing',
  outcome: InspectionDetail['items'][number]['outcome'],
) => ({
  id,
  version: 1,
  position,
  toy_id: null,
  toy_code: null,
  toy_name: null,
  equipment_type: null,
  site_area: area,
  outcome,
  notes: null,
  findings: [],
});

/**
 * The in-progress inspection with its items: the swing has a finding carried forward from the last
 * inspection and a new one; two site rows are still to do.
 */
export const inspectionInProgressDetail: InspectionDetail = {
  ...inspectionInProgress,
  items: [
    {
      id: 11,
      version: 2,
      position: 1,
      toy_id: 1,
      toy_code: 'G01',
      toy_name: 'Altalena doppia a tavoletta',
      equipment_type: 'swing',
      site_area: null,
      outcome: 'defect',
      notes: 'Catena lato nord usurata',
      findings: [
        findingAt(21, 11, {
          description: 'Sedile crepato',
          risk_level: 'medium',
          timeframe: '1m',
          carried_from_id: 5,
          // Found a month before this inspection and still open: late.
          due_by: '2026-11-20',
          late: true,
        }),
        findingAt(22, 11, {
          description: 'Maglia della catena consumata oltre il 40%',
          standard_ref: 'EN 1176-2 §4.2.9',
          risk_level: 'high',
          timeframe: '48h',
          recommended_action: 'replace_part',
          make_safe: 'taped_off',
          due_by: '2026-11-25',
        }),
      ],
    },
    {
      id: 12,
      version: 1,
      position: 2,
      toy_id: 2,
      toy_code: 'G02',
      toy_name: 'Scivolo con scaletta',
      equipment_type: 'slide',
      site_area: null,
      outcome: 'ok',
      notes: null,
      findings: [],
    },
    siteItem(13, 3, 'access', 'ok'),
    siteItem(14, 4, 'fencing', 'ok'),
    siteItem(15, 5, 'signage', 'fixed_on_site'),
    siteItem(16, 6, 'paths', null),
    siteItem(17, 7, 'surfacing', null),
  ],
};

/** The open findings of the first park and the history of its swing, as `GET findings/` lists them. */
export const findingSummaries: FindingSummary[] = inspectionInProgressDetail.items[0]!.findings.map(
  (finding) => ({
    ...finding,
    inspection_id: 2,
    inspection_number: '2026/0057',
    inspection_type: 'annual_main',
    park_id: 1,
    park_name: 'Giardino Giusti',
    customer_id: 1,
    toy_id: 1,
    toy_code: 'G01',
    toy_name: 'Altalena doppia a tavoletta',
    site_area: null,
  }),
);

/**
 * The signed inspection of the first park with its items: three open findings (two on equipment, one
 * on the surfacing) that a new quote proposes as lines.
 */
export const inspectionSignedDetail: InspectionDetail = {
  ...inspections[0]!,
  items: [
    {
      ...inspectionInProgressDetail.items[0]!,
      id: 41,
      outcome: 'defect',
      notes: null,
      findings: [
        findingAt(51, 41, {
          description: 'Catena lato nord usurata: maglie consumate oltre il 40%',
          standard_ref: 'EN 1176-2 §4.2.9',
          risk_level: 'high',
          timeframe: '48h',
          recommended_action: 'replace_part',
        }),
      ],
    },
    {
      ...inspectionInProgressDetail.items[1]!,
      id: 42,
      outcome: 'defect',
      findings: [
        findingAt(52, 42, {
          description: 'Bullone di fissaggio della scaletta allentato',
          risk_level: 'medium',
          timeframe: '1w',
        }),
        findingAt(53, 42, {
          description: 'Graffiti sul pannello laterale',
          risk_level: 'low',
          status: 'resolved',
        }),
      ],
    },
    siteItem(43, 3, 'access', 'ok'),
    siteItem(44, 4, 'fencing', 'ok'),
    siteItem(45, 5, 'signage', 'ok'),
    siteItem(46, 6, 'paths', 'ok'),
    {
      ...siteItem(47, 7, 'surfacing', 'defect'),
      findings: [
        findingAt(54, 47, {
          description: 'Ghiaia antitrauma sotto l’altalena più sottile di 30 cm',
          risk_level: 'medium',
          timeframe: '1m',
          recommended_action: 'top_up_surfacing',
        }),
      ],
    },
  ],
};

/** Earlier inspections of the two parks, each with its quote (see {@link quotes}). */
export const quotedInspections: Inspection[] = (
  [
    [3, 1, '2026/0028', '2026-09-14', 'accepted'],
    [4, 2, '2026/0044', '2026-11-09', 'sent'],
    [5, 1, '2026/0049', '2026-11-18', 'sent'],
    [6, 2, '2026/0036', '2026-09-30', 'rejected'],
    [7, 1, '2026/0053', '2026-11-24', 'draft'],
  ] as const
).map(([id, parkId, number, day, quoteStatus]) => ({
  ...inspections[0]!,
  ...tracked(id),
  park_id: parkId,
  park_name: parks[parkId - 1]!.name,
  type: 'operational',
  number,
  scheduled_for: day,
  performed_at: `${day}T08:30:00.000Z`,
  status: quoteStatus === 'draft' ? 'completed' : 'signed',
  signed_at: quoteStatus === 'draft' ? null : `${day}T16:00:00.000Z`,
  signed_by: quoteStatus === 'draft' ? null : 1,
  signed_by_name: quoteStatus === 'draft' ? null : 'Luca Bianchi',
  quote_status: quoteStatus,
  open_findings_count: quoteStatus === 'accepted' ? 0 : 2,
}));

/** A quote of the fixtures, of one of {@link quotedInspections}, its lines at 22% VAT by default. */
const quoteOf = (inspectionId: number, head: QuoteHead, lines: QuoteLineWrite[]): Quote =>
  quoteOfInspection(
    quotedInspections.find((row) => row.id === inspectionId)!,
    { ...tracked(head.id), ...head },
    lines,
    22,
  );

const today = todayInItaly();
/** A day `days` from today: the validity of the quotes waiting for an answer follows the clock. */
const fromToday = (days: number) => addDays(today, days);

/**
 * Quotes of the first customer: accepted, sent and expiring within 14 days, sent with a month to go,
 * rejected with a reason, and a draft.
 */
export const quotes: Quote[] = [
  quoteOf(
    3,
    {
      id: 1,
      number: '2026/0021',
      quote_type_id: 1,
      issue_date: '2026-09-18',
      valid_until: '2026-10-18',
      status: 'accepted',
      installer_id: 1,
      sent_at: '2026-09-18T10:00:00.000Z',
      answered_at: '2026-09-25T08:15:00.000Z',
      answered_by: 7,
    },
    [
      {
        description: 'Sostituzione delle catene dell’altalena doppia',
        toy_id: 1,
        unit: 'pz',
        quantity: 2,
        unit_price_cents: 18_500,
      },
      {
        description: 'Manodopera per il montaggio',
        unit: 'h',
        quantity: 3,
        unit_price_cents: 4_500,
      },
    ],
  ),
  quoteOf(
    4,
    {
      id: 2,
      number: '2026/0027',
      quote_type_id: 1,
      issue_date: fromToday(-10),
      valid_until: fromToday(6),
      status: 'sent',
      sent_at: `${fromToday(-10)}T09:40:00.000Z`,
      notes: 'Intervento eseguibile entro due settimane dall’accettazione.',
    },
    [
      {
        description: 'Sostituzione del sedile a tavoletta',
        unit: 'pz',
        quantity: 1,
        unit_price_cents: 12_000,
      },
      {
        description: 'Ricarica della ghiaia antitrauma fino a 30 cm',
        unit: 'm2',
        quantity: 12.5,
        unit_price_cents: 3_850,
        discount_pct: 10,
      },
    ],
  ),
  quoteOf(
    5,
    {
      id: 3,
      number: '2026/0029',
      quote_type_id: 2,
      issue_date: fromToday(-3),
      valid_until: fromToday(57),
      status: 'sent',
      sent_at: `${fromToday(-3)}T11:05:00.000Z`,
    },
    [
      {
        description: 'Piastre antitrauma in gomma da 50 mm sotto lo scivolo',
        toy_id: 2,
        unit: 'm2',
        quantity: 24,
        unit_price_cents: 6_200,
      },
      {
        description: 'Rimozione e smaltimento della pavimentazione esistente',
        unit: 'forfait',
        quantity: 1,
        unit_price_cents: 35_000,
      },
    ],
  ),
  quoteOf(
    6,
    {
      id: 4,
      number: '2026/0024',
      quote_type_id: 1,
      issue_date: '2026-10-02',
      valid_until: '2026-11-01',
      status: 'rejected',
      sent_at: '2026-10-02T15:20:00.000Z',
      answered_at: '2026-10-09T07:50:00.000Z',
      answered_by: 7,
      answer_reason: 'I lavori sono già affidati alla ditta del contratto di manutenzione.',
    },
    [
      {
        description: 'Riparazione della recinzione lato strada',
        unit: 'm',
        quantity: 8,
        unit_price_cents: 5_400,
      },
    ],
  ),
  quoteOf(
    7,
    {
      id: 5,
      number: '2026/0031',
      quote_type_id: 1,
      issue_date: today,
      valid_until: fromToday(30),
      status: 'draft',
      installer_id: 2,
    },
    [
      {
        description: 'Sostituzione del cuscinetto della giostra',
        unit: 'pz',
        quantity: 1,
        unit_price_cents: 9_800,
      },
      {
        description: 'Verniciatura antiruggine dei montanti',
        unit: 'h',
        quantity: 4,
        unit_price_cents: 4_200,
        discount_pct: 5,
      },
    ],
  ),
];

/** Users of the first customer. */
export const customerUsers: CustomerUser[] = [
  {
    ...tracked(7),
    username: 'comune.verona',
    email: 'parchi@comune.verona.example.it',
    first_name: 'Giulia',
    last_name: 'Rossi',
    language: 'it',
    is_active: true,
    is_admin: false,
    must_change_password: false,
    last_login_at: '2026-11-20T08:12:00.000Z',
    customer_id: 1,
    customer_name: 'Comune di Verona',
  },
];

/** Installers: the second one's insurance has expired, the third's expires within 30 days. */
export const installers: Installer[] = [
  ['Giochi Sicuri S.r.l.', '2027-06-30'],
  ['Verde Arredo Urbano S.n.c.', '2025-12-31'],
  ['Ludica Nord S.p.A.', null],
].map(([company, expiry], i) => ({
  ...tracked(i + 1),
  company_name: company as string,
  vat_number: '00215150236',
  email: `ufficio${i + 1}@installatori.example.it`,
  phone: '02 1234 5678',
  address: 'Via dell’Industria 12',
  city: ['Brescia', 'Bergamo', 'Como'][i] as string,
  contact_person: 'Marco Bianchi',
  qualifications: 'Installazione e manutenzione EN 1176',
  insurance_policy: `RC-${2026 + i}-0042`,
  insurance_expiry: expiry as string | null,
  is_active: true,
}));

/** Contracts of the first installer. */
export const installerContracts: InstallerContract[] = [
  {
    ...tracked(1),
    installer_id: 1,
    installer_name: 'Giochi Sicuri S.r.l.',
    number: 'INST-2026-01',
    start_date: '2026-02-01',
    end_date: '2027-01-31',
    status: 'active',
    scope: ['install', 'repair'],
    amount_cents: 2_500_000,
    notes: null,
  },
];

/** The quote types of the seed. */
export const quoteTypes: QuoteType[] = [
  ['repair', 'Riparazione', 'Repair', 22, 30],
  ['surfacing', 'Pavimentazione antitrauma', 'Impact surfacing', 22, 60],
  ['school_works', 'Lavori per scuole', 'School works', 10, 30],
].map(([code, it, en, vat, days], i) => ({
  ...tracked(i + 1),
  code: code as string,
  label_it: it as string,
  label_en: en as string,
  default_vat_rate: vat as 22 | 10,
  validity_days: days as number,
  is_active: true,
}));

/** A few entries of every selectable list. */
export const selects: SelectEntry[] = (
  [
    ['equipment_type', 'swing', 'Altalena', 'Swing'],
    ['equipment_type', 'slide', 'Scivolo', 'Slide'],
    ['equipment_type', 'carousel', 'Giostra', 'Carousel'],
    ['surface_type', 'rubber_tiles', 'Piastre in gomma', 'Rubber tiles'],
    ['site_type', 'public_park', 'Parco pubblico', 'Public park'],
    ['material', 'wood', 'Legno', 'Wood'],
  ] as const
).map(([list, code, it, en], i) => ({
  ...tracked(i + 1),
  list_key: list,
  code,
  label_it: it,
  label_en: en,
  sort_order: (i + 1) * 10,
  is_active: code !== 'carousel',
}));

/** The administrator the screen stories log in as. */
export const storyAdmin: User = {
  id: 1,
  version: 1,
  username: 'admin',
  email: 'admin@altalena.example',
  first_name: 'Luca',
  last_name: 'Bianchi',
  is_admin: true,
  customer_id: null,
  language: 'it',
  is_active: true,
  must_change_password: false,
  last_login_at: '2026-11-23T08:30:00.000Z',
  reminder_opt_outs: [],
};

/** The customer user the screen stories log in as (the first customer's). */
export const storyCustomerUser: User = {
  ...storyAdmin,
  id: 7,
  username: 'comune.verona',
  email: 'parchi@comune.verona.example.it',
  first_name: 'Giulia',
  last_name: 'Rossi',
  is_admin: false,
  customer_id: 1,
};

/** The administrators, the story's own first. */
export const adminUsers: AdminUser[] = [
  {
    ...tracked(1),
    username: 'admin',
    email: 'admin@altalena.example',
    first_name: 'Luca',
    last_name: 'Bianchi',
    language: 'it',
    is_active: true,
    is_admin: true,
    must_change_password: false,
    last_login_at: '2026-11-23T08:30:00.000Z',
  },
  {
    ...tracked(2),
    username: 'sara.verdi',
    email: 'sara.verdi@altalena.example',
    first_name: 'Sara',
    last_name: 'Verdi',
    language: 'en',
    is_active: true,
    is_admin: true,
    must_change_password: true,
    last_login_at: null,
  },
];

/** The whole data set of the screen stories, by resource path. */
export const demoRows = (): MockRows => ({
  'customers/': structuredClone(customers),
  'customer-contracts/': structuredClone(customerContracts),
  'parks/': structuredClone(parks),
  'toys/': structuredClone(toys),
  'inspections/': structuredClone([...inspections, inspectionInProgress, ...quotedInspections]),
  'findings/': structuredClone(findingSummaries),
  'users/customers/': structuredClone(customerUsers),
  'users/admins/': structuredClone(adminUsers),
  'installers/': structuredClone(installers),
  'installer-contracts/': structuredClone(installerContracts),
  'quote-types/': structuredClone(quoteTypes),
  'selects/': structuredClone(selects),
  'files/': [],
  'quotes/': structuredClone(quotes),
});
