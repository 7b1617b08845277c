import type {
  FindingStatus,
  FindingTimeframe,
  ParkStatus,
  QuoteStatus,
  ReminderKind,
  RiskLevel,
  UserLanguage,
} from '@altalena/contracts';
import { eq } from 'drizzle-orm';
import { makeUser } from '../testing/client';
import { customerContracts, findings, inspectionItems, users } from '../db/schema';
import { insertContract, insertInspection, insertPark, insertToy } from '../domain/parks/fixtures';
import { insertQuote as insertQuoteOf } from '../domain/quotes/fixtures';
import { insertCustomer } from '../testing/world';
import type { TestContext } from '../testing';

/** A user of the reminder fixtures. */
export interface WorldUser {
  id: number;
  email: string;
  username: string;
  password: string;
}

let sequence = 0;

/** Inserts a user (an admin without `customerId`) with a language and opt-outs; returns it. */
export async function insertRecipient(
  ctx: TestContext,
  options: {
    customerId?: number;
    language?: UserLanguage;
    optOuts?: ReminderKind[];
    active?: boolean;
  } = {},
): Promise<WorldUser> {
  const user = await makeUser(ctx, {
    isAdmin: options.customerId === undefined,
    language: options.language ?? 'it',
    isActive: options.active ?? true,
  });
  await ctx.db
    .update(users)
    .set({ customer_id: options.customerId ?? null, reminder_opt_outs: options.optOuts ?? [] })
    .where(eq(users.id, user.id));
  return { id: user.id, email: user.email, username: user.username, password: user.password };
}

/** Inserts an item of an inspection (on a toy, or the site's access) with one finding; returns its id. */
export async function insertFinding(
  ctx: TestContext,
  inspectionId: number,
  values: {
    toyId?: number | null;
    timeframe: FindingTimeframe | null;
    status?: FindingStatus;
    risk?: RiskLevel;
    description?: string;
    carriedFromId?: number;
  },
): Promise<number> {
  sequence += 1;
  const now = ctx.clock.now();
  const [item] = await ctx.db
    .insert(inspectionItems)
    .values({
      inspection_id: inspectionId,
      position: sequence,
      toy_id: values.toyId ?? null,
      site_area: values.toyId ? null : 'access',
      outcome: 'defect',
      created_at: now,
      updated_at: now,
    })
    .returning({ id: inspectionItems.id });
  const [row] = await ctx.db
    .insert(findings)
    .values({
      inspection_id: inspectionId,
      item_id: item!.id,
      description: values.description ?? `Difetto ${sequence}`,
      risk_level: values.risk ?? 'high',
      timeframe: values.timeframe,
      recommended_action: 'repair',
      status: values.status ?? 'open',
      carried_from_id: values.carriedFromId ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: findings.id });
  return row!.id;
}

/** A quote of the reminder world: issued 20 November 2026, sent then, answered on the 25th if answered. */
export function insertQuote(
  ctx: TestContext,
  inspectionId: number,
  values: { status: QuoteStatus; validUntil: string; grossCents?: number },
): Promise<{ id: number; number: string }> {
  return insertQuoteOf(ctx, inspectionId, {
    ...values,
    grossCents: values.grossCents ?? 123450,
    answeredAt: ['accepted', 'rejected'].includes(values.status)
      ? new Date('2026-11-25T09:00:00Z')
      : null,
  });
}

/** The reminder world of 7 December 2026 (a Monday): who should get what, and the ids to check it by. */
export interface ReminderWorld {
  admins: { it: WorldUser; en: WorldUser; noDigest: WorldUser; inactive: WorldUser };
  alfa: { it: WorldUser; en: WorldUser; inactive: WorldUser };
  beta: WorldUser;
  gamma: WorldUser;
  quoteExpiring: { id: number; number: string };
  overdueFinding: number;
  immediateFinding: number;
}

/**
 * Three customers and their parks as of Monday 7 December 2026, 07:00 in Rome:
 * - Alfa's contract lists parks Uno and Due and covers operational and annual inspections (not routine
 *   ones): Uno's operational inspection is due on 9 December; Tre (not listed) is due too. Its sent quote
 *   expires on 9 December; others are answered, expired or far off. Uno has a 48-hour finding from
 *   1 December (past) and others that are not past, resolved or of a cancelled inspection; Due has a
 *   1-week finding of 3 December carried into an inspection of the 6th (late from the 11th).
 * - Beta's contract covers all its parks and types: Quattro was never inspected (due since January) and
 *   has an immediate finding from yesterday; Cinque is archived.
 * - Gamma's contract is suspended: nothing is reminded to its user, though its park is overdue.
 */
