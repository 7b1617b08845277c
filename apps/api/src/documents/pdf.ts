import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locale } from '@altalena/i18n/catalogs';
import { isRecord } from '../http/json';
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
  // `require` gives `any`: pdfmake ships no types, `PdfMake` says what the documents use of it.
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

/** Words longer than this many characters get break opportunities (what a user types may hold none). */
export const LONG_WORD = 24;
/** The pieces a long word is cut into: short enough for the narrowest text column (70 pt at 8 pt). */
const WORD_PIECE = 12;

/**
 * `text` as pdfmake inline pieces in which every word longer than `LONG_WORD` is cut into pieces of
 * `WORD_PIECE` characters: pdfmake breaks a line between inline pieces, never inside a word, and sizes a
 * `*` table column to its longest word, so one long word would push every other column off the page. No
 * character is added: the word reads and copies whole.
 */
export function breakableText(text: string): string | string[] {
  const parts = text.split(/(\s+)/);
  if (!parts.some((part) => part.length > LONG_WORD)) return text;
  const pieces: string[] = [];
  let pending = '';
  for (const part of parts) {
    const characters = Array.from(part);
    if (characters.length <= LONG_WORD) {
      pending += part;
      continue;
    }
    for (let start = 0; start < characters.length; start += WORD_PIECE) {
      pieces.push(pending + characters.slice(start, start + WORD_PIECE).join(''));
      pending = '';
    }
  }
  if (pending) pieces.push(pending);
  return pieces;
}

/** The inline text of a node's `text`: strings made breakable, nested inline nodes walked. */
function breakableInline(text: unknown): unknown {
  if (typeof text === 'string') return breakableText(text);
  if (Array.isArray(text)) {
    return text.flatMap((inline: unknown) => {
      if (typeof inline === 'string') return breakableText(inline);
      return [withBreakableWords(inline)];
    });
  }
  return text;
}

/**
 * A copy of pdfmake content in which every text (paragraphs, table cells, lists, stacks, columns) lets its
 * long words wrap (`breakableText`): applied to every document, so no table is pushed off the page.
 */
export function withBreakableWords(node: unknown): unknown {
  if (typeof node === 'string') {
    const text = breakableText(node);
    return typeof text === 'string' ? text : { text };
  }
  if (Array.isArray(node)) return node.map(withBreakableWords);
  if (!isRecord(node)) return node;
  const copy: Record<string, unknown> = { ...node };
  if ('text' in node) copy.text = breakableInline(node.text);
  for (const key of ['stack', 'ul', 'ol', 'columns'] as const) {
    const children: unknown = node[key];
    if (Array.isArray(children)) copy[key] = children.map(withBreakableWords);
  }
  const table = node.table;
  if (isRecord(table) && Array.isArray(table.body)) {
    const rows: unknown[] = table.body;
    copy.table = {
      ...table,
      body: rows.map((row) => (Array.isArray(row) ? row.map(withBreakableWords) : row)),
    };
  }
  return copy;
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
    content: withBreakableWords(frame.content),
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
    content: withBreakableWords(sheet.content),
  };
  return pdf().createPdf(definition).getBuffer();
}
