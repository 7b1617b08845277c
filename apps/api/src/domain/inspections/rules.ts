import {
  riskLevels,
  type InspectionOutcome,
  type ItemOutcome,
  type RiskLevel,
} from '@altalena/contracts';

/** The time zone whose calendar numbers inspections and dates their filters (the company works in Italy). */
export const APP_TIME_ZONE = 'Europe/Rome';

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date `YYYY-MM-DD` of an instant in Italy. */
export function romeDate(instant: Date): string {
  const parts = Object.fromEntries(
    dateFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The calendar year of an instant in Italy (23:30 UTC on 31 December is already next year there). */
export function romeYear(instant: Date): number {
  return Number(romeDate(instant).slice(0, 4));
}

/** The number `YYYY/NNNN` of the `sequence`-th inspection of `year`. */
export function formatInspectionNumber(year: number, sequence: number): string {
  return `${year}/${String(sequence).padStart(4, '0')}`;
}

/** The worst of some risk levels (`riskLevels` order), null when there is none. */
export function worstRisk(risks: readonly string[]): RiskLevel | null {
  for (const level of riskLevels) if (risks.includes(level)) return level;
  return null;
}

const remarkableItemOutcomes: readonly string[] = [
  'defect',
  'not_inspectable',
] satisfies ItemOutcome[];

/**
 * The verdict of an inspection (EN 1176-7): non-compliant with any very high or high risk finding,
 * compliant with no finding and no defective or uninspectable item, with remarks otherwise.
 */
export function inspectionOutcome(
  findingRisks: readonly string[],
  itemOutcomes: readonly (string | null)[],
): InspectionOutcome {
  if (findingRisks.some((risk) => risk === 'very_high' || risk === 'high')) return 'non_compliant';
  const remarkableItem = itemOutcomes.some(
    (outcome) => outcome !== null && remarkableItemOutcomes.includes(outcome),
  );
  return findingRisks.length > 0 || remarkableItem ? 'with_remarks' : 'compliant';
}
