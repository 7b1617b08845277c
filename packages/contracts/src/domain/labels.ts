import { z } from 'zod';
import { id, isoDateTime } from './common';
import { positionMoments, scanMethods } from './fieldWork';

// Kept apart from ./fieldWork (what an inspection's detail shows): the write bodies and label codes are
// not part of the app's shared scaffold bundle.

/** Body of `POST inspections/{id}/items/{itemId}/scans/`: when (the device's clock) and how. */
export const itemScanWrite = z.strictObject({
  scanned_at: isoDateTime,
  method: z.enum(scanMethods),
});
export type ItemScanWrite = z.infer<typeof itemScanWrite>;

/**
 * Body of `POST inspections/{id}/positions/`: a position given (with its accuracy), or not given
 * (refused or unavailable) with no coordinates.
 */
export const inspectionPositionWrite = z.discriminatedUnion('status', [
  z.strictObject({
    moment: z.enum(positionMoments),
    status: z.literal('given'),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    accuracy_m: z.number().min(0).max(100_000),
    taken_at: isoDateTime,
  }),
  z.strictObject({
    moment: z.enum(positionMoments),
    status: z.enum(['refused', 'unavailable']),
    taken_at: isoDateTime,
  }),
]);
export type InspectionPositionWrite = z.infer<typeof inspectionPositionWrite>;

/** What a label's code (`/q/{code}`) leads to, for the caller (`GET q/{code}/`). */
export const labelTarget = z.object({
  kind: z.enum(['toy', 'park']),
  park_id: id,
  toy_id: id.nullable(),
  /** The open (scheduled or in progress) inspection of the park the caller may work on, if any. */
  inspection_id: id.nullable(),
  /** The item of that inspection for the toy (null for a park's label). */
  item_id: id.nullable(),
});
export type LabelTarget = z.infer<typeof labelTarget>;

/** A label's code: `p` or `t` (park or toy) and the id in base 36, e.g. `t2s`. */
export const labelCodePattern = /^[pt][0-9a-z]{1,7}$/;

/** The code printed on a park's (`p…`) or a toy's (`t…`) label. */
export function labelCode(kind: 'park' | 'toy', id: number): string {
  return `${kind === 'park' ? 'p' : 't'}${id.toString(36)}`;
}

/** The kind and id a label's code names; undefined when it is not a code. */
export function parseLabelCode(code: string): { kind: 'park' | 'toy'; id: number } | undefined {
  const normalized = code.trim().toLowerCase();
  if (!labelCodePattern.test(normalized)) return undefined;
  const value = Number.parseInt(normalized.slice(1), 36);
  if (!Number.isSafeInteger(value) || value < 1 || value > 2_147_483_647) return undefined;
  return { kind: normalized.startsWith('p') ? 'park' : 'toy', id: value };
}

/** The path of a label's short link in the web app. */
export const labelPath = (code: string) => `/q/${code}`;

/** Path parameters of `GET q/{code}/`. */
export const labelCodeParams = z.object({ code: z.string().regex(labelCodePattern) });

/**
 * The code a scanned QR holds: the last segment of a label's link (`https://…/q/t2s`), or a bare code;
 * undefined for anything else (another QR code).
 */
export function labelCodeOf(text: string): string | undefined {
  const trimmed = text.trim();
  // A regular expression rather than URL: the contracts run where no URL class is declared.
  const link = /^https?:\/\/[^/?#\s]+\/q\/([^/?#\s]+)\/?(?:[?#]\S*)?$/i.exec(trimmed);
  if (/^https?:\/\//i.test(trimmed) && !link) return undefined;
  const candidate = link?.[1] ?? trimmed;
  return parseLabelCode(candidate) ? candidate.toLowerCase() : undefined;
}
