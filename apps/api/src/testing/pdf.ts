import { execFileSync } from 'node:child_process';

/** The text of a PDF as `pdftotext` (poppler-utils) reads it, every run of white space as one space. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/\s+/g, ' ');
}

/** A word of a PDF page and its box, in points from the page's top left. */
export interface PdfWord {
  page: number;
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
  /** The width of the word's page. */
  pageWidth: number;
}

/** Every word of a PDF with its position, as `pdftotext -bbox` (poppler-utils) reads them. */
export function pdfWords(pdf: Buffer): PdfWord[] {
  const html = execFileSync('pdftotext', ['-bbox', '-', '-'], {
    input: pdf,
    maxBuffer: 64 * 1024 * 1024,
  }).toString('utf8');
  const words: PdfWord[] = [];
  let page = 0;
  let pageWidth = 0;
  const tags =
    /<page width="([\d.]+)"|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  for (const match of html.matchAll(tags)) {
    if (match[1] !== undefined) {
      page += 1;
      pageWidth = Number(match[1]);
      continue;
    }
    words.push({
      page,
      text: decodeEntities(match[6] ?? ''),
      xMin: Number(match[2]),
      yMin: Number(match[3]),
      xMax: Number(match[4]),
      yMax: Number(match[5]),
      pageWidth,
    });
  }
  return words;
}

/** The text of the HTML entities `pdftotext -bbox` writes. */
function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
