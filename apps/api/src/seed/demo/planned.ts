import type { QuoteStatus, RiskLevel, SiteArea } from '@altalena/contracts';
import type { DemoFindingTemplate } from '../demoContent';

/** The plan: everything is decided in memory first, then written in one transaction. */

/** An inspection type of the demo. */
export type InspectionType =
  'routine_visual' | 'operational' | 'annual_main' | 'post_installation' | 'extraordinary';

/** An inspection status of the demo. */
export type InspectionStatus = 'scheduled' | 'in_progress' | 'completed' | 'signed' | 'cancelled';

/** A piece of equipment to be written, with its id once it is. */
export interface PlannedToy {
  parkIndex: number;
  code: string;
  templateIndex: number;
  status: 'in_use' | 'out_of_service' | 'removed';
  statusReason: string | null;
  installedOn: string;
  installerIndex: number | null;
  id?: number;
}

/** An inspection item: a toy of the park or a site area. */
export interface PlannedItem {
  toy: PlannedToy | null;
  siteArea: SiteArea | null;
  outcome: string | null;
  notes: string | null;
  id?: number;
}

/** Forces an anchor inspection to find a defect of a risk and to get a quote of a status. */
export interface Anchor {
  risk?: RiskLevel;
  quote?: QuoteStatus;
  /** The repair day, in days from today (the quote must be accepted). */
  repairedIn?: number;
}

/** An inspection with its items and findings. */
export interface PlannedInspection {
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

/** One defect of a subject, from the inspection that found it to its repair: one finding row per inspection. */
export interface Defect {
  subject: string;
  template: DemoFindingTemplate;
  rows: PlannedFinding[];
  quote: PlannedQuote | null;
  /** The day it was repaired; null while it is not. */
  resolvedOn: string | null;
  verified: boolean;
}

/** A finding row: a defect as one inspection recorded it, carried from the previous row. */
export interface PlannedFinding {
  inspection: PlannedInspection;
  item: PlannedItem;
  defect: Defect;
  carriedFrom: PlannedFinding | null;
  status: string;
  depth: number;
  id?: number;
}

/** A quote for the defects an inspection found. */
export interface PlannedQuote {
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

/** The inspection types in the order of a day's visits (and of their hours). */
export const typeOrder: InspectionType[] = [
  'annual_main',
  'operational',
  'extraordinary',
  'post_installation',
  'routine_visual',
];
