import { createAuthMachine, PASSWORD_CHANGED_MESSAGE } from './machine';
import type { AuthMachine } from './machine';
import { createFakeNetwork } from './private/fakeNetwork';
import type { FakeNetwork } from './private/fakeNetwork';
import { authStateCodes, authStates } from './states';
import {
  AUTH_TOKEN_EXPIRE_KEY,
  AUTH_TOKEN_KEY,
  AUTH_USERNAME_KEY,
  createMemoryStorage,
} from './storage';
import type { KeyValueStorage } from './storage';

const NOW = Date.parse('2025-05-01T12:00:00Z');
const TOKEN = 'a'.repeat(64);
const EXPIRY = '2025-05-01T22:00:00.000Z';
const error = (detail: string) => ({ detail, error_list: [] });

let clock: number;
let storage: KeyValueStorage;
let net: FakeNetwork;
let machine: AuthMachine;

function setup(initial: Record<string, string> = {}) {
  storage = createMemoryStorage(initial);
  net = createFakeNetwork(storage, () => clock);
  machine = createAuthMachine({ client: net.client, storage, now: () => clock });
}

beforeEach(() => {
  clock = NOW;
  setup();
});

const snap = () => machine.getSnapshot();
const loggedIn = {
  [AUTH_TOKEN_KEY]: TOKEN,
  [AUTH_TOKEN_EXPIRE_KEY]: EXPIRY,
  [AUTH_USERNAME_KEY]: 'mario',
};

async function reachPasswordStep(username = 'mario') {
  net.on('POST /api/v1/auth/check-psswd-change/', { status: 200, body: { must_change: false } });
  machine.start();
  expect(await machine.submitUsername(username)).toBe(true);
}

describe('states (docs/spec/original-specification.md §4)', () => {
  it('lists the states in order with their codes', () => {
    expect(authStates).toEqual([
      'none',
      'login-enter-user',
      'login-enter-ps',
      'force-ps-change',
      'start-ps-reset',
      'otp-ps-reset',
    ]);
    expect(authStateCodes).toEqual({
      none: null,
      'login-enter-user': 0,
      'login-enter-ps': 1,
      'force-ps-change': 2,
      'start-ps-reset': 3,
      'otp-ps-reset': 4,
    });
  });

  it('starts in none with the stored username and the judged session', () => {
    setup(loggedIn);
    expect(snap()).toEqual({
      state: 'none',
      stateCode: null,
      username: 'mario',
      error: false,
      errorKey: null,
      fieldErrors: [],
      errorAt: null,
      retryAt: null,
      message: null,
      pending: false,
      session: 'valid',
    });
  });

  it('start() opens the username step (0)', () => {
    machine.start();
    expect([snap().state, snap().stateCode]).toEqual(['login-enter-user', 0]);
  });

  it('setting a state clears the error flag', async () => {
    net.on('POST /api/v1/auth/check-psswd-change/', { status: 404, body: error('user_not_found') });
    machine.start();
    await machine.submitUsername('ghost');
    expect([snap().error, snap().errorKey]).toEqual([true, 'user_not_found']);
    machine.setState('start-ps-reset');
    expect([snap().state, snap().error, snap().errorKey]).toEqual(['start-ps-reset', false, null]);
  });

  it('notifies subscribers on change only, with a new snapshot object', () => {
    const calls: number[] = [];
    const unsubscribe = machine.subscribe(() => calls.push(1));
    const before = snap();
    expect(snap()).toBe(before);
    machine.start();
    expect(calls).toHaveLength(1);
    expect(snap()).not.toBe(before);
    machine.start();
    expect(calls).toHaveLength(1);
    unsubscribe();
    machine.startReset();
    expect(calls).toHaveLength(1);
  });
});

