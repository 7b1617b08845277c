import { z } from 'zod';

/** The stable codes of the data model (docs/data-model.md#enums); their labels live in the i18n catalogs. */

/** Kinds of customer. */
export const customerTypes = [
  'municipality',
  'school',
  'campsite',
  'condominium',
  'company',
  'other',
] as const;
export type CustomerType = (typeof customerTypes)[number];

/** Life cycle of a customer or installer contract. */
export const contractStatuses = ['draft', 'active', 'suspended', 'expired', 'terminated'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

/** Kinds of inspection under EN 1176-7. */
export const inspectionTypes = [
  'routine_visual',
  'operational',
  'annual_main',
  'post_installation',
  'extraordinary',
] as const;
export type InspectionType = (typeof inspectionTypes)[number];

/** The inspection types that recur at a contract frequency, with their default interval in days. */
export const defaultFrequencyDays = {
  routine_visual: 7,
  operational: 90,
  annual_main: 365,
} as const;
/** An inspection type that recurs. */
export type RecurringInspectionType = keyof typeof defaultFrequencyDays;
/** The recurring inspection types, in order of frequency. */
export const recurringInspectionTypes = ['routine_visual', 'operational', 'annual_main'] as const;

/** Services a customer contract may cover: the inspection types, maintenance and repair. */
export const contractServices = [...inspectionTypes, 'maintenance', 'repair'] as const;
export type ContractService = (typeof contractServices)[number];

/** What an installer contract covers. */
export const installerScopes = ['install', 'repair', 'surfacing', 'removal'] as const;
export type InstallerScope = (typeof installerScopes)[number];

/** Whether a park can be used. */
export const parkStatuses = ['open', 'partially_closed', 'closed', 'archived'] as const;
export type ParkStatus = (typeof parkStatuses)[number];

/** Standards a piece of play equipment conforms to. */
export const equipmentStandards = [
  'EN 1176-1',
  'EN 1176-2',
  'EN 1176-3',
  'EN 1176-4',
  'EN 1176-5',
  'EN 1176-6',
  'EN 1176-7',
  'EN 1176-10',
  'EN 1176-11',
  'EN 16630',
  'none',
] as const;
export type EquipmentStandard = (typeof equipmentStandards)[number];

/** Whether a toy is in use. */
export const toyStatuses = ['in_use', 'out_of_service', 'removed'] as const;
export type ToyStatus = (typeof toyStatuses)[number];

/** Life cycle of an inspection; `signed` is locked. */
export const inspectionStatuses = [
  'scheduled',
  'in_progress',
  'completed',
  'signed',
  'cancelled',
] as const;
export type InspectionStatus = (typeof inspectionStatuses)[number];

/** The verdict of an inspection, derived from its items. */
export const inspectionOutcomes = ['compliant', 'with_remarks', 'non_compliant'] as const;
export type InspectionOutcome = (typeof inspectionOutcomes)[number];

/** Site rows every inspection checks besides the toys. */
export const siteAreas = ['access', 'fencing', 'signage', 'paths', 'surfacing'] as const;
export type SiteArea = (typeof siteAreas)[number];

/** The verdict on one inspection item. */
export const itemOutcomes = [
  'ok',
  'fixed_on_site',
  'defect',
  'not_inspectable',
  'not_applicable',
] as const;
export type ItemOutcome = (typeof itemOutcomes)[number];

/** Risk levels of a finding, worst first. */
export const riskLevels = ['very_high', 'high', 'medium', 'low'] as const;
export type RiskLevel = (typeof riskLevels)[number];

/** How soon a finding must be dealt with. */
export const findingTimeframes = ['immediate', '48h', '1w', '1m', 'next_inspection'] as const;
export type FindingTimeframe = (typeof findingTimeframes)[number];

/** What a finding recommends. */
export const recommendedActions = [
  'repair',
  'replace_part',
  'top_up_surfacing',
  'remove',
  'close',
  'monitor',
] as const;
export type RecommendedAction = (typeof recommendedActions)[number];

/** What was done on site to make a finding safe. */
export const makeSafeActions = ['none', 'taped_off', 'closed', 'removed'] as const;
export type MakeSafeAction = (typeof makeSafeActions)[number];

/** Life cycle of a finding; open, quoted and in progress count as open. */
export const findingStatuses = ['open', 'quoted', 'in_progress', 'resolved', 'verified'] as const;
export type FindingStatus = (typeof findingStatuses)[number];

/** Finding statuses that still need work. */
export const openFindingStatuses = ['open', 'quoted', 'in_progress'] as const;

/** Life cycle of a quote. */
export const quoteStatuses = [
  'draft',
  'sent',
  'accepted',
  'rejected',
  'expired',
  'cancelled',
] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** Units of a quote line. */
export const quoteUnits = ['pz', 'h', 'm2', 'm', 'forfait'] as const;
export type QuoteUnit = (typeof quoteUnits)[number];

/** Italian VAT rates a quote line may carry, in percent. */
export const vatRates = [22, 10, 4, 0] as const;
export type VatRate = (typeof vatRates)[number];

/** The selectable lists. */
export const selectListKeys = ['equipment_type', 'surface_type', 'site_type', 'material'] as const;
export type SelectListKey = (typeof selectListKeys)[number];

/** Entities a file can belong to. */
export const fileOwnerTypes = [
  'toy',
  'park',
  'finding',
  'customer_contract',
  'installer_contract',
] as const;
export type FileOwnerType = (typeof fileOwnerTypes)[number];

/** What a file is for. */
export const fileKinds = ['photo', 'certificate', 'document'] as const;
export type FileKind = (typeof fileKinds)[number];

/** Each list of codes as a schema of its own: one instance, which the OpenAPI document names once. */
export const customerTypeSchema = z.enum(customerTypes);
export const contractStatusSchema = z.enum(contractStatuses);
export const inspectionTypeSchema = z.enum(inspectionTypes);
export const recurringInspectionTypeSchema = z.enum(recurringInspectionTypes);
export const contractServiceSchema = z.enum(contractServices);
export const installerScopeSchema = z.enum(installerScopes);
export const parkStatusSchema = z.enum(parkStatuses);
export const equipmentStandardSchema = z.enum(equipmentStandards);
export const toyStatusSchema = z.enum(toyStatuses);
export const inspectionStatusSchema = z.enum(inspectionStatuses);
export const inspectionOutcomeSchema = z.enum(inspectionOutcomes);
export const siteAreaSchema = z.enum(siteAreas);
export const itemOutcomeSchema = z.enum(itemOutcomes);
export const riskLevelSchema = z.enum(riskLevels);
export const findingTimeframeSchema = z.enum(findingTimeframes);
export const recommendedActionSchema = z.enum(recommendedActions);
export const makeSafeActionSchema = z.enum(makeSafeActions);
export const findingStatusSchema = z.enum(findingStatuses);
export const quoteStatusSchema = z.enum(quoteStatuses);
export const quoteUnitSchema = z.enum(quoteUnits);
export const selectListKeySchema = z.enum(selectListKeys);
export const fileOwnerTypeSchema = z.enum(fileOwnerTypes);
export const fileKindSchema = z.enum(fileKinds);