export async function reminderWorld(ctx: TestContext): Promise<ReminderWorld> {
  const january = new Date('2026-01-15T09:00:00Z');
  const alfaId = await insertCustomer(ctx, 'Comune di Alfa');
  const betaId = await insertCustomer(ctx, 'Comune di Beta');
  const gammaId = await insertCustomer(ctx, 'Comune di Gamma');

  const admins = {
    it: await insertRecipient(ctx),
    en: await insertRecipient(ctx, { language: 'en' }),
    noDigest: await insertRecipient(ctx, { optOuts: ['admin_digest'] }),
    inactive: await insertRecipient(ctx, { active: false }),
  };
  const alfa = {
    it: await insertRecipient(ctx, { customerId: alfaId }),
    en: await insertRecipient(ctx, {
      customerId: alfaId,
      language: 'en',
      optOuts: ['inspection_due'],
    }),
    inactive: await insertRecipient(ctx, { customerId: alfaId, active: false }),
  };
  const beta = await insertRecipient(ctx, { customerId: betaId });
  const gamma = await insertRecipient(ctx, { customerId: gammaId });

  const park = (customerId: number, name: string, status: ParkStatus = 'open') =>
    insertPark(ctx, customerId, { name, city: 'Verona', status, created_at: january });
  const uno = await park(alfaId, 'Parco Uno');
  const due = await park(alfaId, 'Parco Due');
  const tre = await park(alfaId, 'Parco Tre');
  const quattro = await park(betaId, 'Parco Quattro');
  await park(betaId, 'Parco Cinque', 'archived');
  const sei = await park(gammaId, 'Parco Sei');

  const alfaContract = await insertContract(ctx, alfaId, {
    start_date: '2026-01-01',
    frequency_days: {},
    parkIds: [uno, due],
  });
  await ctx.db
    .update(customerContracts)
    .set({ services: ['operational', 'annual_main', 'repair'] })
    .where(eq(customerContracts.id, alfaContract));
  // An ended contract covering routine inspections does not count.
  await insertContract(ctx, alfaId, {
    start_date: '2025-01-01',
    end_date: '2025-12-31',
    frequency_days: {},
  });
  await insertContract(ctx, betaId, { start_date: '2026-01-01', frequency_days: {} });
  await insertContract(ctx, gammaId, {
    status: 'suspended',
    start_date: '2026-01-01',
    frequency_days: {},
  });

  // Uno: operational due on 9 December (90 days after 10 September), annual next March.
  const unoOperational = await insertInspection(
    ctx,
    uno,
    'operational',
    'signed',
    '2026-09-10T09:00:00Z',
  );
  await insertInspection(ctx, uno, 'annual_main', 'signed', '2026-03-01T09:00:00Z');
  // Due: nothing within 14 days of the covered types.
  await insertInspection(ctx, due, 'operational', 'signed', '2026-11-01T09:00:00Z');
  await insertInspection(ctx, due, 'annual_main', 'signed', '2026-06-01T09:00:00Z');
  // Tre: due, but the contract does not list it.
  await insertInspection(ctx, tre, 'operational', 'signed', '2026-09-10T09:00:00Z');
  await insertInspection(ctx, tre, 'annual_main', 'signed', '2026-06-01T09:00:00Z');
  // Quattro: routine visits done; operational and annual never: due since January.
  await insertInspection(ctx, quattro, 'routine_visual', 'completed', '2026-12-05T09:00:00Z');
  await insertInspection(ctx, sei, 'routine_visual', 'completed', '2026-12-05T09:00:00Z');

  const quoteExpiring = await insertQuote(ctx, unoOperational, {
    status: 'sent',
    validUntil: '2026-12-09',
  });
  const later = await insertInspection(
    ctx,
    uno,
    'extraordinary',
    'completed',
    '2026-11-20T09:00:00Z',
  );
  await insertQuote(ctx, later, { status: 'sent', validUntil: '2026-12-20' });
  const answered = await insertInspection(
    ctx,
    due,
    'extraordinary',
    'signed',
    '2026-11-02T09:00:00Z',
  );
  await insertQuote(ctx, answered, { status: 'accepted', validUntil: '2026-12-08' });
  const lapsed = await insertInspection(
    ctx,
    tre,
    'extraordinary',
    'signed',
    '2026-10-02T09:00:00Z',
  );
  await insertQuote(ctx, lapsed, { status: 'sent', validUntil: '2026-12-06' });

  const swing = await insertToy(ctx, uno, { name: 'Altalena doppia', code: 'A1' });
  const december = await insertInspection(
    ctx,
    uno,
    'extraordinary',
    'completed',
    '2026-12-01T10:00:00Z',
  );
  const overdueFinding = await insertFinding(ctx, december, {
    toyId: swing,
    timeframe: '48h',
    description: 'Catena usurata',
  });
  await insertFinding(ctx, december, { timeframe: '1m' });
  await insertFinding(ctx, december, { timeframe: 'next_inspection' });
  await insertFinding(ctx, december, { timeframe: null });
  await insertFinding(ctx, december, { timeframe: '48h', status: 'resolved' });
  const cancelled = await insertInspection(
    ctx,
    uno,
    'extraordinary',
    'cancelled',
    '2026-11-01T10:00:00Z',
  );
  await insertFinding(ctx, cancelled, { timeframe: 'immediate' });
  // Carried forward into a later inspection: reminded once, by the copy, when the week from its first
  // finding (3 December) has passed: from 11 December, not on the 7th.
  const found = await insertInspection(ctx, due, 'extraordinary', 'signed', '2026-12-03T10:00:00Z');
  const original = await insertFinding(ctx, found, { timeframe: '1w' });
  const recheck = await insertInspection(
    ctx,
    due,
    'extraordinary',
    'completed',
    '2026-12-06T10:00:00Z',
  );
  await insertFinding(ctx, recheck, { timeframe: '1w', carriedFromId: original });

  const yesterday = await insertInspection(
    ctx,
    quattro,
    'extraordinary',
    'completed',
    '2026-12-06T15:00:00Z',
  );
  const immediateFinding = await insertFinding(ctx, yesterday, {
    timeframe: 'immediate',
    risk: 'very_high',
    description: 'Pavimentazione mancante',
  });

  return { admins, alfa, beta, gamma, quoteExpiring, overdueFinding, immediateFinding };
}
