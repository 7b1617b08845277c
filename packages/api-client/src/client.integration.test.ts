import { createApiClient } from './client';
import { createResources } from './resources/definitions';
import { ifMatchOf } from './resources/resource';
import type { ApiClient } from './client';
import type { SessionSource } from './types';
import {
  apiCli,
  buildApiIfNeeded,
  freshDataDir,
  readOtpFromOutbox,
  removeDataDir,
  startApiServer,
} from '../../../testing/realServer';
import type { RealServer } from '../../../testing/realServer';

// The real API server (apps/api/dist/server.js) on a fresh embedded PGlite, over real HTTP.
const ADMIN = { username: 'admin', password: 'Admin12345' };
const FORCED = { username: 'forced', email: 'forced@example.it', password: 'Iniziale1A' };

let server: RealServer;
let dataDir: string;

beforeAll(async () => {
  await buildApiIfNeeded();
  dataDir = await freshDataDir();
  // First start: the administrator comes from ADMIN_USERNAME / ADMIN_PASSWORD.
  const first = await startApiServer(dataDir, {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  expect(first.output()).toContain('Administrator created: username admin');
  await first.stop();
  // A user whose initial password must be changed, made with the CLI while the server is down.
  await apiCli(dataDir, [
    'create-user',
    '--username',
    FORCED.username,
    '--email',
    FORCED.email,
    '--password',
    FORCED.password,
  ]);
  server = await startApiServer(dataDir);
}, 300_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir !== undefined) await removeDataDir(dataDir);
});

/** A client whose session is a token held in a variable (valid while set). */
function clientWith(token: string | null = null): ApiClient & { setToken(t: string | null): void } {
  let current = token;
  const session: SessionSource = { getToken: () => current, isValid: () => current !== null };
  const api = createApiClient({ baseUrl: server.baseUrl, session });
  return Object.assign(api, { setToken: (t: string | null) => (current = t) });
}

async function loginToken(username: string, password: string): Promise<string> {
  const answer = await createApiClient({ baseUrl: server.baseUrl }).login(username, password);
  if (answer.error) throw new Error(`login of ${username} failed: ${JSON.stringify(answer)}`);
  return answer.data.token;
}

describe('login', () => {
  it('answers a 64-hex token and a future expiry for the right credentials', async () => {
    const answer = await clientWith().login(ADMIN.username, ADMIN.password);
    expect(answer.error).toBe(false);
    if (answer.error) return;
    expect(answer.status).toBe(200);
    expect(answer.data.token).toMatch(/^[0-9a-f]{64}$/);
    const expiry = Date.parse(answer.data.expiry);
    expect(expiry).toBeGreaterThan(Date.now() + 9 * 3600_000);
    expect(expiry).toBeLessThan(Date.now() + 11 * 3600_000);
  });

  it('answers 401 invalid_login_credentials for a wrong password, an unknown user and non-ASCII', async () => {
    for (const [username, password] of [
      [ADMIN.username, 'Wrong12345'],
      ['nobody', 'Whatever123'],
      ['niccolò', 'Pàsswörd€1'],
    ] as const) {
      expect(await clientWith().login(username, password)).toMatchObject({
        status: 401,
        statusText: 'Unauthorized',
        error: true,
        data: { detail: 'invalid_login_credentials', errors: [] },
      });
    }
  });

  it('is never sent with a token', async () => {
    // A valid token in the session must not turn a login into anything but a Basic login.
    const token = await loginToken(ADMIN.username, ADMIN.password);
    const answer = await clientWith(token).login(ADMIN.username, 'Wrong12345');
    expect(answer.status).toBe(401);
  });
});

describe('is-authenticated and me', () => {
  it('accepts a fresh token and refuses a missing or unknown one', async () => {
    const token = await loginToken(ADMIN.username, ADMIN.password);
    const api = clientWith(token);
    expect(await api.isAuthenticated()).toMatchObject({ status: 200, error: false });
    api.setToken(null);
    expect(await api.isAuthenticated()).toMatchObject({
      status: 401,
      error: true,
      data: { detail: 'not_authenticated' },
    });
    api.setToken('0'.repeat(64));
    expect((await api.isAuthenticated()).status).toBe(401);
  });

  it('sends no token while the session is not valid', async () => {
    const token = await loginToken(ADMIN.username, ADMIN.password);
    const api = createApiClient({
      baseUrl: server.baseUrl,
      session: { getToken: () => token, isValid: () => false },
    });
    expect((await api.isAuthenticated()).status).toBe(401);
  });

  it('me answers the logged-in user in the shape of the contract', async () => {
    const api = clientWith(await loginToken(ADMIN.username, ADMIN.password));
    const answer = await api.me();
    expect(answer.error).toBe(false);
    expect(answer.data).toMatchObject({
      username: 'admin',
      is_admin: true,
      customer_id: null,
      must_change_password: false,
      is_active: true,
    });
    expect(answer.data).not.toHaveProperty('password_hash');
    api.setToken(null);
    expect(await api.me()).toMatchObject({
      status: 401,
      data: { detail: 'not_authenticated', errors: [] },
    });
  });
});

