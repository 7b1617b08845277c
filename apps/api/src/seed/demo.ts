import {
  quoteTotals,
  siteAreas,
  type QuoteStatus,
  type RiskLevel,
  type SiteArea,
} from '@altalena/contracts';
import { count, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../app';
import { hashPassword } from '../auth/passwords';
import {
  customerContracts,
  customers,
  findings,
  inspectionItems,
  inspections,
  installerContracts,
  installers,
  numberSequences,
  parks,
  quoteLines,
  quoteTypes,
  quotes,
  selects,
  toys,
  users,
} from '../db/schema';
import { inspectionOutcome, worstRisk } from '../domain/inspections/rules';
import { formatYearlyNumber } from '../resources/numbering';
import type { Tx } from '../resources/types';
import {
  demoCustomers,
  demoFindingTemplates,
  demoInstallers,
  demoParks,
  demoToyTemplates,
  demoWeather,
  type DemoFindingTemplate,
} from './demoContent';
import { quoteTypesSeed } from './quoteTypesSeed';
import { selectsSeed } from './selectsSeed';
import { businessDay, businessYear } from '../resources/calendar';

/** The password of every demo login (documented in README.md; a demo is not a secret). */
export const DEMO_PASSWORD = 'Altalena2026!';

/** One login of the demo data set. */
export interface DemoLogin {
  username: string;
  role: 'admin' | 'customer';
  /** The customer's name for a customer user. */
  customer: string | null;
}

/** What `loadDemoData` did. */
export interface DemoResult {
  /** False when the database already had customers (nothing was written). */
  loaded: boolean;
  logins: DemoLogin[];
  counts: Record<string, number>;
}

/** Options of `loadDemoData`. */
export interface DemoOptions {
  /** Where the logins table goes (standard output). */
  print?: (line: string) => void;
}

// ---------------------------------------------------------------------------------------------
// Deterministic helpers

/** mulberry32: a small seeded PRNG, so that the same day always yields the same demo. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const between = (rnd: Random, min: number, max: number) =>
  min + Math.floor(rnd() * (max - min + 1));
const pick = <T>(rnd: Random, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
function shuffled<T>(rnd: Random, list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** The `YYYY-MM-DD` day `days` after `day`. */
function plusDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days from `a` to `b`. */
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** An instant on `day` at a working hour (UTC, which is 1–2 hours behind Italy). */
const at = (day: string, hour: number, minute = 0) =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

// ---------------------------------------------------------------------------------------------
// The plan: everything is decided in memory first, then written in one transaction.

type InspectionType =
  'routine_visual' | 'operational' | 'annual_main' | 'post_installation' | 'extraordinary';
type InspectionStatus = 'scheduled' | 'in_progress' | 'completed' | 'signed' | 'cancelled';

interface PlannedToy {
  parkIndex: number;
  code: string;
  templateIndex: number;
  status: 'in_use' | 'out_of_service' | 'removed';
  statusReason: string | null;
  installedOn: string;
  installerIndex: number | null;
  id?: number;
}

interface PlannedItem {
  toy: PlannedToy | null;
  siteArea: SiteArea | null;
  outcome: string | null;
  notes: string | null;
  id?: number;
}

/** Forces an anchor inspection to find a defect of a risk and to get a quote of a status. */
interface Anchor {
  risk?: RiskLevel;
  quote?: QuoteStatus;
  /** The repair day, in days from today (the quote must be accepted). */
  repairedIn?: number;
}

interface PlannedInspection {
  parkIndex: number;
  type: InspectionType;
  /** The day it was or is to be performed. */
  day: string;
  status: InspectionStatus;
  createdAt: Date;
  anchor?: Anchor;
  weather: string | null;
  items: PlannedItem[];
  findings: PlannedFinding[];
  number?: string;
  id?: number;
}

interface Defect {
  subject: string;
  template: DemoFindingTemplate;
  rows: PlannedFinding[];
  quote: PlannedQuote | null;
  /** The day it was repaired; null while it is not. */
  resolvedOn: string | null;
  verified: boolean;
}

interface PlannedFinding {
  inspection: PlannedInspection;
  item: PlannedItem;
  defect: Defect;
  carriedFrom: PlannedFinding | null;
  status: string;
  depth: number;
  id?: number;
}

interface PlannedQuote {
  inspection: PlannedInspection;
  typeCode: string;
  status: QuoteStatus;
  issueDate: string;
  validUntil: string;
  sentOn: string | null;
  answeredOn: string | null;
  installerIndex: number;
  defects: Defect[];
  number?: string;
}

const typeOrder: InspectionType[] = [
  'annual_main',
  'operational',
  'extraordinary',
  'post_installation',
  'routine_visual',
];

const siteKeywords: [SiteArea, RegExp][] = [
  ['fencing', /cancell|recinzion|rete perimetrale/i],
  ['signage', /cartell|segnaletic/i],
  ['surfacing', /pavimentazion|erba|sabbia|ghiaino|corteccia|cippato/i],
  ['paths', /vialett|percors|radic|camminament/i],
  ['access', /access|ingresso|scalin/i],
];

/** The site area a generic finding template describes, if any. */
function siteAreaOf(template: DemoFindingTemplate): SiteArea | null {
  if (template.equipment_type !== undefined) return null;
  for (const [area, pattern] of siteKeywords) if (pattern.test(template.description)) return area;
  return null;
}

const quoteTypeFor: Record<string, string> = {
  top_up_surfacing: 'surfacing_renewal',
  remove: 'removal_disposal',
  replace_part: 'repair',
  repair: 'repair',
  close: 'extraordinary_maintenance',
};

/** Line unit and price (cents) of the work a finding recommends. */
function lineFor(
  rnd: Random,
  action: string,
): { unit: string; quantity: number; unit_price_cents: number } {
  switch (action) {
    case 'replace_part':
      return {
        unit: 'pz',
        quantity: between(rnd, 1, 4),
        unit_price_cents: between(rnd, 45, 380) * 100,
      };
    case 'top_up_surfacing':
      return { unit: 'm2', quantity: between(rnd, 6, 40) + 0.5, unit_price_cents: 3850 };
    case 'remove':
      return { unit: 'forfait', quantity: 1, unit_price_cents: between(rnd, 250, 600) * 100 };
    case 'close':
      return { unit: 'forfait', quantity: 1, unit_price_cents: 15_000 };
    default:
      return { unit: 'h', quantity: between(rnd, 2, 8), unit_price_cents: 4200 };
  }
}

const actionLabel: Record<string, string> = {
  repair: 'Riparazione',
  replace_part: 'Sostituzione componente',
  top_up_surfacing: 'Ripristino pavimentazione antitrauma',
  remove: 'Rimozione e smaltimento',
  close: "Interdizione dell'area",
};

const areaLabel: Record<SiteArea, string> = {
  access: 'Accessi',
  fencing: 'Recinzione',
  signage: 'Segnaletica',
  paths: 'Percorsi',
  surfacing: 'Pavimentazione',
};

/** Builds the whole demo in memory from the base day. */
function plan(today: string, now: Date) {
  const rnd = prng(20_260_101);
  const parkCount = demoParks.length;
  const toyPlan: PlannedToy[] = [];
  // A new piece of equipment (G10) in every fourth park, installed inside the two years.
  const newToyParks = new Set(demoParks.map((_, i) => i).filter((i) => i % 4 === 1));
  demoParks.forEach((park, parkIndex) => {
    // Nearly every playground has a multi-play structure and a swing: G01 and G02.
    const multiPlay = demoToyTemplates.flatMap((t, i) =>
      t.equipment_type === 'multi_play' ? [i] : [],
    );
    const swing = demoToyTemplates.findIndex((t) => t.equipment_type === 'swing');
    const first = [pick(rnd, multiPlay), ...(swing >= 0 ? [swing] : [])];
    const others = demoToyTemplates.map((_, i) => i).filter((i) => !first.includes(i));
    const templates = [...first, ...shuffled(rnd, others)].slice(0, 10);
    templates.forEach((templateIndex, k) => {
      const isNew = k === 9 && newToyParks.has(parkIndex);
      toyPlan.push({
        parkIndex,
        code: `G${String(k + 1).padStart(2, '0')}`,
        templateIndex,
        status: 'in_use',
        statusReason: null,
        installedOn: isNew
          ? plusDays(today, -between(rnd, 60, 600))
          : plusDays(today, -between(rnd, 900, 5200)),
        installerIndex: rnd() < 0.8 ? between(rnd, 0, demoInstallers.length - 1) : null,
      });
    });
    void park;
  });
  // A few pieces out of service or removed (never the new ones, never the first of a park).
  toyPlan.forEach((toy, i) => {
    if ((toy.code === 'G10' && newToyParks.has(toy.parkIndex)) || toy.code <= 'G02') return;
    if (i % 37 === 5) {
      toy.status = 'out_of_service';
      toy.statusReason = 'Fuori servizio in attesa di ricambi del costruttore.';
    } else if (i % 61 === 13) {
      toy.status = 'removed';
      toy.statusReason = 'Rimosso a fine vita: struttura non più riparabile.';
    }
  });

  // Inspections per park.
  const planned: PlannedInspection[] = [];
  const start = plusDays(today, -730);
  const add = (
    inspection: Omit<PlannedInspection, 'items' | 'findings' | 'createdAt' | 'weather'> & {
      createdAt?: Date;
    },
  ) => {
    const performed = inspection.status !== 'scheduled' && inspection.status !== 'cancelled';
    const createdAt =
      inspection.createdAt ??
      (inspection.type === 'routine_visual' || !performed
        ? at(inspection.day, 7, between(rnd, 0, 59))
        : at(plusDays(inspection.day, -between(rnd, 7, 20)), 8, between(rnd, 0, 59)));
    planned.push({
      ...inspection,
      createdAt: createdAt > now ? new Date(now.getTime() - 3_600_000) : createdAt,
      weather: performed ? pick(rnd, demoWeather) : null,
      items: [],
      findings: [],
    });
  };
  const statusOf = (day: string): InspectionStatus =>
    daysBetween(day, today) <= 10 ? 'completed' : 'signed';
  const anchors = new Map<number, { type: InspectionType; ago: number; anchor: Anchor }>([
    [0, { type: 'operational', ago: 4, anchor: { risk: 'very_high', quote: 'draft' } }],
    [1, { type: 'annual_main', ago: 15, anchor: { risk: 'high', quote: 'sent' } }],
    [2, { type: 'operational', ago: 120, anchor: { risk: 'medium', quote: 'expired' } }],
    [
      3,
      { type: 'operational', ago: 40, anchor: { risk: 'low', quote: 'accepted', repairedIn: 15 } },
    ],
    [4, { type: 'annual_main', ago: 200, anchor: { risk: 'high', quote: 'rejected' } }],
    [5, { type: 'operational', ago: 150, anchor: { risk: 'medium', quote: 'cancelled' } }],
    [6, { type: 'operational', ago: 60, anchor: { quote: 'accepted', repairedIn: -1 } }],
  ]);
  for (let p = 0; p < parkCount; p++) {
    const annualOffset = between(rnd, 5, 60);
    const annualDays = [plusDays(start, annualOffset), plusDays(start, annualOffset + 365)];
    for (const day of annualDays)
      add({ parkIndex: p, type: 'annual_main', day, status: statusOf(day) });
    if (p % 6 === 0) {
      add({
        parkIndex: p,
        type: 'annual_main',
        day: plusDays(today, between(rnd, 5, 40)),
        status: 'scheduled',
        createdAt: at(plusDays(today, -between(rnd, 1, 9)), 8),
      });
    }
    const anchor = anchors.get(p);
    const busy = (day: string) =>
      annualDays.some((a) => Math.abs(daysBetween(a, day)) < 20) ||
      (anchor !== undefined && Math.abs(daysBetween(plusDays(today, -anchor.ago), day)) < 20);
    for (
      let day = plusDays(start, between(rnd, 10, 90));
      daysBetween(day, today) > 12;
      day = plusDays(day, between(rnd, 85, 95))
    ) {
      if (!busy(day)) add({ parkIndex: p, type: 'operational', day, status: statusOf(day) });
    }
    if (p % 8 === 2 && p % 6 !== 0) {
      add({
        parkIndex: p,
        type: 'operational',
        day: plusDays(today, between(rnd, 3, 30)),
        status: 'scheduled',
        createdAt: at(plusDays(today, -between(rnd, 1, 9)), 8),
      });
    }
    if (anchor) {
      add({
        parkIndex: p,
        type: anchor.type,
        day: plusDays(today, -anchor.ago),
        status: statusOf(plusDays(today, -anchor.ago)),
        anchor: anchor.anchor,
      });
    }
    for (
      let day = plusDays(start, between(rnd, 0, 28));
      daysBetween(day, today) > 2;
      day = plusDays(day, between(rnd, 27, 33))
    ) {
      if (!annualDays.includes(day))
        add({ parkIndex: p, type: 'routine_visual', day, status: statusOf(day) });
    }
    if (newToyParks.has(p)) {
      const toy = toyPlan.find((t) => t.parkIndex === p && t.code === 'G10')!;
      const day = plusDays(toy.installedOn, between(rnd, 2, 6));
      add({ parkIndex: p, type: 'post_installation', day, status: statusOf(day) });
    }
    if (p % 7 === 3) {
      const day = plusDays(today, -between(rnd, 20, 700));
      add({ parkIndex: p, type: 'extraordinary', day, status: statusOf(day) });
    }
    if (p % 10 === 1) {
      add({
        parkIndex: p,
        type: 'operational',
        day: today,
        status: 'in_progress',
        createdAt: new Date(now.getTime() - 2 * 3_600_000),
      });
    }
  }
  add({
    parkIndex: 9,
    type: 'extraordinary',
    day: plusDays(today, -35),
    status: 'cancelled',
    createdAt: at(plusDays(today, -45), 9),
  });

  const byPark = new Map<number, PlannedInspection[]>();
  for (const inspection of planned) {
    const list = byPark.get(inspection.parkIndex) ?? [];
    list.push(inspection);
    byPark.set(inspection.parkIndex, list);
  }

  const quotesPlan: PlannedQuote[] = [];
  const allDefects: Defect[] = [];
  const rotation: QuoteStatus[] = [
    'accepted',
    'accepted',
    'rejected',
    'accepted',
    'expired',
    'accepted',
    'accepted',
    'cancelled',
    'accepted',
    'accepted',
  ];
  let rotationIndex = 0;
  const validityOf = (code: string) =>
    quoteTypesSeed.find((q) => q.code === code)?.validity_days ?? 30;

  for (const [parkIndex, list] of byPark) {
    list.sort((a, b) => {
      // Performed before scheduled on the same day; then by kind.
      const rank = (i: PlannedInspection) => (i.status === 'scheduled' ? 1 : 0);
      return (
        a.day.localeCompare(b.day) ||
        rank(a) - rank(b) ||
        typeOrder.indexOf(a.type) - typeOrder.indexOf(b.type)
      );
    });
    const park = demoParks[parkIndex]!;
    const parkToys = toyPlan.filter((t) => t.parkIndex === parkIndex && t.status === 'in_use');
    let live: Defect[] = [];
    let repaired: Defect[] = [];
    for (const inspection of list) {
      if (inspection.status === 'cancelled') {
        inspection.items = [
          ...parkToys
            .filter((t) => t.installedOn <= inspection.createdAt.toISOString().slice(0, 10))
            .map((toy) => ({ toy, siteArea: null, outcome: null, notes: null })),
          ...siteAreas.map((siteArea) => ({ toy: null, siteArea, outcome: null, notes: null })),
        ];
        continue;
      }
      const performed = inspection.status !== 'scheduled';
      const day = inspection.day;
      const present = parkToys.filter((t) => t.installedOn <= (performed ? day : today));
      inspection.items = [
        ...present.map(
          (toy) => ({ toy, siteArea: null, outcome: null, notes: null }) as PlannedItem,
        ),
        ...siteAreas.map(
          (siteArea) => ({ toy: null, siteArea, outcome: null, notes: null }) as PlannedItem,
        ),
      ];
      const itemOf = (subject: string) =>
        inspection.items.find(
          (item) => (item.toy ? `toy:${item.toy.code}` : `area:${item.siteArea}`) === subject,
        );
      if (performed) {
        for (const defect of repaired) {
          if (!defect.verified && inspection.type !== 'routine_visual') defect.verified = true;
        }
        repaired = repaired.filter((d) => !d.verified);
        const fixedNow = live.filter((d) => d.resolvedOn !== null && d.resolvedOn <= day);
        repaired.push(...fixedNow);
        live = live.filter((d) => !fixedNow.includes(d));
      }
      // Carried: every defect still open gets a copy on this inspection.
      for (const defect of live) {
        // A scheduled inspection copies only what is still open today.
        if (!performed && defect.resolvedOn !== null && defect.resolvedOn <= today) continue;
        const item = itemOf(defect.subject);
        if (!item) continue;
        const previous = defect.rows.at(-1) ?? null;
        const row: PlannedFinding = {
          inspection,
          item,
          defect,
          carriedFrom: previous,
          status: 'open',
          depth: previous ? previous.depth + 1 : 0,
        };
        defect.rows.push(row);
        inspection.findings.push(row);
      }
      if (!performed) continue;
      // New defects.
      const newCount = inspection.anchor
        ? 1
        : inspection.type === 'annual_main'
          ? between(rnd, 0, 3)
          : inspection.type === 'extraordinary'
            ? between(rnd, 1, 2)
            : inspection.type === 'operational'
              ? rnd() < 0.45
                ? between(rnd, 1, 2)
                : 0
              : rnd() < 0.12
                ? 1
                : 0;
      const found: Defect[] = [];
      for (let n = 0; n < newCount; n++) {
        const candidates: { item: PlannedItem; template: DemoFindingTemplate }[] = [];
        for (const item of inspection.items) {
          const subject = item.toy ? `toy:${item.toy.code}` : `area:${item.siteArea}`;
          const busy = [...live, ...found].filter((d) => d.subject === subject);
          if (!inspection.anchor && busy.length > 0) continue;
          for (const template of demoFindingTemplates) {
            if (busy.some((d) => d.template === template)) continue;
            if (inspection.anchor?.risk && template.risk_level !== inspection.anchor.risk) continue;
            if (inspection.anchor && template.recommended_action === 'monitor') continue;
            if (inspection.type === 'routine_visual' && template.risk_level === 'very_high')
              continue;
            const ok = item.toy
              ? template.equipment_type ===
                  demoToyTemplates[item.toy.templateIndex]!.equipment_type ||
                (template.equipment_type === undefined && siteAreaOf(template) === null)
              : siteAreaOf(template) === item.siteArea;
            if (ok) candidates.push({ item, template });
          }
        }
        if (candidates.length === 0) break;
        const choice = pick(rnd, candidates);
        const subject = choice.item.toy
          ? `toy:${choice.item.toy.code}`
          : `area:${choice.item.siteArea}`;
        const defect: Defect = {
          subject,
          template: choice.template,
          rows: [],
          quote: null,
          resolvedOn: null,
          verified: false,
        };
        const row: PlannedFinding = {
          inspection,
          item: choice.item,
          defect,
          carriedFrom: null,
          status: 'open',
          depth: 0,
        };
        defect.rows.push(row);
        inspection.findings.push(row);
        found.push(defect);
        allDefects.push(defect);
      }
      // Repairs without a quote: routine defects are fixed by the customer's own maintenance.
      for (const defect of found) {
        if (defect.template.recommended_action === 'monitor') {
          defect.resolvedOn = rnd() < 0.5 ? plusDays(day, between(rnd, 90, 300)) : null;
        } else if (
          inspection.type === 'routine_visual' ||
          inspection.type === 'post_installation'
        ) {
          defect.resolvedOn = plusDays(day, between(rnd, 3, 40));
        }
      }
      // A quote for the work found by an inspector.
      const quotable = found.filter(
        (d) => d.template.recommended_action !== 'monitor' && d.resolvedOn === null,
      );
      const answered = inspection.status === 'completed' || inspection.status === 'signed';
      if (inspection.type !== 'routine_visual' && answered && quotable.length > 0) {
        const typeCode =
          inspection.type === 'extraordinary'
            ? 'extraordinary_maintenance'
            : (quoteTypeFor[quotable[0]!.template.recommended_action] ?? 'repair');
        const planned = plusDays(day, between(rnd, 2, 3));
        const issueDate = inspection.anchor?.quote === 'draft' || planned > today ? today : planned;
        const age = daysBetween(issueDate, today);
        const validity = validityOf(typeCode);
        const status: QuoteStatus =
          inspection.anchor?.quote ??
          (age <= 6
            ? 'draft'
            : age <= validity
              ? 'sent'
              : rotation[rotationIndex++ % rotation.length]!);
        const validUntil = plusDays(issueDate, validity);
        const sentOn = status === 'draft' || status === 'cancelled' ? null : issueDate;
        const answeredOn =
          status === 'accepted' || status === 'rejected'
            ? plusDays(issueDate, Math.min(validity, between(rnd, 4, 20)))
            : null;
        const quote: PlannedQuote = {
          inspection,
          typeCode,
          status,
          issueDate,
          validUntil,
          sentOn,
          answeredOn: answeredOn && answeredOn > today ? today : answeredOn,
          installerIndex: between(rnd, 0, demoInstallers.length - 1),
          defects: quotable,
        };
        quotesPlan.push(quote);
        for (const defect of quotable) {
          defect.quote = quote;
          if (status === 'accepted' && quote.answeredOn) {
            const repairedIn = inspection.anchor?.repairedIn;
            defect.resolvedOn =
              repairedIn === undefined
                ? plusDays(quote.answeredOn, between(rnd, 7, 35))
                : plusDays(today, repairedIn);
          }
        }
      }
      // Item outcomes.
      const withFindings = new Set(inspection.findings.map((f) => f.item));
      inspection.items.forEach((item, index) => {
        if (withFindings.has(item)) {
          item.outcome = 'defect';
          return;
        }
        if (inspection.status === 'in_progress' && index >= inspection.items.length / 2) return;
        if (item.siteArea === 'fencing' && !park.fenced) item.outcome = 'not_applicable';
        else if (
          item.siteArea === 'surfacing' &&
          park.province === 'TN' &&
          /-(12|01|02)-/.test(day)
        ) {
          item.outcome = 'not_inspectable';
          item.notes = 'Pavimentazione coperta dalla neve.';
        } else if (rnd() < 0.04) {
          item.outcome = 'fixed_on_site';
          item.notes = 'Serraggio della bulloneria eseguito durante la verifica.';
        } else item.outcome = 'ok';
      });
      live.push(...found);
    }
  }

  // Finding statuses: a row shows the state of its defect when the next inspection superseded it,
  // the last row the state today.
  const stateAt = (defect: Defect, day: string): string => {
    if (defect.resolvedOn !== null && defect.resolvedOn <= day)
      return defect.verified ? 'verified' : 'resolved';
    const quote = defect.quote;
    if (quote && quote.answeredOn && quote.answeredOn <= day && quote.status === 'accepted')
      return 'in_progress';
    if (quote && quote.sentOn && quote.sentOn <= day) {
      if (quote.status === 'rejected' && quote.answeredOn && quote.answeredOn <= day) return 'open';
      if (quote.status === 'cancelled' || quote.validUntil < day)
        return quote.status === 'accepted' ? 'quoted' : 'open';
      return 'quoted';
    }
    return 'open';
  };
  for (const defect of allDefects) {
    defect.rows.forEach((row, index) => {
      const next = defect.rows[index + 1];
      row.status = next
        ? stateAt(defect, next.inspection.status === 'scheduled' ? today : next.inspection.day)
        : stateAt(defect, today);
      if (next && row.status !== 'open' && row.status !== 'quoted' && row.status !== 'in_progress')
        row.status = 'open';
    });
  }

  // Numbers in order of creation, per Italian year.
  const numbering = [...planned].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.parkIndex - b.parkIndex,
  );
  const inspectionLast = new Map<number, number>();
  for (const inspection of numbering) {
    const year = businessYear(inspection.createdAt);
    const next = (inspectionLast.get(year) ?? 0) + 1;
    inspectionLast.set(year, next);
    inspection.number = formatYearlyNumber(year, next);
  }
  quotesPlan.sort(
    (a, b) =>
      a.issueDate.localeCompare(b.issueDate) || a.inspection.parkIndex - b.inspection.parkIndex,
  );
  const quoteLast = new Map<number, number>();
  for (const quote of quotesPlan) {
    const year = Number(quote.issueDate.slice(0, 4));
    const next = (quoteLast.get(year) ?? 0) + 1;
    quoteLast.set(year, next);
    quote.number = formatYearlyNumber(year, next);
  }
  return { toyPlan, planned: numbering, quotesPlan, allDefects, inspectionLast, quoteLast, rnd };
}