describe('username step (0)', () => {
  it('goes to the password step (1) when no change is forced', async () => {
    await reachPasswordStep(' mario ');
    expect([snap().state, snap().stateCode, snap().username]).toEqual([
      'login-enter-ps',
      1,
      'mario',
    ]);
    expect(net.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/auth/check-psswd-change/',
      body: { username: 'mario' },
    });
  });

  it('goes to the forced change (2) when the server says so', async () => {
    net.on('POST /api/v1/auth/check-psswd-change/', { status: 200, body: { must_change: true } });
    machine.start();
    expect(await machine.submitUsername('nuovo')).toBe(true);
    expect([snap().state, snap().stateCode]).toEqual(['force-ps-change', 2]);
  });

  it('stays at 0 with user_not_found for an unknown user', async () => {
    net.on('POST /api/v1/auth/check-psswd-change/', { status: 404, body: error('user_not_found') });
    machine.start();
    expect(await machine.submitUsername('ghost')).toBe(false);
    expect(snap()).toMatchObject({
      state: 'login-enter-user',
      error: true,
      errorKey: 'user_not_found',
      pending: false,
    });
  });

  it('shows unknown_server_error when the network fails', async () => {
    net.on('POST /api/v1/auth/check-psswd-change/', 'network-error');
    machine.start();
    expect(await machine.submitUsername('mario')).toBe(false);
    expect(snap()).toMatchObject({ error: true, errorKey: 'unknown_server_error' });
  });

  it('is pending while the call is under way', async () => {
    net.on('POST /api/v1/auth/check-psswd-change/', { status: 200, body: { must_change: false } });
    machine.start();
    net.hold();
    const done = machine.submitUsername('mario');
    await Promise.resolve();
    expect(snap().pending).toBe(true);
    net.release();
    await done;
    expect(snap().pending).toBe(false);
  });
});

describe('password step (1)', () => {
  it('logs in, stores token, expiry and username, and ends in none', async () => {
    await reachPasswordStep();
    net.on('POST /api/v1/auth/login/', { status: 200, body: { token: TOKEN, expiry: EXPIRY } });
    expect(await machine.submitPassword('Segreto123')).toBe(true);
    const login = net.requests.at(-1)!;
    expect(login.headers.get('authorization')).toBe(`Basic ${btoa('mario:Segreto123')}`);
    expect(storage.getItem('AUTH_TOKEN')).toBe(TOKEN);
    expect(storage.getItem('AUTH_TOKEN_EXPIRE')).toBe(EXPIRY);
    expect(storage.getItem('AUTH_USERNAME')).toBe('mario');
    expect(snap()).toMatchObject({
      state: 'none',
      stateCode: null,
      session: 'valid',
      error: false,
      pending: false,
    });
  });

  it('stays at 1 with invalid_login_credentials and stores nothing', async () => {
    await reachPasswordStep();
    net.on('POST /api/v1/auth/login/', { status: 401, body: error('invalid_login_credentials') });
    expect(await machine.submitPassword('wrong')).toBe(false);
    expect(snap()).toMatchObject({
      state: 'login-enter-ps',
      error: true,
      errorKey: 'invalid_login_credentials',
    });
    expect(storage.getItem('AUTH_TOKEN')).toBeNull();
    expect(snap().session).toBe('no-session');
  });

  it('sends the token on later calls once logged in', async () => {
    await reachPasswordStep();
    net.on('POST /api/v1/auth/login/', { status: 200, body: { token: TOKEN, expiry: EXPIRY } });
    await machine.submitPassword('Segreto123');
    net.on('GET /api/v1/auth/is-authenticated/', { status: 200, body: {} });
    await machine.checkServer();
    expect(net.requests.at(-1)!.headers.get('authorization')).toBe(`Token ${TOKEN}`);
  });
});

