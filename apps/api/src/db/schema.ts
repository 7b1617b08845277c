import type {
  ContractService,
  ContractStatus,
  CustomerType,
  EquipmentStandard,
  FileKind,
  FileOwnerType,
  FindingStatus,
  FindingTimeframe,
  InspectionOutcome,
  InspectionStatus,
  InspectionType,
  InstallerScope,
  ItemOutcome,
  MakeSafeAction,
  ParkStatus,
  PositionMoment,
  PositionStatus,
  QuoteStatus,
  QuoteUnit,
  RecommendedAction,
  RiskLevel,
  SelectListKey,
  ScanMethod,
  SiteArea,
  ToyStatus,
  VatRate,
} from '@altalena/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** A trigram index that serves case-insensitive `ILIKE '%…%'` search on a text column. */
const trigram = (name: string, column: AnyPgColumn) =>
  index(name).using('gin', sql`${column} gin_trgm_ops`);

/** Columns every business table carries (docs/data-model.md#common-columns). */
const tracked = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  version: integer('version').notNull().default(1),
  created_at: timestamptz('created_at').notNull().defaultNow(),
  updated_at: timestamptz('updated_at').notNull().defaultNow(),
  created_by: integer('created_by').references((): AnyPgColumn => users.id, {
    onDelete: 'set null',
  }),
});

/** Admins and customer users; `customer_id` gains its foreign key when customers arrive (issue 4). */
export const users = pgTable(
  'users',
  {
    ...tracked(),
    username: varchar('username', { length: 150 }).notNull().unique('users_username_unique'),
    email: varchar('email', { length: 254 }).notNull(),
    first_name: varchar('first_name', { length: 150 }).notNull().default(''),
    last_name: varchar('last_name', { length: 150 }).notNull().default(''),
    is_admin: boolean('is_admin').notNull().default(false),
    customer_id: integer('customer_id').references((): AnyPgColumn => customers.id, {
      onDelete: 'restrict',
    }),
    language: varchar('language', { length: 2 }).$type<'it' | 'en'>().notNull().default('it'),
    is_active: boolean('is_active').notNull().default(true),
    must_change_password: boolean('must_change_password').notNull().default(false),
    last_login_at: timestamptz('last_login_at'),
    password_hash: text('password_hash').notNull(),
    /** The reminder kinds the user does not want mailed (`reminderKinds` of the contracts). */
    reminder_opt_outs: text('reminder_opt_outs')
      .array()
      .$type<string[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    check('users_language_check', sql`${t.language} in ('it', 'en')`),
    index('users_customer_id_idx').on(t.customer_id),
    trigram('users_username_trgm', t.username),
  ],
);

/** Knox tokens: only a lookup prefix and the SHA-512 digest of the token are kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    token_key: varchar('token_key', { length: 15 }).notNull(),
    digest: varchar('digest', { length: 128 }).notNull().unique('auth_tokens_digest_unique'),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamptz('created_at').notNull(),
    expiry: timestamptz('expiry').notNull(),
  },
  (t) => [
    index('auth_tokens_token_key_idx').on(t.token_key),
    index('auth_tokens_user_id_idx').on(t.user_id),
  ],
);

/** One-time passwords for a password reset, stored as a salted SHA-256 hash. */
export const otps = pgTable(
  'otps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_salt: varchar('code_salt', { length: 32 }).notNull(),
    code_hash: varchar('code_hash', { length: 64 }).notNull(),
    created_at: timestamptz('created_at').notNull(),
    expires_at: timestamptz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    used_at: timestamptz('used_at'),
    cancelled_at: timestamptz('cancelled_at'),
  },
  (t) => [index('otps_user_id_idx').on(t.user_id)],
);

