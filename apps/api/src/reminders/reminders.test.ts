import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../app';
import { listen } from '../testing/client';
import { commands } from '../cliCommands';
import { reminderDeliveries, users } from '../db/schema';
import { insertContract, insertInspection, insertPark } from '../domain/parks/fixtures';
import { insertCustomer } from '../testing/world';
import { businessInstant } from '../resources/calendar';
import { loadDemoData } from '../seed/demo';
import {
  createTestContext,
  readOutbox,
  startServerProcess,
  testDrivers,
  type LoggedLine,
  type OutboxMail,
  type ServerProcess,
  type TestContext,
} from '../testing';
import {
  insertFinding,
  insertQuote,
  insertRecipient,
  reminderWorld,
  type ReminderWorld,
} from './fixtures';
import { reminderMail } from './mail';
import { runReminders } from './run';
import { createReminderScheduler, nextRunAt, registerReminderScheduler } from './scheduler';

/** Monday 7 December 2026, 07:00 in Rome (CET). */
const MONDAY = '2026-12-07T06:00:00Z';

const silent = { info: () => {}, error: () => {} };

/** The mails of an outbox by recipient; fails on a second mail to anyone. */
function byRecipient(mails: OutboxMail[]): Map<string, OutboxMail> {
  const map = new Map<string, OutboxMail>();
  for (const mail of mails) {
    expect(map.has(mail.to), `a second mail to ${mail.to}`).toBe(false);
    map.set(mail.to, mail);
  }
  return map;
}

