import { labelCode, labelPath } from '@altalena/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { parks, toys } from '../../db/schema';
import { translator } from '../../documents/intl';
import { MUTED, renderSheet } from '../../documents/pdf';
import { appUrl } from '../../http/publicUrl';
import { fileResponse } from '../../openapi/openapi';
import { notFound } from '../../resources/access';
import { accessHooks, errorResponses } from '../../resources/crud';
import { contentDisposition } from '../files/storage';
import { reportLanguage } from '../reports/render';

/** Points per millimetre (PDF user space is 1/72 inch). */
const PT_PER_MM = 72 / 25.4;
const mm = (value: number) => value * PT_PER_MM;

/**
 * The label stock: A4 sheets of 2 × 4 labels of 99.1 × 67.7 mm (the layout of Avery L7993 heavy-duty
 * weatherproof polyester labels and their equivalents): 13.1 mm top margin, 4.65 mm side margins, 2.5 mm
 * between the columns, none between the rows. A large label keeps the QR code at 45 mm, readable from a
 * step away with a phone in the rain.
 */
export const LABEL_SHEET = {
  columns: 2,
  rows: 4,
  widthMm: 99.1,
  heightMm: 67.7,
  topMm: 13.1,
  sideMm: 4.65,
  gapMm: 2.5,
  qrMm: 45,
  paddingMm: 4,
} as const;

interface Label {
  code: string;
  url: string;
  title: string;
  lines: string[];
}

/** A QR code as a PNG data URL pdfmake embeds (error correction Q: a scratched label still reads). */
async function qrImage(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'Q', margin: 2, scale: 8 });
}

/** One label: the QR code on the left, its code, name, park and address on the right. */
async function labelCell(label: Label, hint: string) {
  const sheet = LABEL_SHEET;
  return {
    margin: [mm(sheet.paddingMm), mm(sheet.paddingMm), mm(sheet.paddingMm), 0],
    columns: [
      { image: await qrImage(label.url), width: mm(sheet.qrMm), height: mm(sheet.qrMm) },
      {
        width: '*',
        margin: [mm(3), mm(2), 0, 0],
        stack: [
          { text: label.title, bold: true, fontSize: 16 },
          ...label.lines.map((line) => ({ text: line, fontSize: 10, margin: [0, 2, 0, 0] })),
          { text: hint, fontSize: 7, color: MUTED, margin: [0, 6, 0, 0] },
          { text: label.url, fontSize: 7, color: MUTED },
        ],
      },
    ],
  };
}

/** The sheets of labels: one table per A4 page, each row the height of a label. */
async function labelSheets(labels: Label[], hint: string) {
  const sheet = LABEL_SHEET;
  const perPage = sheet.columns * sheet.rows;
  const pages = [];
  for (let start = 0; start < labels.length; start += perPage) {
    const onPage = labels.slice(start, start + perPage);
    const body = [];
    for (let row = 0; row < sheet.rows && row * sheet.columns < onPage.length; row++) {
      const cells = [];
      for (let column = 0; column < sheet.columns; column++) {
        const label = onPage[row * sheet.columns + column];
        if (column > 0) cells.push({ text: '' });
        cells.push(label ? await labelCell(label, hint) : { text: '' });
      }
      body.push(cells);
    }
    pages.push({
      ...(start > 0 ? { pageBreak: 'before' } : {}),
      table: {
        widths: [mm(sheet.widthMm), mm(sheet.gapMm), mm(sheet.widthMm)],
        heights: mm(sheet.heightMm),
        dontBreakRows: true,
        body,
      },
      layout: {
        defaultBorder: false,
        paddingLeft: () => 0,
        paddingRight: () => 0,
        paddingTop: () => 0,
        paddingBottom: () => 0,
      },
    });
  }
  return pages;
}

/** `GET parks/{id}/labels/` (admins): the QR labels of a park's equipment and of its sign, as a PDF. */
export const parkLabelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/labels/',
    {
      onRequest: accessHooks(true),
      schema: {
        tags: ['parks'],
        security: [{ token: [] }],
        summary:
          "QR labels of a park's equipment and sign (application/pdf, A4, 2 × 4 labels of 99.1 × 67.7 mm)",
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: {
          200: fileResponse('application/pdf', 'A4 sheets of QR labels'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { db, clock } = request.server.deps;
      const [park] = await db.select().from(parks).where(eq(parks.id, request.params.id)).limit(1);
      if (!park) throw notFound();
      const equipment = await db
        .select({ id: toys.id, code: toys.code, name: toys.name })
        .from(toys)
        .where(eq(toys.park_id, park.id))
        .orderBy(asc(toys.code), asc(toys.id));
      const language = await reportLanguage(db, park.customer_id);
      const { t } = translator(language);
      const address = [park.address, park.city].filter(Boolean).join(', ');
      const urlOf = (code: string) => appUrl(request, labelPath(code));
      const parkCode = labelCode('park', park.id);
      const labels: Label[] = [
        {
          code: parkCode,
          url: urlOf(parkCode),
          title: park.name,
          lines: [t('labels.parkSign'), address, ...(park.code ? [park.code] : [])],
        },
        ...equipment.map((toy) => {
          const code = labelCode('toy', toy.id);
          return { code, url: urlOf(code), title: toy.code, lines: [toy.name, park.name] };
        }),
      ];
      const sheet = LABEL_SHEET;
      const pdf = await renderSheet({
        title: t('labels.title', { park: park.name }),
        createdAt: clock.now(),
        // The bottom margin is kept small so that four rows always fit on the sheet.
        pageMargins: [mm(sheet.sideMm), mm(sheet.topMm), mm(sheet.sideMm), mm(5)],
        content: await labelSheets(labels, t('labels.scanHint')),
      });
      const prefix = language === 'it' ? 'etichette' : 'labels';
      reply.header('cache-control', 'private, no-cache');
      reply.header('content-type', 'application/pdf');
      reply.header(
        'content-disposition',
        contentDisposition(
          'attachment',
          `${prefix}-${park.code ?? park.id}.pdf`.replace(/[^\w.-]/g, '-'),
        ),
      );
      return reply.code(200).send(pdf);
    },
  );
};