/** Who did what and when; never holds a password, token or OTP. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entity_id: integer('entity_id'),
    action: varchar('action', { length: 64 }).notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: varchar('ip', { length: 64 }),
    at: timestamptz('at').notNull(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entity_id),
    index('audit_log_at_idx').on(t.at),
  ],
);

/** Fixed-window request counters shared by every API process. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: varchar('bucket', { length: 300 }).notNull(),
    window_start: timestamptz('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ name: 'rate_limits_pkey', columns: [t.bucket, t.window_start] }),
    index('rate_limits_window_start_idx').on(t.window_start),
  ],
);

/**
 * Failed logins per username (`user:<lower-case username>`) or per known device of a user
 * (`device:<user id>:<device digest>`): the progressive delay of docs/api.md#auth-and-tokens.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    failures: integer('failures').notNull(),
    last_failure_at: timestamptz('last_failure_at').notNull(),
    blocked_until: timestamptz('blocked_until'),
  },
  (t) => [index('login_throttles_last_failure_at_idx').on(t.last_failure_at)],
);

/**
 * Browsers that logged in successfully as a user: the SHA-256 of the random device token the server set
 * as an httpOnly cookie. A known device is not held back by other devices' failed logins.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    digest: varchar('digest', { length: 64 }).notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamptz('created_at').notNull(),
    last_login_at: timestamptz('last_login_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'known_devices_pkey', columns: [t.digest, t.user_id] }),
    index('known_devices_user_id_idx').on(t.user_id),
  ],
);

/** Customers of the company: municipalities, schools, campsites, condominiums, companies. */
export const customers = pgTable(
  'customers',
  {
    ...tracked(),
    name: varchar('name', { length: 200 }).notNull(),
    customer_type: varchar('customer_type', { length: 20 }).$type<CustomerType>().notNull(),
    is_public_body: boolean('is_public_body').notNull().default(false),
    vat_number: varchar('vat_number', { length: 11 }),
    tax_code: varchar('tax_code', { length: 16 }),
    sdi_code: varchar('sdi_code', { length: 7 }),
    pec: varchar('pec', { length: 254 }),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 30 }),
    address: varchar('address', { length: 200 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    zip: varchar('zip', { length: 5 }),
    province: varchar('province', { length: 2 }),
    country: varchar('country', { length: 2 }).notNull().default('IT'),
    contact_person: varchar('contact_person', { length: 200 }),
    notes: text('notes'),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('customers_name_idx').on(t.name, t.id),
    index('customers_city_idx').on(t.city),
    index('customers_type_idx').on(t.customer_type),
    trigram('customers_name_trgm', t.name),
    trigram('customers_city_trgm', t.city),
  ],
);

/** Inspection and maintenance contracts with customers. */
export const customerContracts = pgTable(
  'customer_contracts',
  {
    ...tracked(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    number: varchar('number', { length: 50 }).notNull(),
    start_date: day('start_date').notNull(),
    end_date: day('end_date'),
    status: varchar('status', { length: 20 }).$type<ContractStatus>().notNull(),
    services: jsonb('services').$type<ContractService[]>().notNull(),
    frequency_days: jsonb('frequency_days').$type<Record<string, number>>().notNull(),
    amount_cents: integer('amount_cents'),
    cig: varchar('cig', { length: 10 }),
    cup: varchar('cup', { length: 15 }),
    payment_terms_days: integer('payment_terms_days'),
    notes: text('notes'),
  },
  (t) => [
    uniqueIndex('customer_contracts_number_unique').on(t.number),
    index('customer_contracts_customer_idx').on(t.customer_id, t.status),
    index('customer_contracts_start_idx').on(t.start_date),
    trigram('customer_contracts_number_trgm', t.number),
  ],
);

/** The parks a customer contract covers (none listed: all the customer's parks). */
export const customerContractParks = pgTable(
  'customer_contract_parks',
  {
    contract_id: integer('contract_id')
      .notNull()
      .references(() => customerContracts.id, { onDelete: 'cascade' }),
    park_id: integer('park_id')
      .notNull()
      .references((): AnyPgColumn => parks.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'customer_contract_parks_pkey', columns: [t.contract_id, t.park_id] }),
    index('customer_contract_parks_park_idx').on(t.park_id),
  ],
);

/** Companies that install and repair play equipment. */
export const installers = pgTable(
  'installers',
  {
    ...tracked(),
    company_name: varchar('company_name', { length: 200 }).notNull(),
    vat_number: varchar('vat_number', { length: 11 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 30 }),
    address: varchar('address', { length: 200 }),
    city: varchar('city', { length: 100 }),
    contact_person: varchar('contact_person', { length: 200 }),
    qualifications: text('qualifications'),
    insurance_policy: varchar('insurance_policy', { length: 100 }),
    insurance_expiry: day('insurance_expiry'),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('installers_company_name_idx').on(t.company_name, t.id),
    trigram('installers_company_name_trgm', t.company_name),
  ],
);

