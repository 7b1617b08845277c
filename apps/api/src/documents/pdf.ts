import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locale } from '@altalena/i18n/catalogs';
import { translator } from './intl';

/** The pdfmake server API as the documents use it (the package ships no types). */
interface PdfMake {
  addFonts(fonts: Record<string, Record<string, string>>): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  createPdf(definition: object): { getBuffer(): Promise<Buffer> };
}

const require = createRequire(import.meta.url);
let pdfmake: PdfMake | undefined;

/** pdfmake with the Roboto fonts it ships (no system fonts: CI machines may have none). */
function pdf(): PdfMake {
  if (pdfmake) return pdfmake;
  const loaded = require('pdfmake') as PdfMake;
  const fonts = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  loaded.addFonts({
    Roboto: {
      normal: path.join(fonts, 'Roboto-Regular.ttf'),
      bold: path.join(fonts, 'Roboto-Medium.ttf'),
      italics: path.join(fonts, 'Roboto-Italic.ttf'),
      bolditalics: path.join(fonts, 'Roboto-MediumItalic.ttf'),
    },
  });
  // Documents hold only our own text and images given as data: nothing is fetched from outside.
  loaded.setLocalAccessPolicy((file) => file.startsWith(fonts));
  loaded.setUrlAccessPolicy(() => false);
  pdfmake = loaded;
  return loaded;
}

/** Grey of secondary text (header, details) on the white page. */
export const MUTED = '#444444';

/** What a document gives its page frame. */
export interface DocumentFrame {
  /** The document's language. */
  language: Locale;
  /** Title and number, e.g. `Verbale n. 2025/0001`: the PDF title and the start of every footer. */
  title: string;
  /** The PDF's creation date (fixed for documents that must render the same bytes twice). */
  createdAt: Date;
  /** The page content (pdfmake nodes). */
  content: unknown[];
  /** Marks every page as a draft (a large faint word across it). */
  draft?: boolean;
}

/**
 * Renders a document on A4 in the company's frame: the company on top of every page, the title with
 * "page x of y" at the bottom, the shared `title` and `heading` styles.
 */
export function renderDocument(frame: DocumentFrame): Promise<Buffer> {
  const { t } = translator(frame.language);
  const definition = {
    info: { title: frame.title, creationDate: frame.createdAt },
    pageSize: 'A4',
    pageMargins: [40, 60, 40, 60],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
      heading: { fontSize: 13, bold: true, margin: [0, 14, 0, 6] },
      tableHeader: { bold: true },
    },
    ...(frame.draft
      ? { watermark: { text: t('document.draft'), opacity: 0.12, bold: true, angle: 0 } }
      : {}),
    header: { text: t('document.company'), margin: [40, 24, 40, 0], fontSize: 9, color: MUTED },
    footer: (page: number, pages: number) => ({
      text: t('document.page', { title: frame.title, page, pages }),
      alignment: 'center',
      fontSize: 9,
      margin: [40, 20, 40, 0],
    }),
    content: frame.content,
  };
  return pdf().createPdf(definition).getBuffer();
}

/** A two-column table of label and value rows (empty values show `—`). */
export function detailsTable(rows: [string, string | null | undefined][]) {
  return {
    table: {
      widths: [130, '*'],
      body: rows.map(([label, value]) => [{ text: label, bold: true }, value || '—']),
    },
    layout: 'lightHorizontalLines',
  };
}

/**
 * Renders a document without the company's frame (no header, no footer, the page's own margins): sheets
 * of labels, whose layout is the label stock's.
 */
export function renderSheet(sheet: {
  title: string;
  createdAt: Date;
  /** Left, top, right, bottom, in points. */
  pageMargins: [number, number, number, number];
  content: unknown[];
}): Promise<Buffer> {
  const definition = {
    info: { title: sheet.title, creationDate: sheet.createdAt },
    pageSize: 'A4',
    pageMargins: sheet.pageMargins,
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.15 },
    content: sheet.content,
  };
  return pdf().createPdf(definition).getBuffer();
}
