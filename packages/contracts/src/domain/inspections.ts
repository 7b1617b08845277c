import { z } from 'zod';
import {
  boolFilter,
  dateFilter,
  enumFilter,
  id,
  idFilter,
  idParam,
  isoDate,
  isoDateTime,
  listQuery,
  optionalText,
  requiredText,
  trackedFields,
} from './common';
import {
  findingStatuses,
  findingStatusSchema,
  findingTimeframeSchema,
  inspectionOutcomes,
  inspectionOutcomeSchema,
  inspectionStatuses,
  inspectionStatusSchema,
  inspectionTypes,
  inspectionTypeSchema,
  itemOutcomeSchema,
  makeSafeActionSchema,
  quoteStatuses,
  quoteStatusSchema,
  recommendedActionSchema,
  riskLevels,
  riskLevelSchema,
  siteAreaSchema,
} from './enums';
import { inspectionPosition, itemScan } from './fieldWork';

/** Statuses a caller may set on an inspection: `signed` only comes from the sign action. */
export const inspectionWritableStatuses = [
  'scheduled',
  'in_progress',
  'completed',
  'cancelled',
] as const;
export type InspectionWritableStatus = (typeof inspectionWritableStatuses)[number];

/** Statuses an inspection may be cancelled from. */
export const cancellableInspectionStatuses = ['scheduled', 'in_progress'] as const;

/**
 * The fields of an inspection a caller writes (docs/data-model.md#tables); park and type are fixed after
 * creation.
 */
export const inspectionWrite = z.strictObject({
  park_id: id,
  contract_id: id.nullable().optional(),
  type: inspectionTypeSchema,
  scheduled_for: isoDate.nullable().optional(),
  performed_at: isoDateTime.nullable().optional(),
  inspector_id: id.nullable().optional(),
  status: z.enum(inspectionWritableStatuses).optional(),
  weather: optionalText(100),
  summary: optionalText(10_000),
});
export type InspectionWrite = z.infer<typeof inspectionWrite>;

/** A partial update of an inspection. */
export const inspectionPatch = inspectionWrite.partial();
export type InspectionPatch = z.infer<typeof inspectionPatch>;

/** An inspection as lists show it (without its items). */
export const inspection = z.object({
  ...trackedFields,
  park_id: id,
  park_name: z.string(),
  customer_id: id,
  contract_id: id.nullable(),
  type: inspectionTypeSchema,
  number: z.string(),
  scheduled_for: z.string().nullable(),
  performed_at: z.string().nullable(),
  inspector_id: id.nullable(),
  /** The inspector's full name (their username when they have none). */
  inspector_name: z.string().nullable(),
  status: inspectionStatusSchema,
  weather: z.string().nullable(),
  summary: z.string().nullable(),
  outcome: inspectionOutcomeSchema.nullable(),
  overall_risk: riskLevelSchema.nullable(),
  signed_at: z.string().nullable(),
  signed_by: id.nullable(),
  /** The signer's full name (their username when they have none). */
  signed_by_name: z.string().nullable(),
  quote_status: quoteStatusSchema.nullable(),
  item_count: z.number().int(),
  open_findings_count: z.number().int(),
});
export type Inspection = z.infer<typeof inspection>;

