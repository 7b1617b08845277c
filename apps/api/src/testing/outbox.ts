import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** A file attached to a message of the outbox. */
export interface OutboxAttachment {
  /** The file name the recipient sees. */
  filename: string;
  /** Its media type, e.g. `application/pdf`. */
  contentType: string;
  /** Its decoded bytes. */
  content: Buffer;
}

/** One message of the outbox, decoded. */
export interface OutboxMail {
  /** Absolute path of the `.eml` file. */
  file: string;
  /** Header values by lower-case name (encoded words decoded). */
  headers: Record<string, string>;
  /** The `To` header. */
  to: string;
  /** The `From` header. */
  from: string;
  /** The decoded subject. */
  subject: string;
  /** The decoded plain-text body. */
  text: string;
  /** The decoded HTML body, when the message has one. */
  html: string | undefined;
  /** The attached files, in message order. */
  attachments: OutboxAttachment[];
  /** The file as written. */
  raw: string;
}

function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const text = input.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_match, _charset: string, kind: string, data: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function splitMessage(raw: string): { headers: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeEncodedWords(
        line.slice(colon + 1).trim(),
      );
    }
  }
  return { headers, body };
}

/** A leaf part of a message: its headers and its decoded bytes. */
interface Part {
  headers: Record<string, string>;
  type: string;
  bytes: Buffer;
}

function decodeBody(headers: Record<string, string>, body: string): Buffer {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(body), 'utf8');
  return Buffer.from(body, 'utf8');
}

function collectParts(headers: Record<string, string>, body: string, parts: Part[]): void {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      const inner = splitMessage(section.replace(/^\n/, ''));
      collectParts(inner.headers, inner.body, parts);
    }
    return;
  }
  parts.push({
    headers,
    type: type.split(';')[0]!.trim().toLowerCase(),
    bytes: decodeBody(headers, body),
  });
}

/** Whether a part is an attached file rather than a body of the message. */
function isAttachment(part: Part): boolean {
  return /^attachment/i.test(part.headers['content-disposition'] ?? '');
}

/** Decodes one RFC 822 message as the outbox mailer writes it. */
export function parseEml(raw: string, file = ''): OutboxMail {
  const { headers, body } = splitMessage(raw);
  const parts: Part[] = [];
  collectParts(headers, body, parts);
  const bodyText = (type: string) =>
    parts
      .find((part) => part.type === type && !isAttachment(part))
      ?.bytes.toString('utf8')
      .replace(/\n$/, '');
  return {
    file,
    headers,
    to: headers.to ?? '',
    from: headers.from ?? '',
    subject: headers.subject ?? '',
    text: bodyText('text/plain') ?? '',
    html: bodyText('text/html'),
    attachments: parts.filter(isAttachment).map((part) => ({
      filename: /filename="?([^";]+)"?/i.exec(part.headers['content-disposition'] ?? '')?.[1] ?? '',
      contentType: part.type,
      content: part.bytes,
    })),
    raw,
  };
}

/** The messages in an outbox folder, oldest first (an empty list when none was written). */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const mails = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const written = (await stat(file, { bigint: true })).mtimeNs;
      return { written, mail: parseEml(await readFile(file, 'utf8'), file) };
    }),
  );
  // Write order; a frozen test clock gives several files the same time stamp, and then their names
  // (time stamp, then the sending process's sequence number) keep the order.
  mails.sort((a, b) =>
    a.written === b.written
      ? a.mail.file.localeCompare(b.mail.file)
      : a.written < b.written
        ? -1
        : 1,
  );
  return mails.map((entry) => entry.mail);
}
