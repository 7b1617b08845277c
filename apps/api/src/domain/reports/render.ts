import { createHash, randomInt } from 'node:crypto';
import { openFindingStatuses, type InspectionDetail } from '@altalena/contracts';
import type { Locale } from '@altalena/i18n/catalogs';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { customers, files, parks, users } from '../../db/schema';
import type { Executor } from '../../resources/types';
import { formatDay, translator } from '../../documents/intl';
import { businessDay } from '../../resources/calendar';
import { isOneOf } from '../../http/json';
import { detailsTable, MUTED, renderDocument } from '../../documents/pdf';
import { ensurePhotoVariant } from '../files/photos';
import { readObject, variantKey, type FileStore } from '../files/store';

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** An unguessable verification code, `XXXX-XXXX-XXXX` (no look-alike characters). */
export function newVerificationCode(): string {
  const chars = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return [0, 4, 8].map((start) => chars.slice(start, start + 4).join('')).join('-');
}

/** The language of the report: that of the customer's first active user, Italian otherwise. */
export async function reportLanguage(ex: Executor, customerId: number): Promise<Locale> {
  const [user] = await ex
    .select({ language: users.language })
    .from(users)
    .where(and(eq(users.customer_id, customerId), eq(users.is_active, true)))
    .orderBy(asc(users.id))
    .limit(1);
  return user?.language ?? 'it';
}

/** What the report shows besides the inspection itself. */
export interface ReportContext {
  inspection: InspectionDetail;
  language: Locale;
  verificationCode: string;
  /** Where the public verification page is (`https://…/verify/{code}`). */
  verifyUrl: string;
  /** Where the findings' photos are read from. */
  files: FileStore;
}

/** The photos of each finding at their display size (JPEG, ≤ 1600 px), as data URLs pdfmake embeds. */
async function findingPhotos(ex: Executor, findingIds: number[], store: FileStore) {
  const photos = new Map<number, string[]>();
  if (findingIds.length === 0) return photos;
  const rows = await ex
    .select({ owner_id: files.owner_id, sha256: files.sha256 })
    .from(files)
    .where(
      and(
        eq(files.owner_type, 'finding'),
        inArray(files.owner_id, findingIds),
        eq(files.kind, 'photo'),
      ),
    )
    .orderBy(asc(files.id));
  for (const row of rows) {
    const display = await ensurePhotoVariant(store, row.sha256, 'display');
    const bytes = display
      ? await readObject(store, variantKey(row.sha256, 'display')).catch(() => undefined)
      : undefined;
    if (!bytes) continue;
    const list = photos.get(row.owner_id) ?? [];
    list.push(`data:image/jpeg;base64,${bytes.toString('base64')}`);
    photos.set(row.owner_id, list);
  }
  return photos;
}

/**
 * Renders the signed report of an inspection (docs/documents-and-schedules.md#inspection-report) in the
 * customer's language: company, number, park, customer, type, dates, inspector, weather, outcome and risk,
 * presence on site (positions at start and completion, label scans), every item with its scans, findings with their photos
 * (those past their due day on the inspection's day marked late), carried-forward findings, summary, signature,
 * verification, "page x of y".
 */