/** A finding as an inspection shows it. */
export const finding = z.object({
  id,
  version: z.number().int(),
  item_id: id,
  description: z.string(),
  standard_ref: z.string().nullable(),
  risk_level: riskLevelSchema,
  timeframe: findingTimeframeSchema.nullable(),
  recommended_action: recommendedActionSchema,
  make_safe: makeSafeActionSchema,
  status: findingStatusSchema,
  carried_from_id: id.nullable(),
  /**
   * The day (`YYYY-MM-DD`, Europe/Rome) the repair is due: when the finding was first found (a carried
   * copy keeps its original's day) plus its timeframe; null for `next_inspection` or no timeframe.
   */
  due_by: isoDate.nullable(),
  /**
   * Still open (open, quoted, in progress) after its `due_by` day, on the server's today, and not
   * carried forward into a later inspection (the copy there is the late one).
   */
  late: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Finding = z.infer<typeof finding>;

/**
 * What completing an inspection still needs, one code per entry of the 409 `inspection_items_pending`
 * (`error_list[].code`, labelled `inspections.missing.<code>`): an item without an outcome
 * (field `items.<id>.outcome`), a defective item without a finding (`items.<id>.findings`), a finding
 * carried forward and not re-checked in this inspection (`findings.<id>.status`).
 */
export const completionMissingCodes = [
  'outcome_required',
  'finding_required',
  'recheck_required',
] as const;
export type CompletionMissingCode = (typeof completionMissingCodes)[number];

/** One row of an inspection (a toy or a site area) with its findings. */
export const inspectionItem = z.object({
  id,
  version: z.number().int(),
  position: z.number().int(),
  toy_id: id.nullable(),
  toy_code: z.string().nullable(),
  toy_name: z.string().nullable(),
  equipment_type: z.string().nullable(),
  site_area: siteAreaSchema.nullable(),
  outcome: itemOutcomeSchema.nullable(),
  notes: z.string().nullable(),
  findings: z.array(finding),
  /**
   * Scans of the item's label during this inspection, oldest first (proof of presence); the server
   * always sends them (optional so that items made by a client before its first save need none).
   */
  scans: z.array(itemScan).optional(),
});
export type InspectionItem = z.infer<typeof inspectionItem>;

/** An inspection with its items in position order (`GET inspections/{id}/`). */
export const inspectionDetail = inspection.extend({
  items: z.array(inspectionItem),
  /** The device's position at start and at completion, where recorded (always sent by the server). */
  positions: z.array(inspectionPosition).optional(),
});
export type InspectionDetail = z.infer<typeof inspectionDetail>;

/** Body of `PATCH inspections/{id}/items/{itemId}/`. */
export const inspectionItemPatch = z.strictObject({
  outcome: itemOutcomeSchema.nullable().optional(),
  notes: optionalText(5000),
});
export type InspectionItemPatch = z.infer<typeof inspectionItemPatch>;

/** Path parameters of an item route of an inspection. */
export const inspectionItemParams = z.object({
  id: idParam,
  itemId: idParam,
});

/** Path parameters of a finding route of an inspection. */
export const inspectionFindingParams = z.object({
  id: idParam,
  findingId: idParam,
});

/** The fields of a finding a caller writes. */
export const findingWrite = z.strictObject({
  item_id: id,
  description: requiredText(5000),
  standard_ref: optionalText(100),
  risk_level: riskLevelSchema,
  timeframe: findingTimeframeSchema.nullable().optional(),
  recommended_action: recommendedActionSchema,
  make_safe: makeSafeActionSchema.optional(),
  status: findingStatusSchema.optional(),
});
export type FindingWrite = z.infer<typeof findingWrite>;

/** A partial update of a finding. */
export const findingPatch = findingWrite.partial();
export type FindingPatch = z.infer<typeof findingPatch>;

/** A finding in a list, with where it was found (`GET findings/`, `GET inspections/{id}/findings/`). */
export const findingSummary = finding.extend({
  inspection_id: id,
  inspection_number: z.string(),
  inspection_type: inspectionTypeSchema,
  park_id: id,
  park_name: z.string(),
  customer_id: id,
  toy_id: id.nullable(),
  toy_code: z.string().nullable(),
  toy_name: z.string().nullable(),
  site_area: siteAreaSchema.nullable(),
});
export type FindingSummary = z.infer<typeof findingSummary>;

/** Fields an inspection list can be ordered by. */
export const inspectionOrdering = [
  'number',
  'performed_at',
  'scheduled_for',
  'type',
  'status',
  'created_at',
  'park_name',
] as const;

/** `quote_status` filter values: a quote status, or `none` for inspections without a quote. */
export const inspectionQuoteStatusFilters = [...quoteStatuses, 'none'] as const;

/** Query string of `GET inspections/`. */
export const inspectionListQuery = listQuery(inspectionOrdering, {
  park_id: idFilter,
  customer_id: idFilter,
  type: enumFilter(inspectionTypes),
  status: enumFilter(inspectionStatuses),
  outcome: enumFilter(inspectionOutcomes),
  overall_risk: enumFilter(riskLevels),
  performed_from: dateFilter,
  performed_to: dateFilter,
  scheduled_from: dateFilter,
  scheduled_to: dateFilter,
  quote_status: enumFilter(inspectionQuoteStatusFilters),
  has_open_findings: boolFilter,
});
export type InspectionListQuery = z.infer<typeof inspectionListQuery>;

/** Fields a finding list can be ordered by; `risk` ascending is the worst first. */
export const findingOrdering = ['risk', 'created_at', 'status'] as const;

/** Query string of `GET inspections/{id}/findings/`. */
export const inspectionFindingListQuery = listQuery(findingOrdering, {
  risk_level: enumFilter(riskLevels),
  status: enumFilter(findingStatuses),
  is_open: boolFilter,
});
export type InspectionFindingListQuery = z.infer<typeof inspectionFindingListQuery>;

/** Query string of `GET findings/` (every finding the caller may see). */
export const findingListQuery = listQuery(findingOrdering, {
  risk_level: enumFilter(riskLevels),
  status: enumFilter(findingStatuses),
  is_open: boolFilter,
  /** Only findings past their timeframe and still open (`late`), or only the others. */
  is_late: boolFilter,
  /**
   * Only the latest copy of each finding (not carried forward into a later inspection): an
   * equipment's history shows each finding once.
   */
  is_latest: boolFilter,
  park_id: idFilter,
  customer_id: idFilter,
  inspection_id: idFilter,
  toy_id: idFilter,
});
export type FindingListQuery = z.infer<typeof findingListQuery>;
