import { z } from 'zod';
import { id } from './common';
import { type InspectionOutcome, type RiskLevel, riskLevelSchema } from './enums';
import { quoteSummary } from './quotes';

/** Days ahead within which a park's next inspection counts as due soon on the dashboards. */
export const DASHBOARD_DUE_WITHIN_DAYS = 30;

/** Days ahead within which a sent quote counts as expiring. */
export const DASHBOARD_QUOTE_EXPIRY_DAYS = 14;

/** Days ahead within which an active customer contract counts as expiring. */
export const DASHBOARD_CONTRACT_EXPIRY_DAYS = 60;

/** Calendar months (Europe/Rome) the inspection chart covers, the current one last. */
export const DASHBOARD_MONTHS = 12;

/** Most quotes waiting for an answer the dashboard lists (the soonest to expire first). */
export const DASHBOARD_QUOTES_LISTED = 5;

const count = z.number().int().min(0);

/** A count per risk level, worst first. */
export const riskCounts = z.object({
  very_high: count,
  high: count,
  medium: count,
  low: count,
});
export type RiskCounts = z.infer<typeof riskCounts>;

/** Inspections completed or signed in one calendar month (`YYYY-MM`, Europe/Rome), by outcome. */
export const dashboardMonth = z.object({
  month: z.string(),
  compliant: count,
  with_remarks: count,
  non_compliant: count,
});
export type DashboardMonth = z.infer<typeof dashboardMonth>;

// Fails to compile when an outcome has no column in the month.
const _everyOutcome: Record<InspectionOutcome, unknown> = dashboardMonth.shape;

/**
 * `GET dashboard/`: the figures and charts of the office's (or a customer's) morning, as the caller may
 * see them. Every figure matches the list it links to: the parks list (`overdue`, `due_within_days`,
 * `worst_open_risk`, `has_open_findings`), the quotes list (`status=sent`, `valid_until_to`) and the
 * customer contracts list (`status=active`, `end_date_from`, `end_date_to`).
 */
export const dashboard = z.object({
  /** The server's today (Europe/Rome) the figures are computed on: links derive their dates from it. */
  today: z.string(),
  /** Parks that are not archived. */
  parks: count,
  /** Parks with an overdue recurring inspection. */
  parks_overdue: count,
  /** Parks whose next inspection is due within `DASHBOARD_DUE_WITHIN_DAYS` (not overdue). */
  parks_due_soon: count,
  /** Parks with open findings. */
  parks_with_open_findings: count,
  /** Parks by the worst risk among their open findings. */
  parks_by_risk: riskCounts,
  /** Open findings by risk level (a finding carried forward counts once). */
  open_findings: riskCounts,
  /** Of the open findings, those past their timeframe (`late`, the findings list's `is_late=true`). */
  late_findings: count,
  /** Sent quotes still valid: waiting for the customer's answer. */
  quotes_waiting: count,
  /** Of those, the ones whose validity ends within `DASHBOARD_QUOTE_EXPIRY_DAYS`. */
  quotes_expiring: count,
  /** Active customer contracts ending within `DASHBOARD_CONTRACT_EXPIRY_DAYS`; null for customer users. */
  contracts_expiring: count.nullable(),
  /** The last `DASHBOARD_MONTHS` months, oldest first. */
  inspections_by_month: z.array(dashboardMonth),
  /** The first `DASHBOARD_QUOTES_LISTED` quotes waiting for an answer, the soonest to expire first. */
  quotes_to_answer: z.array(quoteSummary),
});
export type Dashboard = z.infer<typeof dashboard>;

/**
 * `GET parks/markers/`: every park the caller sees that is not archived, for a map, column by column
 * (the i-th entry of each array is the i-th park): 10 000 parks stay a small answer.
 */
export const parkMarkers = z.object({
  id: z.array(id),
  name: z.array(z.string()),
  city: z.array(z.string()),
  latitude: z.array(z.number()),
  longitude: z.array(z.number()),
  worst_open_risk: z.array(riskLevelSchema.nullable()),
  overdue: z.array(z.boolean()),
  next_due_on: z.array(z.string().nullable()),
});
export type ParkMarkers = z.infer<typeof parkMarkers>;

/** One park of {@link ParkMarkers}. */
export interface ParkMarker {
  id: number;
  name: string;
  city: string;
  latitude: number;
  longitude: number;
  worst_open_risk: RiskLevel | null;
  overdue: boolean;
  next_due_on: string | null;
}

/** The parks of a markers answer, one object each. */
export function parkMarkerList(markers: ParkMarkers): ParkMarker[] {
  return markers.id.map((parkId, index) => ({
    id: parkId,
    name: markers.name[index] ?? '',
    city: markers.city[index] ?? '',
    latitude: markers.latitude[index] ?? 0,
    longitude: markers.longitude[index] ?? 0,
    worst_open_risk: markers.worst_open_risk[index] ?? null,
    overdue: markers.overdue[index] ?? false,
    next_due_on: markers.next_due_on[index] ?? null,
  }));
}

/** Query string of `GET dashboard/` and `GET parks/markers/`: none. */
export const noQuery = z.strictObject({});