describe('a wait the server asks for (Retry-After)', () => {
  const held = (seconds: string) => ({
    status: 429,
    body: error('too_many_requests'),
    headers: { 'retry-after': seconds },
  });
  const logins = () => net.requests.filter((r) => r.path === '/api/v1/auth/login/').length;

  it('keeps when the login may be tried again, from the 429 of a held-back username', async () => {
    await reachPasswordStep();
    net.on('POST /api/v1/auth/login/', held('30'));
    expect(await machine.submitPassword('Segreto123')).toBe(false);
    // docs/spec/original-specification.md §8: a 429 of the login is the unknown error.
    expect(snap()).toMatchObject({
      state: 'login-enter-ps',
      error: true,
      errorKey: 'unknown_server_error',
      errorAt: NOW,
      retryAt: NOW + 30_000,
      pending: false,
    });
  });

  it('refuses another attempt before then without a request, showing the failure again', async () => {
    await reachPasswordStep();
    net.on('POST /api/v1/auth/login/', held('30'));
    await machine.submitPassword('Segreto123');
    const calls: number[] = [];
    machine.subscribe(() => calls.push(1));

    clock = NOW + 10_000;
    expect(await machine.submitPassword('Segreto123')).toBe(false);
    expect(logins()).toBe(1);
    expect(calls).toHaveLength(1);
    expect(snap()).toMatchObject({
      error: true,
      errorKey: 'unknown_server_error',
      errorAt: NOW + 10_000,
      retryAt: NOW + 30_000,
      pending: false,
    });

    clock = NOW + 30_000;
    net.on('POST /api/v1/auth/login/', { status: 200, body: { token: TOKEN, expiry: EXPIRY } });
    expect(await machine.submitPassword('Segreto123')).toBe(true);
    expect(logins()).toBe(2);
    expect(snap()).toMatchObject({ state: 'none', errorAt: null, retryAt: null });
  });

  it('is cleared with the error flag when a state is set', async () => {
    await reachPasswordStep();
    net.on('POST /api/v1/auth/login/', held('600'));
    await machine.submitPassword('Segreto123');
    expect(snap().retryAt).toBe(NOW + 600_000);
    machine.changeUser();
    expect(snap()).toMatchObject({
      state: 'login-enter-user',
      error: false,
      errorAt: null,
      retryAt: null,
    });
    expect(await machine.submitUsername('mario')).toBe(true);
  });

  it('reads an HTTP-date Retry-After on the clock of the machine', async () => {
    net.on('POST /api/v1/auth/reset-password/', held(new Date(NOW + 120_000).toUTCString()));
    machine.startReset();
    expect(await machine.requestOtp('mario')).toBe(false);
    expect(snap()).toMatchObject({ state: 'start-ps-reset', retryAt: NOW + 120_000 });
    clock = NOW + 60_000;
    expect(await machine.requestOtp('mario')).toBe(false);
    expect(net.requests).toHaveLength(1);
  });

  it('keeps no wait from a failure without Retry-After, nor from the next one', async () => {
    await reachPasswordStep();
    net.on('POST /api/v1/auth/login/', held('30'));
    await machine.submitPassword('Segreto123');
    clock = NOW + 30_000;
    net.on('POST /api/v1/auth/login/', { status: 401, body: error('invalid_login_credentials') });
    expect(await machine.submitPassword('Sbagliata1')).toBe(false);
    expect(snap()).toMatchObject({
      errorKey: 'invalid_login_credentials',
      errorAt: NOW + 30_000,
      retryAt: null,
    });
  });
});

