import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readOutbox } from '../testing';
import { createMailer, outboxDir } from './mailer';

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

  it('reads an outbox that was never written as empty', async () => {
    expect(await readOutbox(path.join(dataDir, 'nothing'))).toEqual([]);
  });
});
