import { count, sql } from 'drizzle-orm';
import type { AppDeps } from '../app';
import { customers } from '../db/schema';
import { businessDay } from '../resources/calendar';
import type { Tx } from '../resources/types';
import { insertCustomerContracts } from './demo/contracts';
import { insertCustomers } from './demo/customers';
import { insertFindings } from './demo/findings';
import { insertInspections } from './demo/inspections';
import { insertInstallers } from './demo/installers';
import { insertItems } from './demo/items';
import { insertNumberSequences } from './demo/numbers';
import { insertParks } from './demo/parks';
import { planDemo } from './demo/plan';
import { insertQuotes } from './demo/quotes';
import { ensureReferenceData } from './demo/referenceData';
import { insertToys } from './demo/toys';
import { insertCustomerUsers, insertStaff } from './demo/users';

/** The password of every demo login (documented in README.md; a demo is not a secret). */
export const DEMO_PASSWORD = 'Altalena2026!';

/** One login of the demo data set. */
export interface DemoLogin {
  username: string;
  role: 'admin' | 'customer';
  /** The customer's name for a customer user. */
  customer: string | null;
}

/** What `loadDemoData` did. */
export interface DemoResult {
  /** False when the database already had customers (nothing was written). */
  loaded: boolean;
  logins: DemoLogin[];
  counts: Record<string, number>;
}

/** Options of `loadDemoData`. */
export interface DemoOptions {
  /** Where the logins table goes (standard output). */
  print?: (line: string) => void;
}

/** Key of the advisory lock that makes concurrent starts load the demo once. */
const DEMO_LOCK_KEY = 0x64656d6f;

/**
 * `DEMO_DATA=1`: on a database without customers, loads the Italian demo data set in one transaction
 * (deterministic for the app clock's day) and prints the demo logins. Does nothing when any customer exists.
 */
export async function loadDemoData(deps: AppDeps, options: DemoOptions = {}): Promise<DemoResult> {
  const { db, clock } = deps;
  const [existing] = await db.select({ n: count() }).from(customers);
  if ((existing?.n ?? 0) > 0) return { loaded: false, logins: [], counts: {} };
  const now = clock.now();
  const today = businessDay(now);
  const passwordHash = await deps.passwords.hash(DEMO_PASSWORD);
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
    const [again] = await tx.select({ n: count() }).from(customers);
    if ((again?.n ?? 0) > 0) return null;
    return writeDemo(tx, today, now, passwordHash);
  });
  if (!result) return { loaded: false, logins: [], counts: {} };
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  printLogins(print, result.logins, result.counts);
  return { loaded: true, ...result };
}

function printLogins(
  print: (line: string) => void,
  logins: DemoLogin[],
  counts: Record<string, number>,
) {
  const width = Math.max(...logins.map((l) => l.username.length), 'username'.length);
  print(
    `Demo data loaded: ${counts.customers} customers, ${counts.parks} parks, ${counts.toys} toys, ` +
      `${counts.inspections} inspections, ${counts.findings} findings, ${counts.quotes} quotes.`,
  );
  print(`Demo logins (password for all: ${DEMO_PASSWORD})`);
  print(`  ${'username'.padEnd(width)}  role      customer`);
  print(`  ${'-'.repeat(width)}  --------  --------`);
  for (const login of logins) {
    print(`  ${login.username.padEnd(width)}  ${login.role.padEnd(8)}  ${login.customer ?? '-'}`);
  }
}

/**
 * Plans the demo (seed/demo/plan), then writes it entity by entity (seed/demo/*). The writing goes on drawing
 * from the plan's generator, so the order of the steps is the order of the rows and of the random choices.
 */
async function writeDemo(tx: Tx, today: string, now: Date, passwordHash: string) {
  await ensureReferenceData(tx, now);
  const { toyPlan, planned, quotesPlan, inspectionLast, quoteLast, rnd } = planDemo(today, now);
  const stamp = { created_at: now, updated_at: now };

  const staff = await insertStaff(tx, passwordHash, stamp);
  const { adminId, inspectorId } = staff;
  const by = { created_by: adminId, ...stamp };
  const customerIds = await insertCustomers(tx, by);
  const customerUsers = await insertCustomerUsers(tx, customerIds, passwordHash, by);
  const contractFor = await insertCustomerContracts(tx, rnd, today, customerIds, by);
  const installerIds = await insertInstallers(tx, rnd, today, by);
  const parkIds = await insertParks(tx, customerIds, by);
  const toyIds = await insertToys(tx, rnd, toyPlan, parkIds, installerIds, by);
  const customerUserIds = customerUsers.ids;
  const inspectionIds = await insertInspections(tx, rnd, planned, {
    today,
    now,
    parkIds,
    contractFor,
    customerUserIds,
    adminId,
    inspectorId,
  });
  const itemIds = await insertItems(tx, planned, adminId);
  const findingCount = await insertFindings(tx, planned, adminId);
  const quoteIds = await insertQuotes(tx, rnd, quotesPlan, {
    now,
    installerIds,
    customerUserIds,
    adminId,
  });
  await insertNumberSequences(tx, inspectionLast, quoteLast);
  return {
    logins: [...staff.logins, ...customerUsers.logins],
    counts: {
      customers: customerIds.length,
      parks: parkIds.length,
      toys: toyIds.length,
      inspections: inspectionIds.length,
      items: itemIds.length,
      findings: findingCount,
      quotes: quoteIds.length,
    },
  };
}