describe('forced change (2)', () => {
  beforeEach(async () => {
    net.on('POST /api/v1/auth/check-psswd-change/', { status: 200, body: { must_change: true } });
    machine.start();
    await machine.submitUsername('nuovo');
  });

  it('changes the password, then logs in with the new one', async () => {
    net.on('POST /api/v1/auth/change-password/', { status: 200, body: {} });
    net.on('POST /api/v1/auth/login/', { status: 200, body: { token: TOKEN, expiry: EXPIRY } });
    expect(await machine.submitForcedChange('Iniziale1', 'Nuova12345')).toBe(true);
    const [change, login] = net.requests.slice(-2);
    expect(change).toMatchObject({
      path: '/api/v1/auth/change-password/',
      body: { username: 'nuovo', old_password: 'Iniziale1', password: 'Nuova12345' },
    });
    expect(login!.headers.get('authorization')).toBe(`Basic ${btoa('nuovo:Nuova12345')}`);
    expect(snap()).toMatchObject({ state: 'none', session: 'valid', error: false });
    expect(storage.getItem('AUTH_TOKEN')).toBe(TOKEN);
  });

  it('stays at 2 with invalid_password and does not log in', async () => {
    net.on('POST /api/v1/auth/change-password/', { status: 400, body: error('invalid_password') });
    expect(await machine.submitForcedChange('wrong', 'weak')).toBe(false);
    expect(snap()).toMatchObject({
      state: 'force-ps-change',
      error: true,
      errorKey: 'invalid_password',
    });
    expect(net.requests.some((r) => r.path === '/api/v1/auth/login/')).toBe(false);
  });

  it('keeps the error_list entries of a refused change for the form, until the state changes', async () => {
    const errorList = [
      { field: 'old_password', code: 'incorrect', message: 'The password is not correct.' },
    ];
    net.on('POST /api/v1/auth/change-password/', {
      status: 400,
      body: { detail: 'invalid_password', error_list: errorList },
    });
    expect(await machine.submitForcedChange('Sbagliata1', 'Nuova12345')).toBe(false);
    expect(snap()).toMatchObject({ errorKey: 'invalid_password', fieldErrors: errorList });
    machine.back();
    expect(snap()).toMatchObject({ error: false, errorKey: null, fieldErrors: [] });
  });

  it('has no field errors for a failure without an error_list', async () => {
    net.on('POST /api/v1/auth/change-password/', { status: 404, body: { detail: 'x' } });
    await machine.submitForcedChange('a', 'b');
    expect(snap()).toMatchObject({ errorKey: 'user_not_found', fieldErrors: [] });
  });

  it('shows user_not_found from the change', async () => {
    net.on('POST /api/v1/auth/change-password/', { status: 404, body: error('user_not_found') });
    await machine.submitForcedChange('a', 'b');
    expect(snap().errorKey).toBe('user_not_found');
  });

  it('goes to the password step with the error when the login after the change fails', async () => {
    net.on('POST /api/v1/auth/change-password/', { status: 200, body: {} });
    net.on('POST /api/v1/auth/login/', { status: 429, body: error('too_many_requests') });
    expect(await machine.submitForcedChange('Iniziale1', 'Nuova12345')).toBe(false);
    expect(snap()).toMatchObject({
      state: 'login-enter-ps',
      error: true,
      errorKey: 'unknown_server_error',
      message: PASSWORD_CHANGED_MESSAGE,
    });
  });
});

