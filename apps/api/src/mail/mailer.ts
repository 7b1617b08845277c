import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

/** A file sent with a message. */
export interface MailAttachment {
  /** The name the recipient sees. */
  filename: string;
  /** Its media type, e.g. `application/pdf`. */
  contentType: string;
  /** Its bytes. */
  content: Buffer;
}

/** One outgoing message. */
export interface MailMessage {
  /** Recipient address. */
  to: string;
  /** Subject line. */
  subject: string;
  /** Plain-text body. */
  text: string;
  /** Optional HTML alternative. */
  html?: string;
  /** Files sent with the message (the quote PDF). */
  attachments?: MailAttachment[];
}

/** Sends mail; the server's only way out to users' inboxes. */
export interface Mailer {
  /** Sends one message; rejects when the transport fails. */
  send(message: MailMessage): Promise<void>;
}

/** Options of `createMailer`. */
export interface MailerOptions {
  /** Sender address (`Altalena <noreply@localhost>`). */
  from?: string;
  /** Told about each message written to the outbox (no body: it may hold an OTP). */
  log?: (line: string) => void;
  /** Names outbox files (tests); defaults to the wall clock. */
  now?: () => Date;
}

/** Default sender of every message. */
export const DEFAULT_FROM = 'Altalena <noreply@localhost>';

/** Folder of the `.eml` files when no SMTP server is configured. */
export function outboxDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'outbox');
}

/** `SMTP_URL` → SMTP through nodemailer; unset → one RFC 822 `.eml` file per message in `DATA_DIR/outbox/`. */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'dataDir'>,
  options: MailerOptions = {},
): Mailer {
  const from = options.from ?? DEFAULT_FROM;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const dir = outboxDir(config);
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.info(line));
  // Orders the files of one process even when the clock gives several mails the same instant.
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      // Colons are not allowed in file names on every system.
      const stamp = now().toISOString().replace(/:/g, '-');
      sequence += 1;
      const order = String(sequence).padStart(6, '0');
      const file = path.join(dir, `${stamp}-${order}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message, { flag: 'wx' });
      const files = message.attachments?.length ?? 0;
      log(
        `mail to ${message.to} "${message.subject}"${files > 0 ? ` with ${files} attachment(s)` : ''} written to ${file}`,
      );
    },
  };
}
