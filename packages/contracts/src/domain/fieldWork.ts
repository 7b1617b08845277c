import { z } from 'zod';
import { id } from './common';

/** How an item's label was read: the camera, a photo of the label, or its link opened (`/q/{code}`). */
export const scanMethods = ['camera', 'photo', 'link'] as const;
export type ScanMethod = (typeof scanMethods)[number];

/** When the device's position is recorded on an inspection. */
export const positionMoments = ['start', 'completion'] as const;
export type PositionMoment = (typeof positionMoments)[number];

/** Whether the inspector's device gave its position. */
export const positionStatuses = ['given', 'refused', 'unavailable'] as const;
export type PositionStatus = (typeof positionStatuses)[number];

/** A scan of an item's QR label (proof of presence), as an item shows it. */
export const itemScan = z.object({
  id,
  scanned_at: z.string(),
  method: z.enum(scanMethods),
  /** The full name of who scanned (their username when they have none). */
  scanned_by_name: z.string().nullable(),
});
export type ItemScan = z.infer<typeof itemScan>;

/** The device's position at a moment of the inspection, or that it was not given. */
export const inspectionPosition = z.object({
  moment: z.enum(positionMoments),
  status: z.enum(positionStatuses),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Radius of 68% confidence, in metres, as the device reports it. */
  accuracy_m: z.number().nullable(),
  taken_at: z.string(),
});
export type InspectionPosition = z.infer<typeof inspectionPosition>;
