import { z } from 'zod';
import { createApiClient } from './client';
import { base64Utf8, basicAuthorization } from './basic';
import type { AuthCall, SessionSource } from './types';
import { sendJson, startTestServer } from './private/testServer';
import type { RecordedRequest, TestServer } from './private/testServer';

let server: TestServer;
// The test sets what the server answers next.
let answer: { status: number; body?: unknown; raw?: string; contentType?: string } = {
  status: 200,
  body: {},
};

beforeAll(async () => {
  server = await startTestServer((_req, res) => {
    if (answer.raw !== undefined) {
      res.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json' });
      res.end(answer.raw);
    } else if (answer.body === undefined) {
      res.writeHead(answer.status);
      res.end();
    } else {
      sendJson(res, answer.status, answer.body);
    }
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  answer = { status: 200, body: {} };
});

function last(): RecordedRequest {
  const request = server.requests.at(-1);
  if (request === undefined) throw new Error('no request received');
  return request;
}

function session(token: string | null, valid: boolean): SessionSource {
  return { getToken: () => token, isValid: () => valid };
}

const noSleep = async () => undefined;

function client(options: Parameters<typeof createApiClient>[0] = {}) {
  return createApiClient({ baseUrl: server.baseUrl, sleep: noSleep, ...options });
}

describe('response wrapper (docs/spec/original-specification.md §3)', () => {
  it('wraps a success as { status, statusText, error: false, data }', async () => {
    answer = { status: 200, body: { hello: 'world' } };
    expect(await client().get('/things/')).toMatchObject({
      status: 200,
      statusText: 'OK',
      error: false,
      data: { hello: 'world' },
    });
  });

  it('wraps a 204 with data null', async () => {
    answer = { status: 204 };
    expect(await client().post('/things/')).toMatchObject({
      status: 204,
      statusText: 'No Content',
      error: false,
      data: null,
    });
  });

  it('wraps an error as data { detail, errors } with errors read from error_list', async () => {
    const errorList = [{ field: 'name', code: 'required', message: 'Required' }];
    answer = { status: 400, body: { detail: 'validation_error', error_list: errorList } };
    expect(await client().post('/things/', {})).toMatchObject({
      status: 400,
      statusText: 'Bad Request',
      error: true,
      data: { detail: 'validation_error', errors: errorList },
    });
  });

  it('gives errors [] when the body has no error_list or is not JSON', async () => {
    answer = { status: 409, body: { detail: 'conflict' } };
    expect((await client().post('/things/', {})).data).toEqual({ detail: 'conflict', errors: [] });
    answer = { status: 502, raw: '<html>Bad gateway</html>', contentType: 'text/html' };
    expect((await client().post('/things/', {})).data).toEqual({
      detail: 'unknown_server_error',
      errors: [],
    });
  });

  it('uses the server detail of a business call only when it is a known key', async () => {
    answer = { status: 412, body: { detail: 'precondition_failed', error_list: [] } };
    expect((await client().patch('/parks/1/', { name: 'x' })).data).toEqual({
      detail: 'precondition_failed',
      errors: [],
    });
    answer = { status: 400, body: { detail: 'Something went wrong at line 3', error_list: [] } };
    expect((await client().patch('/parks/1/', { name: 'x' })).data).toEqual({
      detail: 'unknown_server_error',
      errors: [],
    });
    answer = { status: 500, body: { detail: 'not_found', error_list: [] } };
    expect((await client().post('/parks/', {})).data).toEqual({
      detail: 'unknown_server_error',
      errors: [],
    });
    // A busy server's 503 keeps its key: the caller tries again later rather than reporting a failure.
    answer = { status: 503, body: { detail: 'server_busy', error_list: [] } };
    expect((await client().post('/files/', {})).data).toEqual({
      detail: 'server_busy',
      errors: [],
    });
    answer = { status: 503, body: { detail: 'not_found', error_list: [] } };
    expect((await client().post('/files/', {})).data).toEqual({
      detail: 'unknown_server_error',
      errors: [],
    });
  });

  it('turns a success with broken JSON into unknown_server_error', async () => {
    answer = { status: 200, raw: '{"token": ' };
    expect(await client().get('/things/')).toMatchObject({
      status: 200,
      statusText: 'OK',
      error: true,
      data: { detail: 'unknown_server_error', errors: [] },
    });
  });

  it('answers status 0 and unknown_server_error when the server cannot be reached', async () => {
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:1/api/v1', sleep: noSleep });
    expect(await api.post('/auth/logout/')).toMatchObject({
      status: 0,
      statusText: '',
      error: true,
      data: { detail: 'unknown_server_error', errors: [] },
    });
  });
});

describe('error key table (docs/spec/original-specification.md §8)', () => {
  // Every row of the table, then statuses the table does not list for the same call.
  const rows: Array<
    [string, (api: ReturnType<typeof client>) => Promise<{ data: unknown }>, number, string]
  > = [
    ['login', (api) => api.login('u', 'p'), 401, 'invalid_login_credentials'],
    ['logout', (api) => api.logout(), 401, 'not_authenticated'],
    ['logout-all', (api) => api.logoutAll(), 401, 'not_authenticated'],
    ['reset', (api) => api.resetPassword('u'), 404, 'user_not_found'],
    ['otp change', (api) => api.otpChangePassword('u', 'p', '123456'), 404, 'user_not_found'],
    ['otp change', (api) => api.otpChangePassword('u', 'p', '123456'), 400, 'invalid_password'],
    ['otp change', (api) => api.otpChangePassword('u', 'p', '123456'), 401, 'invalid_otp'],
    ['change password', (api) => api.changePassword('u', 'o', 'p'), 404, 'user_not_found'],
    ['change password', (api) => api.changePassword('u', 'o', 'p'), 400, 'invalid_password'],
    ['check forced change', (api) => api.checkPasswordChange('u'), 404, 'user_not_found'],
    ['login', (api) => api.login('u', 'p'), 400, 'unknown_server_error'],
    ['login', (api) => api.login('u', 'p'), 429, 'unknown_server_error'],
    ['logout', (api) => api.logout(), 404, 'unknown_server_error'],
    ['reset', (api) => api.resetPassword('u'), 400, 'unknown_server_error'],
    ['reset', (api) => api.resetPassword('u'), 401, 'unknown_server_error'],
    ['otp change', (api) => api.otpChangePassword('u', 'p', '1'), 500, 'unknown_server_error'],
    ['change password', (api) => api.changePassword('u', 'o', 'p'), 401, 'unknown_server_error'],
    ['check forced change', (api) => api.checkPasswordChange('u'), 400, 'unknown_server_error'],
  ];
  for (const [name, call, status, key] of rows) {
    it(`${name} answered ${status} gives ${key}`, async () => {
      // The body's detail is deliberately another key: the table decides, not the server.
      answer = { status, body: { detail: 'conflict', error_list: [] } };
      const result = await call(client());
      expect(result.data).toEqual({ detail: key, errors: [] });
    });
  }

  it('is decided by call and status for every auth call name', async () => {
    const calls: AuthCall[] = [
      'login',
      'logout',
      'logoutAll',
      'resetPassword',
      'otpChangePassword',
    ];
    for (const call of calls) {
      answer = { status: 418, body: { detail: 'not_found', error_list: [] } };
      expect((await client().request('POST', '/x/', { call })).data).toEqual({
        detail: 'unknown_server_error',
        errors: [],
      });
    }
  });
});

describe('Authorization header (docs/spec/original-specification.md §6)', () => {
  it('sends Token <token> while the session is valid', async () => {
    await client({ session: session('abc123', true) }).get('/parks/');
    expect(last().headers.authorization).toBe('Token abc123');
  });

  it('sends no token when the session is not valid', async () => {
    await client({ session: session('abc123', false) }).get('/parks/');
    expect(last().headers.authorization).toBeUndefined();
  });

  it('sends no token when there is none or no session at all', async () => {
    await client({ session: session(null, true) }).get('/parks/');
    expect(last().headers.authorization).toBeUndefined();
    await client().get('/parks/');
    expect(last().headers.authorization).toBeUndefined();
  });

  it('asks the session at every request', async () => {
    let valid = true;
    const api = client({ session: { getToken: () => 'tok', isValid: () => valid } });
    await api.logout();
    expect(last().headers.authorization).toBe('Token tok');
    valid = false;
    await api.logout();
    expect(last().headers.authorization).toBeUndefined();
  });

  it('sends login with Basic credentials and never the token', async () => {
    answer = { status: 200, body: { token: 't', expiry: '2030-01-01T00:00:00Z' } };
    await client({ session: session('abc123', true) }).login('mario', 'Segreto123');
    expect(last().method).toBe('POST');
    expect(last().url).toBe('/api/v1/auth/login/');
    expect(last().headers.authorization).toBe(
      `Basic ${Buffer.from('mario:Segreto123').toString('base64')}`,
    );
    expect(last().body.length).toBe(0);
  });
});

describe('Basic credentials', () => {
  it('encodes non-ASCII usernames and passwords as UTF-8', async () => {
    const username = 'niccolò.müller';
    const password = 'Pàsswörd€1😀';
    expect(basicAuthorization(username, password)).toBe(
      `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`,
    );
    answer = { status: 200, body: { token: 't', expiry: '2030-01-01T00:00:00Z' } };
    await client().login(username, password);
    const header = String(last().headers.authorization);
    expect(Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8')).toBe(
      `${username}:${password}`,
    );
  });

  it('keeps ASCII identical to btoa', () => {
    expect(base64Utf8('admin:Admin123')).toBe(btoa('admin:Admin123'));
  });
});

describe('auth calls', () => {
  it('answers login with { token, expiry }', async () => {
    answer = { status: 200, body: { token: 'f'.repeat(64), expiry: '2030-01-01T00:00:00.000Z' } };
    expect(await client().login('u', 'p')).toMatchObject({
      status: 200,
      statusText: 'OK',
      error: false,
      data: { token: 'f'.repeat(64), expiry: '2030-01-01T00:00:00.000Z' },
    });
  });

  it('rejects a login answer without a token as unknown_server_error', async () => {
    answer = { status: 200, body: { expiry: '2030-01-01T00:00:00.000Z' } };
    expect((await client().login('u', 'p')).data).toEqual({
      detail: 'unknown_server_error',
      errors: [],
    });
  });

  it('sends each call to its path with its body, with the default username field', async () => {
    const api = client();
    answer = { status: 200, body: { must_change: true } };
    expect((await api.checkPasswordChange('anna')).data).toEqual({ must_change: true });
    expect([last().method, last().url, JSON.parse(last().body.toString())]).toEqual([
      'POST',
      '/api/v1/auth/check-psswd-change/',
      { username: 'anna' },
    ]);
    answer = { status: 200, body: {} };
    await api.resetPassword('anna');
    expect([last().url, JSON.parse(last().body.toString())]).toEqual([
      '/api/v1/auth/reset-password/',
      { username: 'anna' },
    ]);
    await api.otpChangePassword('anna', 'Nuova1234', '123456');
    expect([last().url, JSON.parse(last().body.toString())]).toEqual([
      '/api/v1/auth/otp-change-password/',
      { username: 'anna', password: 'Nuova1234', otp: '123456' },
    ]);
    await api.changePassword('anna', 'Vecchia123', 'Nuova1234');
    expect([last().url, JSON.parse(last().body.toString())]).toEqual([
      '/api/v1/auth/change-password/',
      { username: 'anna', old_password: 'Vecchia123', password: 'Nuova1234' },
    ]);
    answer = { status: 204 };
    await api.logout();
    expect([last().method, last().url]).toEqual(['POST', '/api/v1/auth/logout/']);
    await api.logoutAll();
    expect([last().method, last().url]).toEqual(['POST', '/api/v1/auth/logout-all/']);
    answer = { status: 200, body: {} };
    await api.isAuthenticated();
    expect([last().method, last().url]).toEqual(['GET', '/api/v1/auth/is-authenticated/']);
  });

  it('uses the configured username field name (docs/spec/original-specification.md §7)', async () => {
    const api = client({ usernameField: 'email' });
    await api.resetPassword('anna@example.it');
    expect(JSON.parse(last().body.toString())).toEqual({ email: 'anna@example.it' });
    await api.changePassword('anna@example.it', 'a', 'b');
    expect(JSON.parse(last().body.toString())).toEqual({
      email: 'anna@example.it',
      old_password: 'a',
      password: 'b',
    });
  });

  it('answers me with the user, checked against the contract', async () => {
    const me = {
      id: 1,
      version: 1,
      username: 'admin',
      email: 'admin@example.it',
      first_name: '',
      last_name: '',
      is_admin: true,
      customer_id: null,
      language: 'it',
      is_active: true,
      must_change_password: false,
      last_login_at: null,
      reminder_opt_outs: [],
    };
    answer = { status: 200, body: me };
    expect((await client().me()).data).toEqual(me);
    expect(last().url).toBe('/api/v1/users/me/');
  });
});

describe('request bodies (docs/spec/original-specification.md §7)', () => {
  it('sends JSON with its content type', async () => {
    await client().post('/parks/', { name: 'Parco Sempione', fenced: true });
    expect(last().headers['content-type']).toBe('application/json');
    expect(JSON.parse(last().body.toString())).toEqual({ name: 'Parco Sempione', fenced: true });
  });

  it('sends multipart/form-data when a file is included', async () => {
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'altalena.jpg', {
      type: 'image/jpeg',
    });
    await client().post('/files/', {
      kind: 'photo',
      owner_id: 7,
      photo,
      meta: { a: 1 },
      skip: undefined,
    });
    const request = last();
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const parsed = await new Response(new Uint8Array(request.body), {
      headers: { 'content-type': String(request.headers['content-type']) },
    }).formData();
    expect(parsed.get('kind')).toBe('photo');
    expect(parsed.get('owner_id')).toBe('7');
    expect(parsed.get('meta')).toBe('{"a":1}');
    expect(parsed.has('skip')).toBe(false);
    const file = parsed.get('photo') as File;
    expect(file.name).toBe('altalena.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
    );
  });

  it('sends every file of an array under the same field', async () => {
    const a = new Blob(['a'], { type: 'text/plain' });
    const b = new Blob(['b'], { type: 'text/plain' });
    await client().put('/files/', { photos: [a, b] });
    const parsed = await new Response(new Uint8Array(last().body), {
      headers: { 'content-type': String(last().headers['content-type']) },
    }).formData();
    expect(parsed.getAll('photos')).toHaveLength(2);
  });

  it('sends If-Match on writes when asked', async () => {
    await client().patch('/parks/3/', { name: 'x' }, { ifMatch: '"4"' });
    expect(last().headers['if-match']).toBe('"4"');
    await client().delete('/parks/3/', { ifMatch: '"5"' });
    expect([last().method, last().headers['if-match']]).toEqual(['DELETE', '"5"']);
  });

  it('builds query strings, leaving out empty values and repeating arrays', async () => {
    await client().get('/parks/', {
      query: { page: 2, search: 'via roma', status: ['open', 'closed'], x: undefined },
    });
    expect(last().url).toBe('/api/v1/parks/?page=2&search=via+roma&status=open&status=closed');
  });
});

describe('typed answers and headers', () => {
  const thing = z.object({ id: z.number(), name: z.string() });

  it('parses a success with the schema given and keeps the headers', async () => {
    answer = { status: 200, body: { id: 3, name: 'Parco' } };
    const got = await client().get('/things/3/', { schema: thing });
    expect(got.error).toBe(false);
    if (got.error) return;
    expect(got.data.name).toBe('Parco');
    expect(got.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('turns an answer that breaks the schema into unknown_server_error', async () => {
    answer = { status: 200, body: { id: 'three' } };
    const got = await client().get('/things/3/', { schema: thing });
    expect(got).toMatchObject({
      status: 200,
      error: true,
      data: { detail: 'unknown_server_error' },
    });
  });

  it('downloads a file as bytes, asking for CSV', async () => {
    answer = { status: 200, raw: '\uFEFFa;b\r\n', contentType: 'text/csv; charset=utf-8' };
    const got = await client().download('/things/', { query: { format: 'csv' } });
    expect(last().url).toBe('/api/v1/things/?format=csv');
    expect(last().headers.accept).toMatch(/text\/csv/);
    expect(got.error).toBe(false);
    if (got.error) return;
    // The BOM Excel needs is kept byte for byte (Blob.text() would strip it while decoding).
    const bytes = new Uint8Array(await got.data.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
