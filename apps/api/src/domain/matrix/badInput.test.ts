import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../auth/session';
import { makeUser } from '../../testing/client';
import { createTestContext, testDrivers, type TestContext } from '../../testing';
import { domainWorld, type DomainWorld } from '../../testing/world';
import {
  badAuthorizations,
  badIds,
  badIfMatch,
  badMultipart,
  brokenJsonBodies,
  invalidJsonBodies,
  invalidQueries,
  sampleValue,
  type BadInput,
} from '../../testing/arbitraries';
import { buildFixtures, type Fixtures } from './fixtures';
import {
  apiOperations,
  isErrorBody,
  rawClient,
  type Operation,
  type RawClient,
} from '../../testing/apiOperations';

const drivers = await testDrivers();

/**
 * Generated invalid inputs per endpoint: 50 on PostgreSQL when it is reachable (its server does the work
 * outside this process, so the 5 000 requests cost half of PGlite's time) and a sample of 20 on PGlite,
 * which answers from the same schemas and SQL; without PostgreSQL, 50 on PGlite. fast-check draws a new
 * seed every run (it prints it on a failure), so the runs of successive test runs add up.
 */
const RUNS = 50;
function runsOn(driver: 'pglite' | 'postgres'): number {
  if (!drivers.includes('postgres')) return RUNS;
  return driver === 'postgres' ? RUNS : 20;
}
/** At most this share of generated inputs may turn out valid (2xx) by accident. */
const MAX_ACCIDENTALLY_VALID = 0.1;

/** Upload routes: their multipart body is read by the handler, so the document names no body schema. */
const MULTIPART_ROUTES = new Set(['POST /files/']);

/** A 5xx these tests once found, kept as a regression test of its own. */
interface Fixed5xx {
  name: string;
  /** The exact request that showed it. */
  request: { method: string; path: string; headers: Record<string, string>; body?: string };
}

const FIXED_5XX: Fixed5xx[] = [
  {
    name: 'a username holding NUL is a 400, not a 500 (PostgreSQL text cannot hold NUL)',
    request: {
      method: 'POST',
      path: '/auth/check-psswd-change/',
      headers: { 'content-type': 'application/json' },
      body: '{"username":"xxx\\u0000"}',
    },
  },
  {
    name: 'GET /customers/?province=%00 is a 400, not a 500',
    request: { method: 'GET', path: '/customers/?province=%00', headers: {} },
  },
];

/** Routes that end the session they are called with: they get a throwaway user's token. */
const SESSION_ENDING = new Set(['POST /auth/logout/', 'POST /auth/logout-all/']);

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Fills the path parameters of an operation with existing ids of the fixture world. */
function fillPath(operation: Operation, fixtures: Fixtures, badId?: string): string {
  let badUsed = false;
  return operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (badId !== undefined && !badUsed) {
      badUsed = true;
      return badId;
    }
    return String(fixtures.idFor(operation.path, name));
  });
}

/**
 * Generated invalid requests of one operation (every input breaks at least one rule); undefined for an
 * operation that takes nothing a caller could get wrong (a public GET without parameters).
 */
function badInputs(operation: Operation, fixtures: Fixtures): fc.Arbitrary<BadInput> | undefined {
  const hasParams = operation.path.includes('{');
  const hasQuery = operation.parameters.some((parameter) => parameter.in === 'query');
  const sampleBody = operation.jsonBody
    ? JSON.stringify(sampleValue(operation.jsonBody))
    : undefined;
  const withBody = (headers: Record<string, string>): Record<string, string> =>
    sampleBody ? { ...headers, 'content-type': 'application/json' } : headers;
  const ifMatch: Record<string, string> = WRITE_METHODS.has(operation.method)
    ? { 'if-match': '"1"' }
    : {};
  const options: fc.Arbitrary<BadInput>[] = [];
  if (hasParams) {
    options.push(
      badIds.map((id) => ({
        what: `path id ${id}`,
        path: fillPath(operation, fixtures, id),
        headers: withBody(ifMatch),
        body: sampleBody,
      })),
    );
  }
  const path = fillPath(operation, fixtures);
  if (operation.jsonBody) {
    options.push(
      invalidJsonBodies(operation.jsonBody).map((body) => ({
        what: body.what,
        path,
        headers: { ...ifMatch, 'content-type': body.contentType },
        body: body.body,
      })),
    );
  }
  if (operation.jsonBody || operation.multipart || operation.method !== 'GET') {
    options.push(
      brokenJsonBodies(operation.jsonBody).map((body) => ({
        what: body.what,
        path,
        headers: { ...ifMatch, 'content-type': body.contentType },
        body: body.body,
      })),
    );
  }
  if (operation.multipart) {
    options.push(
      badMultipart.map((body) => ({
        what: body.what,
        path,
        headers: (body.contentType ? { 'content-type': body.contentType } : {}) as Record<
          string,
          string
        >,
        body: body.body,
      })),
    );
  }
  if (hasQuery) {
    options.push(
      invalidQueries(operation).map((query) => ({
        what: `query ${query}`,
        path: `${path}?${query}`,
        headers: {},
      })),
    );
  }
  if (hasParams && (operation.method === 'PUT' || operation.method === 'PATCH')) {
    options.push(
      badIfMatch.map((value) => ({
        what: `If-Match ${value}`,
        path,
        headers: withBody({ 'if-match': value }),
        body: sampleBody,
      })),
    );
  }
  if (operation.secured || operation.path === '/auth/login/') {
    options.push(
      badAuthorizations.map((authorization) => ({
        what: `Authorization ${authorization.slice(0, 40)}`,
        path,
        headers: withBody({ ...ifMatch, authorization }),
        body: sampleBody,
      })),
    );
  }
  return options.length > 0 ? fc.oneof(...options) : undefined;
}