// ---------------------------------------------------------------------------------------------
// Writing

const CHUNK = 400;

/** A quote line before its quote has an id. */
type LineDraft = Omit<typeof quoteLines.$inferInsert, 'quote_id' | 'id'>;

/**
 * Inserts rows into a table in one statement and returns their ids in row order. The rows travel as one
 * JSON parameter (`json_to_recordset`): thousands of rows with a bind parameter per value are very slow
 * on PGlite, one JSON document is fast on both drivers.
 */
async function insertIds(
  tx: Tx,
  table: PgTable,
  rows: Record<string, unknown>[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const names = keys.map((key) => `"${columns[key]!.name}"`).join(', ');
  const definitions = keys
    .map((key) => `"${columns[key]!.name}" ${columns[key]!.getSQLType()}`)
    .join(', ');
  const result = await tx.execute<{ id: number }>(
    sql`insert into ${table} (${sql.raw(names)}) select ${sql.raw(names)} from json_to_recordset(${JSON.stringify(rows)}::json) as x(${sql.raw(definitions)}) returning id`,
  );
  return result.rows.map((row) => Number(row.id));
}

/** Inserts the selectable lists and quote types the migrations did not (idempotent). */
export async function ensureReferenceData(tx: Tx, now: Date): Promise<void> {
  for (let i = 0; i < selectsSeed.length; i += CHUNK) {
    await tx
      .insert(selects)
      .values(
        selectsSeed.slice(i, i + CHUNK).map((s) => ({ ...s, created_at: now, updated_at: now })),
      )
      .onConflictDoNothing();
  }
  await tx
    .insert(quoteTypes)
    .values(quoteTypesSeed.map((q) => ({ ...q, created_at: now, updated_at: now })))
    .onConflictDoNothing();
}

/** Key of the advisory lock that makes concurrent starts load the demo once. */
const DEMO_LOCK_KEY = 0x64656d6f;

/**
 * `DEMO_DATA=1`: on a database without customers, loads the Italian demo data set in one transaction
 * (deterministic for the app clock's day) and prints the demo logins. Does nothing when any customer exists.
 */
export async function loadDemoData(deps: AppDeps, options: DemoOptions = {}): Promise<DemoResult> {
  const { db, clock } = deps;
  const [existing] = await db.select({ n: count() }).from(customers);
  if ((existing?.n ?? 0) > 0) return { loaded: false, logins: [], counts: {} };
  const now = clock.now();
  const today = businessDay(now);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
    const [again] = await tx.select({ n: count() }).from(customers);
    if ((again?.n ?? 0) > 0) return null;
    return writeDemo(tx, today, now, passwordHash);
  });
  if (!result) return { loaded: false, logins: [], counts: {} };
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  printLogins(print, result.logins, result.counts);
  return { loaded: true, ...result };
}

