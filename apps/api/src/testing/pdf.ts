import { execFileSync } from 'node:child_process';

/** The text of a PDF as `pdftotext` (poppler-utils) reads it, every run of white space as one space. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/\s+/g, ' ');
}