describe('forced password change', () => {
  it('check-psswd-change says who must change, and user_not_found for nobody', async () => {
    const api = clientWith();
    expect((await api.checkPasswordChange(FORCED.username)).data).toEqual({ must_change: true });
    expect((await api.checkPasswordChange(ADMIN.username)).data).toEqual({ must_change: false });
    expect(await api.checkPasswordChange('nobody')).toMatchObject({
      status: 404,
      statusText: 'Not Found',
      error: true,
      data: { detail: 'user_not_found', errors: [] },
    });
  });

  it('change-password refuses a wrong old password, a weak new one and an unknown user', async () => {
    const api = clientWith();
    const wrongOld = await api.changePassword(FORCED.username, 'Sbagliata1', 'Nuovissima1');
    expect(wrongOld).toMatchObject({
      status: 400,
      error: true,
      data: { detail: 'invalid_password' },
    });
    const weak = await api.changePassword(FORCED.username, FORCED.password, 'debole');
    expect(weak).toMatchObject({ status: 400, data: { detail: 'invalid_password' } });
    expect(weak.error && weak.data.errors.length).toBeGreaterThan(0);
    expect(await api.changePassword('nobody', 'Whatever1', 'Nuovissima1')).toMatchObject({
      status: 404,
      data: { detail: 'user_not_found' },
    });
  });

  it('change-password sets the new password and lifts the forced change', async () => {
    const api = clientWith();
    expect(await api.changePassword(FORCED.username, FORCED.password, 'Nuovissima1')).toMatchObject(
      {
        status: 200,
        error: false,
      },
    );
    expect((await api.checkPasswordChange(FORCED.username)).data).toEqual({ must_change: false });
    expect((await api.login(FORCED.username, FORCED.password)).status).toBe(401);
    expect((await api.login(FORCED.username, 'Nuovissima1')).status).toBe(200);
  });
});

describe('logout and logout-all', () => {
  it('logout deletes the token presented and only that one', async () => {
    const a = clientWith(await loginToken(ADMIN.username, ADMIN.password));
    const b = clientWith(await loginToken(ADMIN.username, ADMIN.password));
    expect(await a.logout()).toMatchObject({
      status: 204,
      statusText: 'No Content',
      error: false,
      data: null,
    });
    expect((await a.isAuthenticated()).status).toBe(401);
    expect((await b.isAuthenticated()).status).toBe(200);
    expect(await a.logout()).toMatchObject({
      status: 401,
      statusText: 'Unauthorized',
      error: true,
      data: { detail: 'not_authenticated', errors: [] },
    });
  });

  it("logout-all deletes every token of the user and leaves another user's alone", async () => {
    const a = clientWith(await loginToken(ADMIN.username, ADMIN.password));
    const b = clientWith(await loginToken(ADMIN.username, ADMIN.password));
    const other = clientWith(await loginToken(FORCED.username, 'Nuovissima1'));
    expect(await a.logoutAll()).toMatchObject({ status: 204, error: false });
    expect((await a.isAuthenticated()).status).toBe(401);
    expect((await b.isAuthenticated()).status).toBe(401);
    expect((await other.isAuthenticated()).status).toBe(200);
    expect(await a.logoutAll()).toMatchObject({
      status: 401,
      data: { detail: 'not_authenticated' },
    });
  });
});

describe('password reset with a mailed OTP', () => {
  it('answers user_not_found for an unknown user', async () => {
    expect(await clientWith().resetPassword('nobody')).toMatchObject({
      status: 404,
      data: { detail: 'user_not_found', errors: [] },
    });
  });

  it('mails an OTP that sets a new password once, closing every session', async () => {
    const api = clientWith();
    const session = clientWith(await loginToken(FORCED.username, 'Nuovissima1'));
    expect(await api.resetPassword(FORCED.username)).toMatchObject({ status: 200, error: false });
    const otp = await readOtpFromOutbox(dataDir, FORCED.email);
    expect(otp).toMatch(/^\d{6}$/);

    const wrong = otp === '000000' ? '111111' : '000000';
    expect(await api.otpChangePassword(FORCED.username, 'Ripristino1', wrong)).toMatchObject({
      status: 401,
      data: { detail: 'invalid_otp' },
    });
    expect(await api.otpChangePassword(FORCED.username, 'debole', otp)).toMatchObject({
      status: 400,
      data: { detail: 'invalid_password' },
    });
    expect(await api.otpChangePassword('nobody', 'Ripristino1', otp)).toMatchObject({
      status: 404,
      data: { detail: 'user_not_found' },
    });
    expect(await api.otpChangePassword(FORCED.username, 'Ripristino1', otp)).toMatchObject({
      status: 200,
      error: false,
    });
    // Single use.
    expect(await api.otpChangePassword(FORCED.username, 'Ancora12345', otp)).toMatchObject({
      status: 401,
      data: { detail: 'invalid_otp' },
    });
    expect((await session.isAuthenticated()).status).toBe(401);
    expect((await api.login(FORCED.username, 'Ripristino1')).status).toBe(200);
  });
});