export async function renderReport(ex: Executor, context: ReportContext): Promise<Buffer> {
  const { inspection, language } = context;
  const { intl, t } = translator(language);
  const [place] = await ex
    .select({
      address: parks.address,
      city: parks.city,
      province: parks.province,
      latitude: parks.latitude,
      longitude: parks.longitude,
      customer: customers.name,
    })
    .from(parks)
    .innerJoin(customers, eq(customers.id, parks.customer_id))
    .where(eq(parks.id, inspection.park_id))
    .limit(1);
  const allFindings = inspection.items.flatMap((item) =>
    item.findings.map((finding) => ({ item, finding })),
  );
  const photos = await findingPhotos(
    ex,
    allFindings.map(({ finding }) => finding.id),
    context.files,
  );
  const day = (iso: string | null) => formatDay(intl, iso);
  const itemName = (item: InspectionDetail['items'][number]) =>
    item.site_area
      ? t(`enum.siteArea.${item.site_area}`)
      : [item.toy_code, item.toy_name].filter(Boolean).join(' · ');
  // The report is read long after signing: `late` is counted on the inspection's day, not on today.
  const inspectionDay = inspection.performed_at
    ? businessDay(new Date(inspection.performed_at))
    : null;
  const lateOnInspectionDay = (finding: InspectionDetail['items'][number]['findings'][number]) =>
    inspectionDay !== null &&
    finding.due_by !== null &&
    finding.due_by < inspectionDay &&
    isOneOf(openFindingStatuses, finding.status);
  const findingBlock = ({ item, finding }: (typeof allFindings)[number]) => [
    {
      text: `${itemName(item)} — ${t(`status.risk.${finding.risk_level}`)}`,
      bold: true,
      margin: [0, 8, 0, 2],
    },
    { text: finding.description },
    {
      text: [
        finding.timeframe && t(`enum.findingTimeframe.${finding.timeframe}`),
        t(`enum.recommendedAction.${finding.recommended_action}`),
        t(`enum.makeSafeAction.${finding.make_safe}`),
        finding.standard_ref,
        t(`status.finding.${finding.status}`),
      ]
        .filter(Boolean)
        .join(' · '),
      color: MUTED,
      fontSize: 9,
    },
    ...(lateOnInspectionDay(finding)
      ? [{ text: t('finding.lateDue', { date: day(finding.due_by) }), bold: true }]
      : []),
    ...(photos.get(finding.id) ?? []).map((image) => ({
      image,
      fit: [220, 160],
      margin: [0, 4, 0, 0],
    })),
  ];
  const fresh = allFindings.filter(({ finding }) => finding.carried_from_id === null);
  const carried = allFindings.filter(({ finding }) => finding.carried_from_id !== null);
  const heading = (id: string) => ({ text: t(id), style: 'heading' });
  const dateTime = (iso: string) =>
    intl.formatDate(iso, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
  // Proof of presence: where the device was at start and completion, and when each label was scanned.
  const positionText = (moment: 'start' | 'completion') => {
    const position = (inspection.positions ?? []).find((entry) => entry.moment === moment);
    if (!position) return t('report.position.notRecorded');
    if (position.status !== 'given' || position.latitude === null || position.longitude === null) {
      return t(`enum.positionStatus.${position.status}`);
    }
    return t('report.position.given', {
      latitude: position.latitude.toFixed(6),
      longitude: position.longitude.toFixed(6),
      accuracy: Math.round(position.accuracy_m ?? 0),
      time: dateTime(position.taken_at),
    });
  };
  const scannedLine = (scans: NonNullable<InspectionDetail['items'][number]['scans']>) =>
    t('report.scanned', { times: scans.map((scan) => dateTime(scan.scanned_at)).join(', ') });
  const scanCount = inspection.items.filter((item) => (item.scans ?? []).length > 0).length;

  return renderDocument({
    language,
    title: t('report.number', { number: inspection.number }),
    createdAt: inspection.signed_at ? new Date(inspection.signed_at) : new Date(0),
    content: [
      { text: t('report.title'), style: 'title' },
      { text: t('report.standard') },
      { text: t('report.number', { number: inspection.number }), bold: true, margin: [0, 4, 0, 0] },
      heading('report.section.park'),
      detailsTable([
        [t('field.inspection.park_name'), inspection.park_name],
        [
          t('report.address'),
          [place?.address, place?.city, place?.province].filter(Boolean).join(', '),
        ],
        [
          t('report.coordinates'),
          place ? `${place.latitude.toFixed(6)}, ${place.longitude.toFixed(6)}` : '',
        ],
        [t('report.customer'), place?.customer],
      ]),
      heading('report.section.inspection'),
      detailsTable([
        [t('field.inspection.type'), t(`enum.inspectionType.${inspection.type}`)],
        [t('field.inspection.scheduled_for'), day(inspection.scheduled_for)],
        [t('field.inspection.performed_at'), day(inspection.performed_at)],
        [t('field.inspection.inspector_id'), inspection.inspector_name],
        [t('field.inspection.weather'), inspection.weather],
        [
          t('field.inspection.outcome'),
          inspection.outcome ? t(`status.outcome.${inspection.outcome}`) : '',
        ],
        [
          t('field.inspection.overall_risk'),
          inspection.overall_risk ? t(`status.risk.${inspection.overall_risk}`) : '',
        ],
      ]),
      heading('report.section.items'),
      {
        table: {
          headerRows: 1,
          widths: ['*', 130],
          body: [
            [
              { text: t('report.item'), bold: true },
              { text: t('field.inspection.outcome'), bold: true },
            ],
            ...inspection.items.map((item) => [
              {
                text: [
                  itemName(item),
                  ...(item.notes ? [{ text: `\n${item.notes}`, fontSize: 9 }] : []),
                  ...(item.scans && item.scans.length > 0
                    ? [{ text: `\n${scannedLine(item.scans)}`, fontSize: 9, color: MUTED }]
                    : []),
                ],
              },
              item.outcome ? t(`enum.itemOutcome.${item.outcome}`) : '—',
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      heading('report.section.presence'),
      detailsTable([
        [t('report.position.start'), positionText('start')],
        [t('report.position.completion'), positionText('completion')],
        [
          t('report.scans'),
          scanCount > 0
            ? t('report.scanCount', {
                scanned: scanCount,
                total: inspection.items.filter((item) => item.toy_id !== null).length,
              })
            : t('report.noScans'),
        ],
      ]),
      heading('report.section.findings'),
      ...(fresh.length > 0 ? fresh.flatMap(findingBlock) : [{ text: t('report.noFindings') }]),
      ...(carried.length > 0
        ? [heading('report.section.carried'), ...carried.flatMap(findingBlock)]
        : []),
      heading('report.section.summary'),
      { text: inspection.summary || '—' },
      heading('report.section.signature'),
      {
        text: t('report.signedBy', {
          name: inspection.signed_by_name ?? '',
          date: day(inspection.signed_at),
        }),
      },
      { text: t('report.verify', { url: context.verifyUrl }), margin: [0, 12, 0, 0] },
      { text: t('report.code', { code: context.verificationCode }), bold: true },
    ],
  });
}

/** The SHA-256 of a report's bytes, hex. */
export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