describe('the reminder schedule', () => {
  it('runs at once after the hour when today had no run, else at the hour, today or tomorrow', () => {
    const before = new Date('2026-12-07T05:59:00Z');
    expect(nextRunAt(before, 7, null).toISOString()).toBe('2026-12-07T06:00:00.000Z');
    const after = new Date('2026-12-07T09:30:00Z');
    expect(nextRunAt(after, 7, null)).toEqual(after);
    expect(nextRunAt(after, 7, '2026-12-07').toISOString()).toBe('2026-12-08T06:00:00.000Z');
    // 23:30 UTC on 7 December is already the 8th in Rome: a new day whose run is due.
    expect(nextRunAt(new Date('2026-12-07T23:30:00Z'), 0, '2026-12-07').toISOString()).toBe(
      '2026-12-07T23:30:00.000Z',
    );
  });

  it('keeps the hour in Rome across the changes of summer time', () => {
    expect(businessInstant('2026-07-01', 7).toISOString()).toBe('2026-07-01T05:00:00.000Z');
    expect(businessInstant('2026-12-01', 7).toISOString()).toBe('2026-12-01T06:00:00.000Z');
    // 29 March 2026 has no 02:00: the run is at 03:00 summer time.
    expect(businessInstant('2026-03-29', 2).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(nextRunAt(new Date('2026-03-28T08:00:00Z'), 7, '2026-03-28').toISOString()).toBe(
      '2026-03-29T05:00:00.000Z',
    );
    expect(nextRunAt(new Date('2026-10-24T08:00:00Z'), 7, '2026-10-24').toISOString()).toBe(
      '2026-10-25T06:00:00.000Z',
    );
  });
});

describe('a reminder mail', () => {
  it('escapes what users wrote in its HTML, and keeps it as written in its text', () => {
    const mail = reminderMail(
      {
        id: 1,
        email: 'a@example.it',
        username: 'a',
        first_name: '',
        language: 'en',
        is_admin: false,
      },
      [
        {
          kind: 'finding_overdue',
          subject: 'finding:1',
          park: 'Parco <b>Uno</b> & Co',
          customer: 'Comune',
          toy: null,
          siteArea: 'fencing',
          description: '<script>alert(1)</script>. ',
          risk: 'low',
          timeframe: '1w',
          inspection: '2026/0001',
          foundOn: '2026-11-01',
          dueBy: '2026-11-08',
        },
      ],
      new Date(MONDAY),
    );
    expect(mail.subject).toBe('Altalena: a finding is past the repair deadline');
    expect(mail.text).toContain('Hello a,');
    expect(mail.text).toContain(
      'Parco <b>Uno</b> & Co, Fencing: <script>alert(1)</script>. Risk: Low. Inspection 2026/0001, ' +
        'found on 01/11/2026: repair within a week, deadline passed on 08/11/2026',
    );
    expect(mail.html).toContain('Parco &lt;b&gt;Uno&lt;/b&gt; &amp; Co');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
  });
});

describe.each(await testDrivers())('reminders on %s', (driver) => {
  let ctx: TestContext;
  let world: ReminderWorld;

  beforeAll(async () => {
    ctx = await createTestContext({ driver, now: MONDAY });
    world = await reminderWorld(ctx);
  });
  afterAll(async () => ctx?.close());

  const run = (deps: AppDeps = ctx.deps) => runReminders(deps, ctx.clock.now(), silent);
  const newMails = async (since: number) => (await ctx.readOutbox()).slice(since);

  it('mails each recipient once, in their language, with every reminder due for them', async () => {
    const result = await run();
    expect(result).toEqual({ mails: 6, reminders: 17, failed: 0 });
    const mails = byRecipient(await ctx.readOutbox());
    expect([...mails.keys()].sort()).toEqual(
      [
        world.admins.it,
        world.admins.en,
        world.admins.noDigest,
        world.alfa.it,
        world.alfa.en,
        world.beta,
      ]
        .map((user) => user.email)
        .sort(),
    );

    // A customer user: the quote to answer first, then the finding, then the inspection due.
    const alfa = mails.get(world.alfa.it.email)!;
    expect(alfa.subject).toBe('Altalena: i tuoi promemoria del 07/12/2026');
    const quote = alfa.text.indexOf(
      `Preventivo ${world.quoteExpiring.number} per Parco Uno (ispezione T/`,
    );
    const finding = alfa.text.indexOf(
      'Parco Uno, Altalena doppia (A1): Catena usurata. Rischio: Alto. Ispezione T/',
    );
    const due = alfa.text.indexOf(
      'Parco Uno, Verona: Ispezione funzionale, da eseguire entro il 09/12/2026',
    );
    expect(quote).toBeGreaterThan(0);
    expect(finding).toBeGreaterThan(quote);
    expect(due).toBeGreaterThan(finding);
    expect(alfa.text).toContain('1234,50\u00a0€, valido fino al 09/12/2026');
    expect(alfa.text).toContain(
      'rilevata il 01/12/2026: intervento entro 48 ore, termine scaduto il 03/12/2026',
    );
    // Parks the contract does not list, types it does not cover, other customers' findings: not here.
    for (const absent of ['Parco Tre', 'Parco Due', 'visiva', 'Pavimentazione mancante', 'Gamma']) {
      expect(alfa.text).not.toContain(absent);
    }
    expect(alfa.html).toContain('<li>Parco Uno, Verona: Ispezione funzionale, da eseguire');

    // Opted out of due inspections, in English.
    const alfaEn = mails.get(world.alfa.en.email)!;
    expect(alfaEn.subject).toBe('Altalena: your reminders of 07/12/2026');
    expect(alfaEn.text).toContain('Quotes waiting for your answer'.toUpperCase());
    expect(alfaEn.text).toContain('Catena usurata');
    expect(alfaEn.text).not.toContain('INSPECTIONS OVERDUE OR DUE');

    // Beta's contract covers every park and type: two never inspected, the routine one next Saturday.
    const beta = mails.get(world.beta.email)!.text;
    expect(beta).toContain('Parco Quattro, Verona: Ispezione funzionale, scaduta dal 15/01/2026');
    expect(beta).toContain(
      'Parco Quattro, Verona: Ispezione principale annuale, scaduta dal 15/01/2026',
    );
    expect(beta).toContain(
      'Parco Quattro, Verona: Ispezione visiva ordinaria, da eseguire entro il 12/12/2026',
    );
    expect(beta).toContain('ISPEZIONI SCADUTE O IN SCADENZA NEI PROSSIMI 14 GIORNI');
    expect(beta).toContain('Pavimentazione mancante. Rischio: Molto alto');
    expect(beta).not.toContain('Cinque');

    // The admins: every customer's findings and the weekly digest of every park.
    const admin = mails.get(world.admins.en.email)!;
    expect(admin.subject).toBe('Altalena: your reminders of 07/12/2026');
    expect(admin.text).toContain(
      'Parco Uno (Comune di Alfa), Altalena doppia (A1): Catena usurata',
    );
    expect(admin.text).toContain('Parco Quattro (Comune di Beta), Access: Pavimentazione mancante');
    expect(admin.text).toContain('INSPECTIONS OF THE WEEK 2026-W50');
    expect(admin.text).toContain('Overdue (7):');
    expect(admin.text).toContain('Due in the next 14 days (4):');
    expect(admin.text).toContain(
      '- Parco Sei (Comune di Gamma): Annual main inspection, due on 15/01/2026',
    );
    expect(admin.text).toContain(
      '- Parco Tre (Comune di Alfa): Operational inspection, due on 09/12/2026',
    );
    expect(admin.html).toContain('<h3>Overdue (7)</h3>');
    expect(mails.get(world.admins.it.email)!.text).toContain('Scadute (7):');
    const noDigest = mails.get(world.admins.noDigest.email)!;
    expect(noDigest.subject).toBe(
      'Altalena: 2 non conformità hanno superato il termine di intervento',
    );
    expect(noDigest.text).not.toContain('settimana');

    const rows = await ctx.db.select().from(reminderDeliveries);
    expect(rows).toHaveLength(17);
    expect(rows.every((row) => row.sent_at !== null)).toBe(true);
  });

  it('sends nothing on a second run', async () => {
    const before = (await ctx.readOutbox()).length;
    expect(await run()).toEqual({ mails: 0, reminders: 0, failed: 0 });
    ctx.clock.advanceHours(5);
    expect(await run()).toEqual({ mails: 0, reminders: 0, failed: 0 });
    expect(await ctx.readOutbox()).toHaveLength(before);
  });

  it('lets users turn off a kind with PATCH users/me/, and sends them none of it', async () => {
    const api = await listen(ctx);
    const token = (await api.login(world.alfa.it.username, world.alfa.it.password)).body.token;
    const me = await api.request('GET', '/users/me/', { token });
    expect(me.body).toMatchObject({ reminder_opt_outs: [], language: 'it' });
    const etag = me.headers.get('etag')!;
    expect(etag).toBe(`"${me.body.version}"`);

    const patch = (json: unknown, ifMatch?: string) =>
      api.request('PATCH', '/users/me/', {
        token,
        json,
        headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
      });
    expect((await patch({ reminder_opt_outs: ['finding_overdue'] })).status).toBe(428);
    const unknown = await patch({ reminder_opt_outs: ['weather_report'] }, etag);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error_list[0].field).toBe('reminder_opt_outs.0');
    expect(
      (await patch({ reminder_opt_outs: ['quote_expiring', 'quote_expiring'] }, etag)).status,
    ).toBe(400);
    expect((await patch({ is_admin: true }, etag)).status).toBe(400);
    const changed = await patch({ reminder_opt_outs: ['finding_overdue'], language: 'en' }, etag);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      reminder_opt_outs: ['finding_overdue'],
      language: 'en',
      version: me.body.version + 1,
    });
    expect(changed.headers.get('etag')).toBe(`"${me.body.version + 1}"`);
    expect((await patch({ language: 'it' }, etag)).status).toBe(412);
    const audit = await ctx.db.execute<{ changes: Record<string, unknown> }>(
      sql`select changes from audit_log where entity = 'user' and entity_id = ${world.alfa.it.id}`,
    );
    expect(audit.rows.at(-1)?.changes).toMatchObject({
      language: { from: 'it', to: 'en' },
      reminder_opt_outs: { from: [], to: ['finding_overdue'] },
    });

    // A new finding past its deadline the next day: everyone of Alfa and the admins but the one opted out.
    ctx.clock.set('2026-12-08T06:00:00Z');
    const inspection = await insertInspection(
      ctx,
      await parkOf(ctx, 'Parco Uno'),
      'extraordinary',
      'completed',
      '2026-12-07T08:00:00Z',
    );
    await insertFinding(ctx, inspection, {
      timeframe: 'immediate',
      description: 'Bullone sporgente',
    });
    const since = (await ctx.readOutbox()).length;
    expect(await run()).toEqual({ mails: 4, reminders: 4, failed: 0 });
    const mails = byRecipient(await newMails(since));
    expect([...mails.keys()].sort()).toEqual(
      [world.admins.it, world.admins.en, world.admins.noDigest, world.alfa.en]
        .map((user) => user.email)
        .sort(),
    );
    for (const mail of mails.values()) expect(mail.text).toContain('Bullone sporgente');
  });

  it('keeps a mail that failed unsent, and the next run sends it once', async () => {
    const park = await parkOf(ctx, 'Parco Quattro');
    const inspection = await insertInspection(
      ctx,
      park,
      'extraordinary',
      'signed',
      '2026-12-01T08:00:00Z',
    );
    await insertQuote(ctx, inspection, { status: 'sent', validUntil: '2026-12-10' });
    const failing: AppDeps = {
      ...ctx.deps,
      mailer: {
        send: async (message) => {
          if (message.to === world.beta.email) throw new Error('SMTP server unreachable');
          await ctx.deps.mailer.send(message);
        },
      },
    };
    const since = (await ctx.readOutbox()).length;
    expect(await run(failing)).toEqual({ mails: 0, reminders: 0, failed: 1 });
    expect(await newMails(since)).toEqual([]);
    const [row] = await ctx.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.user_id, world.beta.id))
      .orderBy(sql`${reminderDeliveries.id} desc`)
      .limit(1);
    expect(row).toMatchObject({ kind: 'quote_expiring', sent_at: null });

    expect(await run()).toEqual({ mails: 1, reminders: 1, failed: 0 });
    const [retried] = await newMails(since);
    expect(retried?.to).toBe(world.beta.email);
    expect(retried?.text).toContain('valido fino al 10/12/2026');
    expect(await run()).toEqual({ mails: 0, reminders: 0, failed: 0 });
  });

  it('mails each reminder once when two schedulers run at the same instant', async () => {
    ctx.clock.set('2026-12-14T06:00:00Z');
    const since = (await ctx.readOutbox()).length;
    const log = { ...silent, info: (details: Record<string, unknown>) => results.push(details) };
    const results: Record<string, unknown>[] = [];
    const first = createReminderScheduler(ctx.deps, { hour: 7, log });
    const second = createReminderScheduler(ctx.deps, { hour: 7, log });
    await Promise.all([first.tick(), second.tick()]);
    await Promise.all([first.stop(), second.stop()]);
    const mails = await newMails(since);
    // The new week's digest, and the carried finding whose week (from 3 December) has passed: to the
    // admins and to Alfa's user who kept finding reminders on.
    byRecipient(mails);
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [world.admins.it, world.admins.en, world.admins.noDigest, world.alfa.en]
        .map((user) => user.email)
        .sort(),
    );
    expect(mails.find((mail) => mail.to === world.admins.it.email)?.text).toContain(
      'ISPEZIONI DELLA SETTIMANA 2026-W51',
    );
    expect(results.reduce((sum, result) => sum + Number(result.mails), 0)).toBe(4);
    expect(ctx.clock.pendingTimers()).toEqual([]);
  });

  if (driver === 'postgres') {
    it(
      'mails each reminder once from two server processes on one database',
      { timeout: 120_000 },
      async () => {
        await twoProcesses();
      },
    );
  }
});