describe('reset (3 → 4 → 1)', () => {
  beforeEach(async () => {
    await reachPasswordStep();
  });

  it('startReset() moves to 3', () => {
    machine.startReset();
    expect([snap().state, snap().stateCode]).toEqual(['start-ps-reset', 3]);
  });

  it('requestOtp() mails the OTP and moves to 4', async () => {
    net.on('POST /api/v1/auth/reset-password/', { status: 200, body: {} });
    machine.startReset();
    expect(await machine.requestOtp()).toBe(true);
    expect(net.requests.at(-1)).toMatchObject({
      path: '/api/v1/auth/reset-password/',
      body: { username: 'mario' },
    });
    expect([snap().state, snap().stateCode]).toEqual(['otp-ps-reset', 4]);
  });

  it('requestOtp(username) resets another user named at step 3', async () => {
    net.on('POST /api/v1/auth/reset-password/', { status: 200, body: {} });
    machine.startReset();
    await machine.requestOtp('lucia');
    expect(net.requests.at(-1)!.body).toEqual({ username: 'lucia' });
    expect(snap().username).toBe('lucia');
  });

  it('stays at 3 with user_not_found', async () => {
    net.on('POST /api/v1/auth/reset-password/', { status: 404, body: error('user_not_found') });
    machine.startReset();
    expect(await machine.requestOtp()).toBe(false);
    expect(snap()).toMatchObject({
      state: 'start-ps-reset',
      error: true,
      errorKey: 'user_not_found',
    });
  });

  it('submitOtp() sets the password, shows success.password_changed and returns to 1', async () => {
    net.on('POST /api/v1/auth/reset-password/', { status: 200, body: {} });
    net.on('POST /api/v1/auth/otp-change-password/', { status: 200, body: {} });
    machine.startReset();
    await machine.requestOtp();
    expect(await machine.submitOtp(' 123456 ', 'Nuova12345')).toBe(true);
    expect(net.requests.at(-1)).toMatchObject({
      path: '/api/v1/auth/otp-change-password/',
      body: { username: 'mario', password: 'Nuova12345', otp: '123456' },
    });
    expect(snap()).toMatchObject({
      state: 'login-enter-ps',
      stateCode: 1,
      message: 'success.password_changed',
      error: false,
    });
  });

  for (const [status, key] of [
    [401, 'invalid_otp'],
    [400, 'invalid_password'],
    [404, 'user_not_found'],
    [500, 'unknown_server_error'],
  ] as const) {
    it(`stays at 4 with ${key} when the OTP change answers ${status}`, async () => {
      net.on('POST /api/v1/auth/reset-password/', { status: 200, body: {} });
      net.on('POST /api/v1/auth/otp-change-password/', { status, body: error('conflict') });
      machine.startReset();
      await machine.requestOtp();
      expect(await machine.submitOtp('000000', 'Nuova12345')).toBe(false);
      expect(snap()).toMatchObject({
        state: 'otp-ps-reset',
        error: true,
        errorKey: key,
        message: null,
      });
    });
  }

  it('keeps the password rules the server refused, per field, for the form', async () => {
    const errorList = [
      { field: 'password', code: 'uppercase', message: 'An upper case letter.' },
      { field: 'password', code: 'digit', message: 'A digit.' },
    ];
    net.on('POST /api/v1/auth/reset-password/', { status: 200, body: {} });
    net.on('POST /api/v1/auth/otp-change-password/', {
      status: 400,
      body: { detail: 'invalid_password', error_list: errorList },
    });
    machine.startReset();
    await machine.requestOtp();
    expect(await machine.submitOtp('123456', 'nuovapassword')).toBe(false);
    expect(snap()).toMatchObject({
      state: 'otp-ps-reset',
      errorKey: 'invalid_password',
      fieldErrors: errorList,
    });
  });

  it('the success message goes with the next action', async () => {
    net.on('POST /api/v1/auth/reset-password/', { status: 200, body: {} });
    net.on('POST /api/v1/auth/otp-change-password/', { status: 200, body: {} });
    net.on('POST /api/v1/auth/login/', { status: 401, body: error('invalid_login_credentials') });
    machine.startReset();
    await machine.requestOtp();
    await machine.submitOtp('123456', 'Nuova12345');
    await machine.submitPassword('typo');
    expect(snap().message).toBeNull();
  });
});

describe('back() and changeUser()', () => {
  const states = ['login-enter-ps', 'force-ps-change', 'start-ps-reset', 'otp-ps-reset'] as const;
  for (const state of states) {
    it(`back() returns from ${state} to 0`, () => {
      machine.setState(state);
      machine.back();
      expect([snap().state, snap().stateCode]).toEqual(['login-enter-user', 0]);
    });
    it(`changeUser() returns from ${state} to 0`, () => {
      machine.setState(state);
      machine.changeUser();
      expect([snap().state, snap().stateCode]).toEqual(['login-enter-user', 0]);
    });
  }
});