describe.each(drivers)('invalid input on every endpoint on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;
  let fixtures: Fixtures;
  let operations: Operation[];
  let send: RawClient;
  let sacrificialToken: string;

  beforeAll(async () => {
    ctx = await createTestContext({ driver });
    world = await domainWorld(ctx);
    fixtures = await buildFixtures(ctx, world);
    operations = (await apiOperations(ctx)).map((operation) =>
      MULTIPART_ROUTES.has(operation.key) ? { ...operation, multipart: true } : operation,
    );
    send = rawClient(ctx);
    const throwaway = await makeUser(ctx, { isAdmin: true });
    sacrificialToken = (await issueToken(ctx.db, throwaway.id, ctx.clock.now(), 24)).token;
  });
  afterAll(async () => ctx?.close());

  it('answers 4xx with {detail, error_list} and never a 5xx', { timeout: 300_000 }, async () => {
    const runs = runsOn(driver);
    const problems: string[] = [];
    const started = Date.now();
    let sent = 0;
    const untestable: string[] = [];
    const only = process.env.MATRIX_ONLY ? new RegExp(process.env.MATRIX_ONLY) : undefined;
    for (const operation of operations) {
      if (only && !only.test(operation.key)) continue;
      const inputs = badInputs(operation, fixtures);
      if (!inputs) {
        untestable.push(operation.key);
        continue;
      }
      let accidental = 0;
      const property = fc.asyncProperty(inputs, fc.nat({ max: 7 }), async (input, callerDraw) => {
        // One in eight requests comes from a customer user; the rest from an admin.
        const token = SESSION_ENDING.has(operation.key)
          ? sacrificialToken
          : callerDraw === 0
            ? fixtures.tokens.customerA
            : fixtures.tokens.admin;
        const headers = { authorization: `Token ${token}`, ...input.headers };
        const response = await send({
          method: operation.method,
          path: input.path,
          headers,
          body: input.body,
        });
        sent += 1;
        if (process.env.MATRIX_VERBOSE === '2') {
          console.info(response.status, operation.method, input.path.slice(0, 120), input.what);
        }
        const where = `${operation.method} ${input.path.slice(0, 160)} [${input.what}]`;
        if (response.status >= 200 && response.status < 300) {
          accidental += 1;
          return;
        }
        if (response.status >= 500) {
          throw new Error(`5xx ${response.status} on ${where}: ${response.text.slice(0, 200)}`);
        }
        if (response.status < 400) {
          throw new Error(`unexpected ${response.status} on ${where}`);
        }
        if (!isErrorBody(response.body)) {
          throw new Error(
            `${response.status} without {detail, error_list} on ${where}: ${response.text.slice(0, 200)}`,
          );
        }
        if (response.status === 400 && response.body.error_list.length === 0) {
          throw new Error(`400 with an empty error_list on ${where}`);
        }
      });
      try {
        await fc.assert(property, { numRuns: runs, endOnFailure: true });
      } catch (error) {
        problems.push(
          `${operation.key}: ${(error as Error).message.split('\n').slice(0, 8).join(' | ')}`,
        );
      }
      if (process.env.MATRIX_VERBOSE) {
        console.info(`${operation.key}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
      if (accidental > runs * MAX_ACCIDENTALLY_VALID) {
        problems.push(`${operation.key}: ${accidental} of ${runs} generated inputs were valid`);
      }
    }
    const seconds = (Date.now() - started) / 1000;
    console.info(
      `bad input on ${driver}: ${operations.length} endpoints × ${runs} runs = ${sent} requests in ${seconds.toFixed(1)} s`,
    );
    expect(problems).toEqual([]);
    // Only parameterless public reads take nothing a caller could get wrong.
    expect(untestable).toEqual(only ? untestable : ['GET /settings/']);
    expect(operations.length).toBeGreaterThan(only ? 0 : 10);
  });

  it.each(FIXED_5XX)('$name', async (bug) => {
    const response = await send({
      ...bug.request,
      headers: { authorization: `Token ${fixtures.tokens.admin}`, ...bug.request.headers },
    });
    expect(response.status).toBe(400);
    expect(isErrorBody(response.body)).toBe(true);
  });

  // A 1 MB body of nested arrays once overflowed the stack of the body check (a 500).
  it('answers deeply nested JSON bodies with a 400, never a 500', async () => {
    for (const depth of [5_000, 100_000]) {
      const response = await send({
        method: 'POST',
        path: '/customers/',
        headers: {
          authorization: `Token ${fixtures.tokens.admin}`,
          'content-type': 'application/json',
        },
        body: `${'['.repeat(depth)}${']'.repeat(depth)}`,
      });
      expect({ depth, status: response.status }).toEqual({ depth, status: 400 });
      expect(isErrorBody(response.body)).toBe(true);
    }
  });
});
