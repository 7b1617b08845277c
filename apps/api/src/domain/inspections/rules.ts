import {
  riskLevels,
  type InspectionOutcome,
  type ItemOutcome,
  type RiskLevel,
} from '@altalena/contracts';

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