describe('server check', () => {
  it('keeps a token the server accepts', async () => {
    setup(loggedIn);
    net.on('GET /api/v1/auth/is-authenticated/', { status: 200, body: {} });
    expect(await machine.checkServer()).toBe('valid');
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBe(TOKEN);
  });

  it('clears the token the server refuses and yields invalid', async () => {
    setup(loggedIn);
    net.on('GET /api/v1/auth/is-authenticated/', { status: 401, body: error('not_authenticated') });
    expect(await machine.checkServer()).toBe('invalid');
    expect(snap().session).toBe('invalid');
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(storage.getItem(AUTH_TOKEN_EXPIRE_KEY)).toBeNull();
    expect(storage.getItem(AUTH_USERNAME_KEY)).toBe('mario');
  });

  it('keeps the token when the network fails: that says nothing about the session', async () => {
    setup(loggedIn);
    net.on('GET /api/v1/auth/is-authenticated/', 'network-error');
    expect(await machine.checkServer()).toBe('valid');
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBe(TOKEN);
  });

  it('asks nothing without a token or with an expired one', async () => {
    expect(await machine.checkServer()).toBe('no-session');
    setup(loggedIn);
    clock = Date.parse(EXPIRY) + 1;
    expect(await machine.checkServer()).toBe('expired');
    expect(net.requests).toHaveLength(0);
  });
});

describe('logout and logout-all', () => {
  for (const [action, path] of [
    ['logout', '/api/v1/auth/logout/'],
    ['logoutAll', '/api/v1/auth/logout-all/'],
  ] as const) {
    it(`${action} calls ${path} with the token and clears token and expiry`, async () => {
      setup(loggedIn);
      net.on(`POST ${path}`, { status: 204 });
      expect(await machine[action]()).toBe(true);
      expect(net.requests.at(-1)!.headers.get('authorization')).toBe(`Token ${TOKEN}`);
      expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
      expect(storage.getItem(AUTH_TOKEN_EXPIRE_KEY)).toBeNull();
      expect(snap().session).toBe('no-session');
    });

    it(`${action} forgets token and expiry as its request goes out, before the server answers`, async () => {
      setup(loggedIn);
      net.on(`POST ${path}`, { status: 204 });
      net.hold();
      const ending = machine[action]();
      // The request carries the token it ends; a page reloaded or left before the answer finds no
      // session, so it never sends that token again (the server may have deleted it already).
      expect(net.requests.at(-1)!.headers.get('authorization')).toBe(`Token ${TOKEN}`);
      expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
      expect(storage.getItem(AUTH_TOKEN_EXPIRE_KEY)).toBeNull();
      net.release();
      expect(await ending).toBe(true);
      expect(snap()).toMatchObject({ session: 'no-session', pending: false });
    });

    it(`${action} clears token and expiry even when the server refuses`, async () => {
      setup(loggedIn);
      net.on(`POST ${path}`, { status: 401, body: error('not_authenticated') });
      expect(await machine[action]()).toBe(false);
      expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
      expect(storage.getItem(AUTH_TOKEN_EXPIRE_KEY)).toBeNull();
    });

    it(`${action} clears token and expiry even when the network fails`, async () => {
      setup(loggedIn);
      net.on(`POST ${path}`, 'network-error');
      expect(await machine[action]()).toBe(false);
      expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
      expect(storage.getItem(AUTH_TOKEN_EXPIRE_KEY)).toBeNull();
      expect(snap()).toMatchObject({ session: 'no-session', pending: false });
    });
  }
});

describe('judgeSession() with an injected clock', () => {
  it('is no-session without a token', () => {
    expect(machine.judgeSession()).toBe('no-session');
  });

  it('is valid before the expiry and expired from it on', () => {
    setup(loggedIn);
    clock = Date.parse(EXPIRY) - 1;
    expect(machine.judgeSession()).toBe('valid');
    clock = Date.parse(EXPIRY);
    expect(machine.judgeSession()).toBe('expired');
    expect(snap().session).toBe('expired');
  });

  it('does not send an expired token', async () => {
    setup(loggedIn);
    clock = Date.parse(EXPIRY) + 1000;
    net.on('POST /api/v1/auth/logout/', { status: 401, body: error('not_authenticated') });
    await machine.logout();
    expect(net.requests.at(-1)!.headers.get('authorization')).toBeNull();
  });
});