/** The id of the park of that name. */
async function parkOf(ctx: TestContext, name: string): Promise<number> {
  const { rows } = await ctx.db.execute<{ id: number }>(
    sql`select id from parks where name = ${name}`,
  );
  return Number(rows[0]!.id);
}

describe.each(await testDrivers())('the reminder scheduler of the app on %s', (driver) => {
  let ctx: TestContext;
  const registered: { scheduler?: ReturnType<typeof registerReminderScheduler> } = {};

  beforeAll(async () => {
    // Monday 14 December 2026, 06:30 in Rome: the demo data is loaded before the app is ready.
    ctx = await createTestContext({
      driver,
      now: '2026-12-14T05:30:00Z',
      beforeReady: async (app) => {
        await loadDemoData(app.deps, { print: () => {} });
        registered.scheduler = registerReminderScheduler(app);
      },
    });
  });
  afterAll(async () => ctx?.close());

  it('does nothing before the hour, runs when its timer reaches the hour, and stops with the app', async () => {
    await registered.scheduler!.idle();
    expect(await ctx.readOutbox()).toEqual([]);
    expect(await registered.scheduler!.tick()).toBeNull();
    expect(ctx.clock.pendingTimers()).toEqual([new Date('2026-12-14T06:00:00Z')]);

    ctx.clock.set('2026-12-14T05:59:59Z');
    expect(await ctx.readOutbox()).toEqual([]);
    ctx.clock.set('2026-12-14T06:00:00Z');
    await registered.scheduler!.idle();
    const mails = await ctx.readOutbox();
    expect(mails.length).toBeGreaterThan(0);
    byRecipient(mails);
    expect(ctx.clock.pendingTimers()).toEqual([new Date('2026-12-15T06:00:00Z')]);

    // Later the same day: nothing more.
    ctx.clock.set('2026-12-14T20:00:00Z');
    expect(await registered.scheduler!.tick()).toBeNull();

    await ctx.app.close();
    expect(ctx.clock.pendingTimers()).toEqual([]);
  });

  it('runs once more from the CLI as of a given instant, and then writes nothing', async () => {
    const before = (await ctx.readOutbox()).length;
    const output: string[] = [];
    const runCommand = async (flags: Record<string, string>) => {
      output.length = 0;
      const code = await commands['run-reminders']!.run({
        deps: ctx.deps,
        args: [],
        flags,
        print: (line) => output.push(line),
      });
      return { code, line: output.join('\n') };
    };
    // The next Monday: a new weekly digest for the admins.
    const first = await runCommand({ at: '2026-12-21T07:00:00+01:00' });
    expect(first.code).toBe(0);
    const written = (await ctx.readOutbox()).length - before;
    expect(written).toBeGreaterThan(0);
    expect(first.line).toMatch(
      new RegExp(
        `^Reminders as of 2026-12-21T06:00:00.000Z: ${written} mails written \\(\\d+ reminders\\), 0 failed$`,
      ),
    );
    const second = await runCommand({ at: '2026-12-21T07:00:00+01:00' });
    expect(second.line).toMatch(/: 0 mails written \(0 reminders\), 0 failed$/);
    expect((await ctx.readOutbox()).length - before).toBe(written);
    await expect(runCommand({ at: '21/12/2026' })).rejects.toThrow(/--at must be an ISO instant/);
  });
});