function printLogins(
  print: (line: string) => void,
  logins: DemoLogin[],
  counts: Record<string, number>,
) {
  const width = Math.max(...logins.map((l) => l.username.length), 'username'.length);
  print(
    `Demo data loaded: ${counts.customers} customers, ${counts.parks} parks, ${counts.toys} toys, ` +
      `${counts.inspections} inspections, ${counts.findings} findings, ${counts.quotes} quotes.`,
  );
  print(`Demo logins (password for all: ${DEMO_PASSWORD})`);
  print(`  ${'username'.padEnd(width)}  role      customer`);
  print(`  ${'-'.repeat(width)}  --------  --------`);
  for (const login of logins) {
    print(`  ${login.username.padEnd(width)}  ${login.role.padEnd(8)}  ${login.customer ?? '-'}`);
  }
}

async function writeDemo(tx: Tx, today: string, now: Date, passwordHash: string) {
  await ensureReferenceData(tx, now);
  const { toyPlan, planned, quotesPlan, inspectionLast, quoteLast, rnd } = plan(today, now);
  const stamp = { created_at: now, updated_at: now };
  const logins: DemoLogin[] = [];

  const [adminId, inspectorId] = await insertIds(tx, users, [
    {
      username: 'demo-admin',
      email: 'admin@altalena.example',
      first_name: 'Chiara',
      last_name: 'Moretti',
      is_admin: true,
      password_hash: passwordHash,
      ...stamp,
    },
    {
      username: 'demo-ispettore',
      email: 'ispettore@altalena.example',
      first_name: 'Andrea',
      last_name: 'Galli',
      is_admin: true,
      password_hash: passwordHash,
      ...stamp,
    },
  ]);
  logins.push(
    { username: 'demo-admin', role: 'admin', customer: null },
    { username: 'demo-ispettore', role: 'admin', customer: null },
  );
  const by = { created_by: adminId!, ...stamp };

  const customerIds = await insertIds(
    tx,
    customers,
    demoCustomers.map((c) => ({ ...c, country: 'IT', ...by })),
  );
  const usedSlugs = new Set<string>();
  const customerUsers = demoCustomers.map((c, i) => {
    let slug = slugify(c.city);
    if (usedSlugs.has(slug)) slug = `${slug}-${i + 1}`;
    usedSlugs.add(slug);
    const [first = '', ...rest] = c.contact_person.split(' ');
    return {
      username: `demo-${slug}`,
      email: c.email,
      first_name: first,
      last_name: rest.join(' '),
      customer_id: customerIds[i]!,
      password_hash: passwordHash,
      ...by,
    };
  });
  const customerUserIds = await insertIds(tx, users, customerUsers);
  customerUsers.forEach((u, i) =>
    logins.push({ username: u.username, role: 'customer', customer: demoCustomers[i]!.name }),
  );

  // Contracts: an active one each; every other customer also an expired older one.
  const contractRows: Record<string, unknown>[] = [];
  const contractOf: { customerIndex: number; from: string; to: string | null; rowIndex: number }[] =
    [];
  const year = Number(today.slice(0, 4));
  demoCustomers.forEach((c, i) => {
    const hasOld = i % 2 === 0;
    const activeStart = hasOld
      ? plusDays(today, -between(rnd, 300, 360))
      : plusDays(today, -between(rnd, 760, 800));
    const frequency = {
      routine_visual: 7,
      operational: c.customer_type === 'municipality' ? 90 : 120,
      annual_main: 365,
    };
    const services = [
      'routine_visual',
      'operational',
      'annual_main',
      'post_installation',
      'extraordinary',
      'repair',
    ];
    const common = {
      customer_id: customerIds[i]!,
      services,
      frequency_days: frequency,
      cig: c.is_public_body ? `Z${String(3_000_000_00 + i * 7_654_321).slice(0, 9)}` : null,
      payment_terms_days: c.is_public_body ? 60 : 30,
      ...by,
    };
    if (hasOld) {
      contractOf.push({
        customerIndex: i,
        from: plusDays(activeStart, -1095),
        to: plusDays(activeStart, -1),
        rowIndex: contractRows.length,
      });
      contractRows.push({
        ...common,
        number: `CV-${year - 3}-${String(i + 1).padStart(3, '0')}`,
        start_date: plusDays(activeStart, -1095),
        end_date: plusDays(activeStart, -1),
        status: 'expired',
        amount_cents: between(rnd, 40, 180) * 10_000,
      });
    }
    contractOf.push({
      customerIndex: i,
      from: activeStart,
      to: null,
      rowIndex: contractRows.length,
    });
    contractRows.push({
      ...common,
      number: `CV-${activeStart.slice(0, 4)}-${String(i + 11).padStart(3, '0')}`,
      start_date: activeStart,
      end_date: plusDays(activeStart, 3 * 365 - 1),
      status: 'active',
      amount_cents: between(rnd, 50, 240) * 10_000,
    });
  });
  const contractIds = await insertIds(tx, customerContracts, contractRows);
  const contractFor = (customerIndex: number, day: string) => {
    const match = contractOf.find(
      (c) => c.customerIndex === customerIndex && c.from <= day && (c.to === null || day <= c.to),
    );
    return match ? contractIds[match.rowIndex]! : null;
  };

  const installerIds = await insertIds(
    tx,
    installers,
    demoInstallers.map((inst) => ({
      ...inst,
      insurance_expiry: plusDays(today, between(rnd, 30, 400)),
      ...by,
    })),
  );
  const scopes = [
    ['install', 'repair', 'surfacing'],
    ['install', 'repair'],
    ['install', 'surfacing', 'removal'],
    ['repair', 'removal'],
  ];
  const installerContractRows: Record<string, unknown>[] = [];
  demoInstallers.forEach((_, i) => {
    if (i === 0) {
      installerContractRows.push({
        installer_id: installerIds[i]!,
        number: `CI-${year - 2}-001`,
        start_date: plusDays(today, -1100),
        end_date: plusDays(today, -366),
        status: 'expired',
        scope: scopes[i]!,
        amount_cents: 9_500_000,
        ...by,
      });
    }
    installerContractRows.push({
      installer_id: installerIds[i]!,
      number: `CI-${year - 1}-${String(i + 2).padStart(3, '0')}`,
      start_date: plusDays(today, -365),
      end_date: plusDays(today, 365),
      status: 'active',
      scope: scopes[i]!,
      amount_cents: between(rnd, 40, 150) * 100_000,
      ...by,
    });
  });
  await insertIds(tx, installerContracts, installerContractRows);

  const parkIds = await insertIds(
    tx,
    parks,
    demoParks.map((p, i) => ({
      customer_id: customerIds[p.customerIndex]!,
      code: p.code,
      name: p.name,
      address: p.address,
      city: p.city,
      province: p.province,
      latitude: p.latitude,
      longitude: p.longitude,
      site_type: p.site_type,
      fenced: p.fenced,
      status: i === 0 ? 'partially_closed' : 'open',
      closure_reason: i === 0 ? 'Struttura multigioco interdetta in attesa di riparazione.' : null,
      ...by,
    })),
  );

  const looseFill = new Set(['sand', 'pea_gravel', 'bark_mulch', 'wood_chips', 'rubber_mulch']);
  const toyIds = await insertIds(
    tx,
    toys,
    toyPlan.map((toy) => {
      const t = demoToyTemplates[toy.templateIndex]!;
      return {
        park_id: parkIds[toy.parkIndex]!,
        code: toy.code,
        name: t.name_it,
        equipment_type: t.equipment_type,
        standard: t.standard,
        manufacturer: t.manufacturer,
        model: t.model,
        serial_number: `${t.manufacturer.slice(0, 3).toUpperCase()}-${toy.installedOn.slice(0, 4)}-${String(between(rnd, 1000, 99999))}`,
        year_of_manufacture: Number(toy.installedOn.slice(0, 4)) - (rnd() < 0.3 ? 1 : 0),
        installed_on: toy.installedOn,
        installer_id: toy.installerIndex === null ? null : installerIds[toy.installerIndex]!,
        age_from: t.age_from,
        age_to: t.age_to,
        free_fall_height_m: t.free_fall_height_m,
        impact_area_m2: t.impact_area_m2,
        surface_type: t.surface_type,
        surface_depth_mm: looseFill.has(t.surface_type)
          ? 300
          : t.free_fall_height_m > 0
            ? 60
            : null,
        material: t.material,
        status: toy.status,
        status_reason: toy.statusReason,
        ...by,
      };
    }),
  );
  toyPlan.forEach((toy, i) => (toy.id = toyIds[i]!));

  const inspectionIds = await insertIds(
    tx,
    inspections,
    planned.map((inspection) => {
      const customerIndex = demoParks[inspection.parkIndex]!.customerIndex;
      const performed = inspection.status !== 'scheduled' && inspection.status !== 'cancelled';
      const performedAt = performed
        ? inspection.day === today
          ? new Date(now.getTime() - 3_600_000)
          : at(inspection.day, 7 + typeOrder.indexOf(inspection.type), between(rnd, 0, 59))
        : null;
      const inspector =
        inspection.type === 'routine_visual' ? customerUserIds[customerIndex]! : inspectorId!;
      const signed = inspection.status === 'signed';
      const risks = inspection.findings.map((f) => f.defect.template.risk_level);
      const outcome = inspectionOutcome(
        risks,
        inspection.items.map((item) => item.outcome),
      );
      const summaries: Record<string, string> = {
        compliant: "Nessuna non conformità rilevata: l'area giochi è idonea all'uso.",
        with_remarks:
          "Rilevate non conformità di rischio medio o basso: l'area resta in uso; interventi secondo le tempistiche indicate.",
        non_compliant:
          'Rilevate non conformità di rischio alto o molto alto: attrezzature interdette fino alla riparazione.',
      };
      return {
        park_id: parkIds[inspection.parkIndex]!,
        contract_id: contractFor(customerIndex, inspection.day),
        type: inspection.type,
        number: inspection.number!,
        scheduled_for: inspection.day,
        performed_at: performedAt,
        inspector_id: inspector,
        status: inspection.status,
        weather: inspection.weather,
        summary: performed && inspection.status !== 'in_progress' ? summaries[outcome] : null,
        outcome,
        overall_risk: worstRisk(risks),
        signed_at:
          signed && performedAt
            ? new Date(Math.min(performedAt.getTime() + 26 * 3_600_000, now.getTime()))
            : null,
        signed_by: signed ? inspector : null,
        created_by: inspection.type === 'routine_visual' ? inspector : adminId!,
        created_at: inspection.createdAt,
        updated_at: performedAt ?? inspection.createdAt,
      };
    }),
  );
  planned.forEach((inspection, i) => (inspection.id = inspectionIds[i]!));

  const itemRows: Record<string, unknown>[] = [];
  const itemRefs: PlannedItem[] = [];
  for (const inspection of planned) {
    inspection.items.forEach((item, index) => {
      itemRefs.push(item);
      itemRows.push({
        inspection_id: inspection.id!,
        position: index + 1,
        toy_id: item.toy?.id ?? null,
        site_area: item.siteArea,
        outcome: item.outcome,
        notes: item.notes,
        created_by: adminId!,
        created_at: inspection.createdAt,
        updated_at: inspection.createdAt,
      });
    });
  }
  const itemIds = await insertIds(tx, inspectionItems, itemRows);
  itemRefs.forEach((item, i) => (item.id = itemIds[i]!));

  // Findings level by level, so that each carried copy can point at the row it copies.
  const allFindings = planned.flatMap((inspection) => inspection.findings);
  const maxDepth = Math.max(0, ...allFindings.map((f) => f.depth));
  for (let depth = 0; depth <= maxDepth; depth++) {
    const level = allFindings.filter((f) => f.depth === depth);
    const ids = await insertIds(
      tx,
      findings,
      level.map((f) => {
        const t = f.defect.template;
        return {
          inspection_id: f.inspection.id!,
          item_id: f.item.id!,
          description: t.description,
          standard_ref: t.standard_ref,
          risk_level: t.risk_level,
          timeframe: t.timeframe,
          recommended_action: t.recommended_action,
          make_safe: t.make_safe,
          status: f.status,
          carried_from_id: f.carriedFrom?.id ?? null,
          created_by: adminId!,
          created_at: f.inspection.createdAt,
          updated_at: f.inspection.createdAt,
        };
      }),
    );
    level.forEach((f, i) => (f.id = ids[i]!));
  }

  const typeRows = await tx.select({ id: quoteTypes.id, code: quoteTypes.code }).from(quoteTypes);
  const typeId = new Map(typeRows.map((row) => [row.code, row.id]));
  const lineRows: LineDraft[][] = [];
  const quoteRows = quotesPlan.map((quote) => {
    const customerIndex = demoParks[quote.inspection.parkIndex]!.customerIndex;
    const customer = demoCustomers[customerIndex]!;
    const discount = customer.is_public_body ? 5 : 0;
    const lines = quote.defects.map((defect, index): LineDraft => {
      const first = defect.rows[0]!;
      const work = lineFor(rnd, defect.template.recommended_action);
      const subject = first.item.toy
        ? `${first.item.toy.code} ${demoToyTemplates[first.item.toy.templateIndex]!.name_it}`
        : areaLabel[first.item.siteArea!];
      const vat = customer.customer_type === 'condominium' && work.unit === 'h' ? 10 : 22;
      return {
        position: index + 1,
        finding_id: defect.rows.find((row) => row.inspection === quote.inspection)?.id ?? first.id!,
        toy_id: first.item.toy?.id ?? null,
        description: `${actionLabel[defect.template.recommended_action] ?? 'Intervento'} – ${subject}`,
        ...work,
        discount_pct: discount,
        vat_rate: vat,
        net_cents: 0,
      };
    });
    lines.push({
      position: lines.length + 1,
      finding_id: null,
      toy_id: null,
      description: 'Trasporto, oneri di sicurezza e smaltimento materiali di risulta',
      unit: 'forfait',
      quantity: 1,
      unit_price_cents: 12_000,
      discount_pct: 0,
      vat_rate: 22,
      net_cents: 12_000,
    });
    // The server's own arithmetic: line nets half up, VAT rounded once per rate.
    const totals = quoteTotals(lines);
    lines.forEach((line, i) => (line.net_cents = totals.lines[i]!.net_cents));
    lineRows.push(lines);
    const storedStatus = quote.status === 'expired' ? 'sent' : quote.status;
    return {
      inspection_id: quote.inspection.id!,
      quote_type_id: typeId.get(quote.typeCode) ?? typeId.get('repair')!,
      number: quote.number!,
      issue_date: quote.issueDate,
      valid_until: quote.validUntil,
      status: storedStatus,
      installer_id: installerIds[quote.installerIndex]!,
      notes:
        quote.status === 'rejected'
          ? 'Il cliente provvede con il proprio servizio di manutenzione.'
          : null,
      net_cents: totals.net_cents,
      vat_cents: totals.vat_cents,
      gross_cents: totals.gross_cents,
      sent_at: quote.sentOn ? at(quote.sentOn, 15) : null,
      answered_at: quote.answeredOn ? at(quote.answeredOn, 10) : null,
      answered_by: quote.answeredOn ? customerUserIds[customerIndex]! : null,
      created_by: adminId!,
      created_at: at(quote.issueDate, 9) > now ? now : at(quote.issueDate, 9),
      updated_at: now,
    };
  });
  const quoteIds = await insertIds(tx, quotes, quoteRows);
  const allLines = lineRows.flatMap((lines, i) =>
    lines.map((line) => ({ ...line, quote_id: quoteIds[i]! })),
  );
  await insertIds(tx, quoteLines, allLines);

  const sequences = [
    ...[...inspectionLast].map(([y, last]) => ({ sequence: 'inspection', year: y, last })),
    ...[...quoteLast].map(([y, last]) => ({ sequence: 'quote', year: y, last })),
  ];
  if (sequences.length > 0) {
    await tx
      .insert(numberSequences)
      .values(sequences)
      .onConflictDoUpdate({
        target: [numberSequences.sequence, numberSequences.year],
        set: { last: sql`greatest(${numberSequences.last}, excluded.last)` },
      });
  }
  return {
    logins,
    counts: {
      customers: customerIds.length,
      parks: parkIds.length,
      toys: toyIds.length,
      inspections: inspectionIds.length,
      items: itemIds.length,
      findings: allFindings.length,
      quotes: quoteIds.length,
    },
  };
}