/** Contracts with installers. */
export const installerContracts = pgTable(
  'installer_contracts',
  {
    ...tracked(),
    installer_id: integer('installer_id')
      .notNull()
      .references(() => installers.id, { onDelete: 'restrict' }),
    number: varchar('number', { length: 50 }).notNull(),
    start_date: day('start_date').notNull(),
    end_date: day('end_date'),
    status: varchar('status', { length: 20 }).$type<ContractStatus>().notNull(),
    scope: jsonb('scope').$type<InstallerScope[]>().notNull(),
    amount_cents: integer('amount_cents'),
    notes: text('notes'),
  },
  (t) => [
    uniqueIndex('installer_contracts_number_unique').on(t.number),
    index('installer_contracts_installer_idx').on(t.installer_id, t.status),
    index('installer_contracts_start_idx').on(t.start_date),
    trigram('installer_contracts_number_trgm', t.number),
  ],
);

/** Playgrounds of a customer. */
export const parks = pgTable(
  'parks',
  {
    ...tracked(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    code: varchar('code', { length: 30 }),
    name: varchar('name', { length: 200 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    province: varchar('province', { length: 2 }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    site_type: varchar('site_type', { length: 50 }),
    fenced: boolean('fenced').notNull().default(false),
    status: varchar('status', { length: 20 }).$type<ParkStatus>().notNull().default('open'),
    closure_reason: text('closure_reason'),
    notes: text('notes'),
    // Derived, kept by the triggers of migration 0006 in the transaction of every write that moves them
    // (apps/api/src/domain/parks/sql.ts reads them). The earliest next due day of the recurring types
    // holds from `due_valid_from` until the day before `due_valid_until`: the governing contract changes
    // on those days.
    next_due_on: day('next_due_on'),
    due_valid_from: day('due_valid_from').notNull().default('-infinity'),
    due_valid_until: day('due_valid_until').notNull().default('infinity'),
    open_findings_count: integer('open_findings_count').notNull().default(0),
    worst_open_risk: varchar('worst_open_risk', { length: 20 }).$type<RiskLevel>(),
    /** Open findings per risk level, e.g. `{"high": 2, "low": 1}`. */
    open_findings_by_risk: jsonb('open_findings_by_risk')
      .$type<Record<string, number>>()
      .notNull()
      .default({}),
  },
  (t) => [
    index('parks_customer_idx').on(t.customer_id, t.name),
    index('parks_name_idx').on(t.name, t.id),
    index('parks_city_idx').on(t.city),
    index('parks_status_idx').on(t.status),
    index('parks_next_due_idx').on(t.next_due_on, t.id),
    index('parks_due_valid_from_idx').on(t.due_valid_from),
    index('parks_due_valid_until_idx').on(t.due_valid_until),
    index('parks_worst_open_risk_idx').on(t.worst_open_risk),
    trigram('parks_name_trgm', t.name),
    trigram('parks_city_trgm', t.city),
    trigram('parks_address_trgm', t.address),
    trigram('parks_code_trgm', t.code),
  ],
);

/**
 * Each park's last completed or signed inspection and next due day per recurring inspection type, kept by
 * the triggers of migration 0006; `next_due_on` holds while the park's `due_valid_*` days do.
 */
export const parkInspectionDue = pgTable(
  'park_inspection_due',
  {
    park_id: integer('park_id')
      .notNull()
      .references(() => parks.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 }).notNull(),
    last_inspection_id: integer('last_inspection_id'),
    last_performed_on: day('last_performed_on'),
    next_due_on: day('next_due_on'),
  },
  (t) => [
    primaryKey({ name: 'park_inspection_due_pkey', columns: [t.park_id, t.type] }),
    index('park_inspection_due_next_idx').on(t.next_due_on),
  ],
);

/** Play equipment of a park. */
export const toys = pgTable(
  'toys',
  {
    ...tracked(),
    park_id: integer('park_id')
      .notNull()
      .references(() => parks.id, { onDelete: 'restrict' }),
    code: varchar('code', { length: 30 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    equipment_type: varchar('equipment_type', { length: 50 }).notNull(),
    standard: varchar('standard', { length: 20 }).$type<EquipmentStandard>().notNull(),
    manufacturer: varchar('manufacturer', { length: 200 }),
    model: varchar('model', { length: 200 }),
    serial_number: varchar('serial_number', { length: 100 }),
    year_of_manufacture: integer('year_of_manufacture'),
    installed_on: day('installed_on'),
    installer_id: integer('installer_id').references(() => installers.id, {
      onDelete: 'restrict',
    }),
    age_from: integer('age_from'),
    age_to: integer('age_to'),
    free_fall_height_m: numeric('free_fall_height_m', { precision: 4, scale: 2, mode: 'number' }),
    impact_area_m2: numeric('impact_area_m2', { precision: 8, scale: 2, mode: 'number' }),
    surface_type: varchar('surface_type', { length: 50 }),
    surface_depth_mm: integer('surface_depth_mm'),
    material: varchar('material', { length: 50 }),
    status: varchar('status', { length: 20 }).$type<ToyStatus>().notNull().default('in_use'),
    status_reason: text('status_reason'),
  },
  (t) => [
    uniqueIndex('toys_park_code_unique').on(t.park_id, t.code),
    index('toys_park_idx').on(t.park_id, t.code, t.id),
    index('toys_code_idx').on(t.code, t.id),
    index('toys_installer_idx').on(t.installer_id),
    index('toys_equipment_type_idx').on(t.equipment_type),
    trigram('toys_name_trgm', t.name),
    trigram('toys_code_trgm', t.code),
  ],
);

/** The last number given per year and sequence (`inspection`, `quote`), for gap-free `YYYY/NNNN`. */
export const numberSequences = pgTable(
  'number_sequences',
  {
    sequence: varchar('sequence', { length: 20 }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ name: 'number_sequences_pkey', columns: [t.sequence, t.year] })],
);

/** Inspections of a park under EN 1176-7. */
export const inspections = pgTable(
  'inspections',
  {
    ...tracked(),
    park_id: integer('park_id')
      .notNull()
      .references(() => parks.id, { onDelete: 'restrict' }),
    contract_id: integer('contract_id').references(() => customerContracts.id, {
      onDelete: 'restrict',
    }),
    type: varchar('type', { length: 20 }).$type<InspectionType>().notNull(),
    number: varchar('number', { length: 12 }).notNull(),
    scheduled_for: day('scheduled_for'),
    performed_at: timestamptz('performed_at'),
    inspector_id: integer('inspector_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20 })
      .$type<InspectionStatus>()
      .notNull()
      .default('scheduled'),
    weather: varchar('weather', { length: 100 }),
    summary: text('summary'),
    outcome: varchar('outcome', { length: 20 }).$type<InspectionOutcome>(),
    overall_risk: varchar('overall_risk', { length: 20 }).$type<RiskLevel>(),
    signed_at: timestamptz('signed_at'),
    signed_by: integer('signed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('inspections_number_unique').on(t.number),
    index('inspections_park_type_idx').on(t.park_id, t.type, t.performed_at),
    index('inspections_performed_idx').on(t.performed_at, t.id),
    index('inspections_scheduled_idx').on(t.scheduled_for),
    index('inspections_status_idx').on(t.status),
    index('inspections_contract_idx').on(t.contract_id),
    // The dashboards' inspections per month by outcome: an index-only scan of the last twelve months.
    index('inspections_done_month_idx')
      .on(t.performed_at, t.outcome, t.park_id)
      .where(sql`${t.status} in ('completed', 'signed') and ${t.outcome} is not null`),
  ],
);

/** One row of an inspection: a toy of the park or a site area. */
export const inspectionItems = pgTable(
  'inspection_items',
  {
    ...tracked(),
    inspection_id: integer('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    toy_id: integer('toy_id').references(() => toys.id, { onDelete: 'restrict' }),
    site_area: varchar('site_area', { length: 20 }).$type<SiteArea>(),
    outcome: varchar('outcome', { length: 20 }).$type<ItemOutcome>(),
    notes: text('notes'),
  },
  (t) => [
    index('inspection_items_inspection_idx').on(t.inspection_id, t.position),
    index('inspection_items_toy_idx').on(t.toy_id),
    check('inspection_items_subject_check', sql`(${t.toy_id} is null) <> (${t.site_area} is null)`),
  ],
);

/**
 * A scan of an item's QR label during the inspection: proof the inspector stood at the equipment. The
 * time is the device's (a scan made offline arrives later); the same item and instant are one scan, so a
 * retried upload records nothing twice.
 */
export const inspectionScans = pgTable(
  'inspection_scans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inspection_id: integer('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    item_id: integer('item_id')
      .notNull()
      .references(() => inspectionItems.id, { onDelete: 'cascade' }),
    scanned_at: timestamptz('scanned_at').notNull(),
    method: varchar('method', { length: 10 }).$type<ScanMethod>().notNull(),
    scanned_by: integer('scanned_by').references(() => users.id, { onDelete: 'set null' }),
    recorded_at: timestamptz('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inspection_scans_item_instant_unique').on(t.item_id, t.scanned_at),
    index('inspection_scans_inspection_idx').on(t.inspection_id),
  ],
);

/**
 * The device's position when the inspection was started and when it was completed, or that it was not
 * given (refused or unavailable): one row per moment, the latest recording wins.
 */
export const inspectionPositions = pgTable(
  'inspection_positions',
  {
    inspection_id: integer('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    moment: varchar('moment', { length: 12 }).$type<PositionMoment>().notNull(),
    status: varchar('status', { length: 12 }).$type<PositionStatus>().notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracy_m: doublePrecision('accuracy_m'),
    taken_at: timestamptz('taken_at').notNull(),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ name: 'inspection_positions_pkey', columns: [t.inspection_id, t.moment] }),
    check(
      'inspection_positions_given_check',
      sql`(${t.status} = 'given') = (${t.latitude} is not null and ${t.longitude} is not null)`,
    ),
  ],
);

/** A defect found on an inspection item. */
export const findings = pgTable(
  'findings',
  {
    ...tracked(),
    inspection_id: integer('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    item_id: integer('item_id')
      .notNull()
      .references(() => inspectionItems.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    standard_ref: varchar('standard_ref', { length: 100 }),
    risk_level: varchar('risk_level', { length: 20 }).$type<RiskLevel>().notNull(),
    timeframe: varchar('timeframe', { length: 20 }).$type<FindingTimeframe>(),
    recommended_action: varchar('recommended_action', { length: 20 })
      .$type<RecommendedAction>()
      .notNull(),
    make_safe: varchar('make_safe', { length: 20 })
      .$type<MakeSafeAction>()
      .notNull()
      .default('none'),
    status: varchar('status', { length: 20 }).$type<FindingStatus>().notNull().default('open'),
    carried_from_id: integer('carried_from_id').references((): AnyPgColumn => findings.id, {
      onDelete: 'set null',
    }),
    // When the finding was first found, for a copy carried forward: its timeframe runs from then
    // (migration 0011 sets it on insert); null: from its own inspection's performed_at.
    found_at: timestamptz('found_at'),
  },
  (t) => [
    index('findings_inspection_idx').on(t.inspection_id, t.status, t.risk_level),
    index('findings_item_idx').on(t.item_id),
    index('findings_carried_from_idx').on(t.carried_from_id),
  ],
);

/** Kinds of quote with their default VAT and validity. */
export const quoteTypes = pgTable(
  'quote_types',
  {
    ...tracked(),
    code: varchar('code', { length: 30 }).notNull(),
    label_it: varchar('label_it', { length: 200 }).notNull(),
    label_en: varchar('label_en', { length: 200 }).notNull(),
    default_vat_rate: integer('default_vat_rate').$type<VatRate>().notNull().default(22),
    validity_days: integer('validity_days').notNull().default(30),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('quote_types_code_unique').on(t.code)],
);

/** The quote for the repairs an inspection found: at most one per inspection. */
export const quotes = pgTable(
  'quotes',
  {
    ...tracked(),
    inspection_id: integer('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'restrict' }),
    quote_type_id: integer('quote_type_id')
      .notNull()
      .references(() => quoteTypes.id, { onDelete: 'restrict' }),
    number: varchar('number', { length: 12 }).notNull(),
    issue_date: day('issue_date').notNull(),
    valid_until: day('valid_until'),
    status: varchar('status', { length: 20 }).$type<QuoteStatus>().notNull().default('draft'),
    installer_id: integer('installer_id').references(() => installers.id, {
      onDelete: 'restrict',
    }),
    notes: text('notes'),
    net_cents: integer('net_cents').notNull().default(0),
    vat_cents: integer('vat_cents').notNull().default(0),
    gross_cents: integer('gross_cents').notNull().default(0),
    sent_at: timestamptz('sent_at'),
    answered_at: timestamptz('answered_at'),
    answered_by: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why the customer rejected the quote, when they said. */
    answer_reason: text('answer_reason'),
  },
  (t) => [
    uniqueIndex('quotes_inspection_unique').on(t.inspection_id),
    uniqueIndex('quotes_number_unique').on(t.number),
    index('quotes_status_idx').on(t.status, t.valid_until),
    index('quotes_quote_type_idx').on(t.quote_type_id),
    index('quotes_installer_idx').on(t.installer_id),
  ],
);

/** The lines of a quote. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quote_id: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    finding_id: integer('finding_id').references(() => findings.id, { onDelete: 'set null' }),
    toy_id: integer('toy_id').references(() => toys.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    unit: varchar('unit', { length: 10 }).$type<QuoteUnit>().notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    unit_price_cents: integer('unit_price_cents').notNull(),
    discount_pct: numeric('discount_pct', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    vat_rate: integer('vat_rate').notNull(),
    net_cents: integer('net_cents').notNull(),
  },
  (t) => [
    index('quote_lines_quote_idx').on(t.quote_id, t.position),
    index('quote_lines_finding_idx').on(t.finding_id),
  ],
);

/** Entries of the selectable lists (equipment, surface and site types, materials). */
export const selects = pgTable(
  'selects',
  {
    ...tracked(),
    list_key: varchar('list_key', { length: 30 }).$type<SelectListKey>().notNull(),
    code: varchar('code', { length: 50 }).notNull(),
    label_it: varchar('label_it', { length: 200 }).notNull(),
    label_en: varchar('label_en', { length: 200 }).notNull(),
    sort_order: integer('sort_order').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('selects_list_code_unique').on(t.list_key, t.code),
    index('selects_list_order_idx').on(t.list_key, t.sort_order, t.id),
  ],
);

/** Uploaded photos and documents; the bytes live in `DATA_DIR/files` under their SHA-256. */
export const files = pgTable(
  'files',
  {
    ...tracked(),
    owner_type: varchar('owner_type', { length: 30 }).$type<FileOwnerType>().notNull(),
    owner_id: integer('owner_id').notNull(),
    kind: varchar('kind', { length: 20 }).$type<FileKind>().notNull(),
    filename: varchar('filename', { length: 255 }).notNull(),
    content_type: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
  },
  (t) => [
    index('files_owner_idx').on(t.owner_type, t.owner_id, t.id),
    index('files_sha256_idx').on(t.sha256),
  ],
);

/** Binary column (PostgreSQL `bytea`) read and written as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The signed report of an inspection (docs/documents-and-schedules.md#inspection-report): rendered once at
 * signing and kept, so that every download is the same bytes; its public verification code.
 */
export const inspectionReports = pgTable('inspection_reports', {
  inspection_id: integer('inspection_id')
    .primaryKey()
    .references(() => inspections.id, { onDelete: 'cascade' }),
  verification_code: varchar('verification_code', { length: 16 })
    .notNull()
    .unique('inspection_reports_verification_code_unique'),
  language: varchar('language', { length: 2 }).$type<'it' | 'en'>().notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  pdf: bytea('pdf').notNull(),
  created_at: timestamptz('created_at').notNull(),
});

/**
 * Reminders mailed by the scheduler, one row per kind, subject and recipient. The row is claimed (inserted)
 * before the mail goes out, so a reminder is sent once even when several API processes run the scheduler;
 * `sent_at` stays null when the mail could not be handed over, and the next run retries it.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 32 }).notNull(),
    /** What the reminder is about, such as `park:12:operational:2026-12-07` or `digest:2026-W48`. */
    subject: varchar('subject', { length: 160 }).notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamptz('created_at').notNull(),
    sent_at: timestamptz('sent_at'),
  },
  (t) => [
    uniqueIndex('reminder_deliveries_unique').on(t.kind, t.subject, t.user_id),
    index('reminder_deliveries_user_id_idx').on(t.user_id),
  ],
);

/**
 * A counter per customer, raised by triggers in the transaction of every write to that customer's parks, toys,
 * inspections, findings, quotes and contracts and to the customer itself (migrations 0008 and 0009): the
 * dashboards, the parks lists and the map answer again from memory while the counters they depend on have not
 * moved, and never after a write (resources/answerCache).
 */
export const dashboardVersions = pgTable('dashboard_versions', {
  customer_id: integer('customer_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