/** What a server process's first reminder run logged; a failed run fails at once. */
function reminderRun(server: ServerProcess): Promise<LoggedLine> {
  return Promise.race([
    server.logged('reminder run'),
    server.logged('reminder run failed').then((line) => {
      throw new Error(`the reminder run failed: ${JSON.stringify(line)}\n${server.output()}`);
    }),
  ]);
}

/**
 * Two real API processes (the server from its sources) on one fresh PostgreSQL database, both due to run the reminders
 * as they start (hour 0): every reminder is mailed exactly once, whichever process claims it.
 */
async function twoProcesses(): Promise<void> {
  const ctx = await createTestContext({ driver: 'postgres' });
  const servers: ServerProcess[] = [];
  try {
    const customerId = await insertCustomer(ctx, 'Comune di Zeta');
    await insertContract(ctx, customerId, { start_date: '2000-01-01', frequency_days: {} });
    // Never inspected: each recurring type is due today, the day the park was recorded.
    await insertPark(ctx, customerId, { name: 'Parco Zeta' });
    const customerUsers = 12;
    await ctx.db.insert(users).values(
      Array.from({ length: customerUsers + 2 }, (_, index) => ({
        username: `zeta${index}`,
        email: `zeta${index}@example.it`,
        password_hash: 'not a hash: nobody signs in',
        is_admin: index >= customerUsers,
        customer_id: index >= customerUsers ? null : customerId,
      })),
    );
    const outbox = path.join(ctx.dataDir, 'shared');
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATA_DIR: outbox,
      DATABASE_URL: ctx.config.databaseUrl ?? '',
      // Two processes on one database: production asks for the address both serve.
      PUBLIC_URL: 'http://altalena.test',
      WEB_DIST: path.join(ctx.dataDir, 'no-web-build'),
      MAP_TILE_URL: 'none',
      REMINDER_HOUR: '0',
    };
    // Started in the same tick: both schedulers claim today's reminders at once.
    const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    const runs = await Promise.all(servers.map(reminderRun));

    const mails = await readOutbox(path.join(outbox, 'outbox'));
    byRecipient(mails);
    expect(mails).toHaveLength(customerUsers + 2);
    expect(runs.reduce((sum, run) => sum + Number(run.mails), 0)).toBe(customerUsers + 2);
    expect(runs.reduce((sum, run) => sum + Number(run.reminders), 0)).toBe(customerUsers * 3 + 2);
    const rows = await ctx.db.select().from(reminderDeliveries);
    expect(rows).toHaveLength(customerUsers * 3 + 2);
    expect(rows.every((row) => row.sent_at !== null)).toBe(true);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await ctx.close();
  }
}

