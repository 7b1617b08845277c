import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEml, readOutbox } from '../testing';
import { createMailer, outboxDir, type MailMessage } from './mailer';

/** A message with a PDF attached (bytes that are not text: every value 0–255). */
const withAttachment: MailMessage = {
  to: 'ufficio.tecnico@example.it',
  subject: 'Preventivo n. 2026/0001 · Parco Sempione',
  text: 'In allegato il preventivo.',
  html: '<p>In allegato il preventivo.</p>',
  attachments: [
    {
      filename: 'preventivo-2026-0001.pdf',
      contentType: 'application/pdf',
      content: Buffer.concat([
        Buffer.from('%PDF-1.7\n'),
        Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      ]),
    },
  ],
};

/**
 * A minimal SMTP server on 127.0.0.1 that accepts every message and keeps its raw text (RFC 5321: the
 * commands nodemailer sends without TLS or authentication).
 */
async function smtpSink(): Promise<{ url: string; messages: string[]; server: Server }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let data: string | undefined;
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (data !== undefined) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          data += buffer.slice(0, end + 2);
          buffer = buffer.slice(end + 5);
          messages.push(data.replace(/\r\n\.\./g, '\r\n.'));
          data = undefined;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const command = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (command.startsWith('DATA')) {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (command.startsWith('QUIT')) {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 ok\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, messages, server };
}

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'altalena-mail-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the outbox mailer', () => {
  it('writes each message as a parseable RFC 822 .eml file and logs it without the body', async () => {
    const lines: string[] = [];
    const mailer = createMailer(
      { dataDir, smtpUrl: undefined },
      { log: (line) => lines.push(line), now: () => new Date('2026-03-01T10:20:30.456Z') },
    );
    await mailer.send({
      to: 'mario.rossi@example.it',
      subject: 'Il tuo codice è pronto — Altalena',
      text: 'Codice: 123456\nÈ valido per 10 minuti.',
      html: '<p>Codice: <b>123456</b></p>',
    });
    await mailer.send({ to: 'b@example.com', subject: 'Second', text: 'Plain only' });

    // Sent in the same instant: the file names still sort in the order the mails were sent.
    const names = (await readdir(outboxDir({ dataDir }))).sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^2026-03-01T10-20-30\.456Z-000001-[0-9a-f]{8}\.eml$/);
    expect(names[1]).toMatch(/^2026-03-01T10-20-30\.456Z-000002-[0-9a-f]{8}\.eml$/);

    const mails = await readOutbox(outboxDir({ dataDir }));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Il tuo codice è pronto — Altalena',
      'Second',
    ]);
    const [first, second] = mails;
    expect(first!.to).toBe('mario.rossi@example.it');
    expect(first!.from).toContain('Altalena');
    expect(first!.text).toBe('Codice: 123456\nÈ valido per 10 minuti.');
    expect(first!.html).toBe('<p>Codice: <b>123456</b></p>');
    expect(first!.headers['message-id']).toMatch(/^<.+@.+>$/);
    expect(first!.headers.date).toBeDefined();
    expect(first!.raw).toContain('\r\n');
    expect(second!.text).toBe('Plain only');
    expect(second!.html).toBeUndefined();

    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).not.toContain('123456');
  });

  it('writes attachments, byte for byte, beside the text and HTML bodies', async () => {
    const mailer = createMailer({ dataDir, smtpUrl: undefined }, { log: () => {} });
    await mailer.send(withAttachment);
    const [mail] = await readOutbox(outboxDir({ dataDir }));
    expect(mail!.text).toBe('In allegato il preventivo.');
    expect(mail!.html).toBe('<p>In allegato il preventivo.</p>');
    expect(mail!.attachments).toEqual([withAttachment.attachments![0]]);
  });

  it('reads an outbox that was never written as empty', async () => {
    expect(await readOutbox(path.join(dataDir, 'nothing'))).toEqual([]);
  });
});

describe('the SMTP mailer', () => {
  it('sends text, HTML and attachments through the SMTP server of SMTP_URL', async () => {
    const sink = await smtpSink();
    try {
      const mailer = createMailer({ dataDir, smtpUrl: sink.url });
      await mailer.send(withAttachment);
      expect(sink.messages).toHaveLength(1);
      const mail = parseEml(sink.messages[0]!);
      expect(mail.to).toBe('ufficio.tecnico@example.it');
      expect(mail.subject).toBe('Preventivo n. 2026/0001 · Parco Sempione');
      expect(mail.text).toBe('In allegato il preventivo.');
      expect(mail.html).toBe('<p>In allegato il preventivo.</p>');
      expect(mail.attachments).toEqual([withAttachment.attachments![0]]);
      // Nothing is written to the outbox when mail goes out by SMTP.
      expect(await readOutbox(outboxDir({ dataDir }))).toEqual([]);
    } finally {
      sink.server.close();
    }
  });
});