describe('wire format', () => {
  it('reads error_list from a real validation error', async () => {
    const answer = await clientWith().post('/auth/check-psswd-change/', {
      username: 'x',
      extra: 1,
    });
    expect(answer).toMatchObject({ status: 400, error: true });
    expect(answer.error && Array.isArray(answer.data.errors)).toBe(true);
  });
});

describe('typed resources against the real API', () => {
  const customerBody = {
    name: 'Comune di Prova',
    customer_type: 'municipality' as const,
    email: 'parchi@prova.example',
    address: 'Piazza Municipio 1',
    city: 'Prova',
  };

  async function adminResources() {
    const api = clientWith(await loginToken(ADMIN.username, ADMIN.password));
    return createResources(api);
  }

  it('creates, reads, lists, updates with If-Match and deletes, parsing every answer', async () => {
    const { customers } = await adminResources();
    const created = await customers.create(customerBody);
    expect(created.error).toBe(false);
    if (created.error) return;
    expect(created.status).toBe(201);
    const { id, version } = created.data;
    expect(created.headers.get('location')).toMatch(new RegExp(`/customers/${id}/$`));

    const read = await customers.get(id);
    expect(read.error).toBe(false);
    if (read.error) return;
    expect(read.headers.get('etag')).toBe(ifMatchOf(version));
    expect(read.data.is_active).toBe(true);

    const page = await customers.list({ search: 'di prova', ordering: '-name' });
    expect(page.error).toBe(false);
    if (page.error) return;
    expect(page.data.results.map((row) => row.id)).toContain(id);

    const updated = await customers.update(id, { city: 'Nuova Prova' }, version);
    expect(updated.error).toBe(false);
    if (updated.error) return;
    expect(updated.data).toMatchObject({ city: 'Nuova Prova', version: version + 1 });

    // A second writer still holding the first version is refused and changes nothing.
    const stale = await customers.update(id, { city: 'Sovrascritta' }, version);
    expect(stale).toMatchObject({
      status: 412,
      error: true,
      data: { detail: 'precondition_failed' },
    });
    const after = await customers.get(id);
    expect(after.error ? null : after.data.city).toBe('Nuova Prova');

    expect((await customers.remove(id, updated.data.version)).status).toBe(204);
    expect(await customers.get(id)).toMatchObject({ status: 404, error: true });
  });

  it('puts a refused field on its path in errors', async () => {
    const { customers } = await adminResources();
    const refused = await customers.create({ ...customerBody, vat_number: '12345678901' });
    expect(refused).toMatchObject({ status: 400, error: true });
    if (!refused.error) return;
    expect(refused.data.errors.map((error) => error.field)).toContain('vat_number');
  });
});

describe('uploads', () => {
  it('uploads a contract PDF as multipart, reports completion and serves the same bytes back', async () => {
    const api = clientWith(await loginToken(ADMIN.username, ADMIN.password));
    const { customers, customerContracts, files } = createResources(api);
    const customer = await customers.create({
      name: 'Comune di Upload',
      customer_type: 'municipality',
      email: 'upload@prova.example',
      address: 'Via Carte 1',
      city: 'Prova',
    });
    if (customer.error) throw new Error(JSON.stringify(customer));
    const contract = await customerContracts.create({
      customer_id: customer.data.id,
      number: `UP-${Date.now()}`,
      start_date: '2026-01-01',
      status: 'active',
      services: ['annual_main'],
    });
    if (contract.error) throw new Error(JSON.stringify(contract));
    const pdf = new Blob(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], {
      type: 'application/pdf',
    });
    const form = new FormData();
    form.append('owner_type', 'customer_contract');
    form.append('owner_id', String(contract.data.id));
    form.append('kind', 'document');
    form.append('file', pdf, 'contratto.pdf');
    const progress: number[] = [];
    const uploaded = await api.upload('/files/', form, {
      schema: files.definition.item,
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(uploaded.error).toBe(false);
    if (uploaded.error) return;
    expect(uploaded.data).toMatchObject({
      filename: 'contratto.pdf',
      content_type: 'application/pdf',
    });
    expect(progress.at(-1)).toBe(1);
    const content = await api.download(`/files/${uploaded.data.id}/content/`);
    expect(content.error).toBe(false);
    if (content.error) return;
    expect(content.data.filename).toBe('contratto.pdf');
    expect(await content.data.blob.text()).toBe(await pdf.text());
  });
});