describe.each(await testDrivers())('an overdue finding carried forward on %s', (driver) => {
  let ctx: TestContext;

  beforeAll(async () => {
    // Monday 1 March 2027, 08:00 in Rome.
    ctx = await createTestContext({ driver, now: '2027-03-01T07:00:00Z' });
  });
  afterAll(async () => ctx?.close());

  it('is late for the badge and in the reminders from the same day: a month from its first finding', async () => {
    const customer = await insertCustomer(ctx, 'Comune di Zeta');
    const admin = await insertRecipient(ctx, { language: 'en' });
    const park = await insertPark(ctx, customer, { name: 'Parco Zeta', city: 'Verona' });
    // Found on 1 February with a month to repair it (due by 1 March), carried into a re-check of the
    // 20th: the re-check does not restart the month.
    const found = await insertInspection(
      ctx,
      park,
      'extraordinary',
      'signed',
      '2027-02-01T09:00:00Z',
    );
    const original = await insertFinding(ctx, found, {
      timeframe: '1m',
      description: 'Rete di arrampicata strappata',
    });
    const recheck = await insertInspection(
      ctx,
      park,
      'extraordinary',
      'completed',
      '2027-02-20T09:00:00Z',
    );
    const copy = await insertFinding(ctx, recheck, {
      timeframe: '1m',
      description: 'Rete di arrampicata strappata',
      carriedFromId: original,
    });

    const api = await listen(ctx);
    // Signed in anew each day: a token lasts a working day.
    const badge = async () => {
      const { token } = (await api.login(admin.username, admin.password)).body as { token: string };
      const answer = await api.request('GET', `/findings/?park_id=${park}&is_open=true`, { token });
      expect(answer.status).toBe(200);
      return answer.body.results.map((row: { id: number; due_by: string; late: boolean }) => ({
        id: row.id,
        due_by: row.due_by,
        late: row.late,
      }));
    };
    const reminded = async () => {
      const since = (await ctx.readOutbox()).length;
      await runReminders(ctx.deps, ctx.clock.now(), silent);
      return (await ctx.readOutbox())
        .slice(since)
        .filter((mail) => mail.text.includes('Rete di arrampicata strappata'));
    };

    // Its due day: neither late nor reminded.
    expect(await badge()).toEqual([{ id: copy, due_by: '2027-03-01', late: false }]);
    expect(await reminded()).toEqual([]);

    // The day after: late on the badge, and the reminder goes out that day, with the same due day.
    ctx.clock.set('2027-03-02T06:00:00Z');
    expect(await badge()).toEqual([{ id: copy, due_by: '2027-03-01', late: true }]);
    const mails = await reminded();
    expect(mails.map((mail) => mail.to)).toEqual([admin.email]);
    expect(mails[0]!.text).toContain(
      'Parco Zeta (Comune di Zeta), Access: Rete di arrampicata strappata. Risk: High.',
    );
    expect(mails[0]!.text).toContain(
      'found on 01/02/2027: repair within a month, deadline passed on 01/03/2027',
    );
  });
});
