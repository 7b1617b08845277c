import { parseRetryAfter } from '@altalena/api-client';
import type { ApiClient, ApiFailure } from '@altalena/api-client';
import type { FieldError } from '@altalena/contracts';
import { judgeStoredSession } from './session';
import type { SessionJudgement } from './session';
import { authStateCodes } from './states';
import type { AuthState, AuthStateCode } from './states';
import { clearSession, defaultStorage, storeSession, storedUsername } from './storage';
import type { KeyValueStorage } from './storage';

/** Message key shown after a password was reset with the one-time password. */
export const PASSWORD_CHANGED_MESSAGE = 'success.password_changed';

/** What the auth machine shows at one moment; a new object whenever anything changes. */
export interface AuthSnapshot {
  /** The flow state (docs/spec/original-specification.md §4). */
  state: AuthState;
  /** Its numeric code; null for `none`. */
  stateCode: AuthStateCode;
  /** The username being logged in, or the one stored by the last login. */
  username: string;
  /** Whether the last action failed; setting a state clears it. */
  error: boolean;
  /** The error key of the last failure (the wrapper's `data.detail`), or null. */
  errorKey: string | null;
  /**
   * The field problems of the last failure (the wrapper's `data.errors`, read from `error_list`), for the
   * step's form to put on its fields; empty when there were none or nothing failed.
   */
  fieldErrors: readonly FieldError[];
  /**
   * When the last failure happened (ms since the epoch), or null; an attempt refused before `retryAt`
   * sets it again, so that the wait can be shown (and announced) again.
   */
  errorAt: number | null;
  /**
   * Until when the server asked to wait after the last failure (its `Retry-After`, e.g. a login held back
   * after failed attempts), in ms since the epoch, or null; until then the flow's calls are refused
   * without a request. Setting a state clears it, as it clears the error flag.
   */
  retryAt: number | null;
  /** Message key of a success to show (e.g. `success.password_changed`), or null. */
  message: string | null;
  /** Whether a call is under way. */
  pending: boolean;
  /** The last session judgement. */
  session: SessionJudgement;
}

/** Options of `createAuthMachine`. */
export interface AuthMachineOptions {
  /** The API client; create it with `createSessionSource` over the same storage. */
  client: ApiClient;
  /** Where the token, expiry and username live; `localStorage` by default. */
  storage?: KeyValueStorage;
  /** Clock of the session judgement; `Date.now` by default. */
  now?: () => number;
  /** Called when a session starts or ends: data cached for whoever was logged in must go. */
  onSessionChange?: () => void;
}

/** The auth state machine: a store (subscribe / getSnapshot) and the actions of the login flow. */
export interface AuthMachine {
  /** The current snapshot (the same object until something changes). */
  getSnapshot(): AuthSnapshot;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Moves to `state`, clearing the error flag. */
  setState(state: AuthState): void;
  /** Opens the flow at the username step (0), clearing any message. */
  start(): void;
  /** Asks the server whether `username` must change the password: step 2 if so, else step 1. */
  submitUsername(username: string): Promise<boolean>;
  /** Logs in with the username of the flow; on success stores the session and moves to `none`. */
  submitPassword(password: string): Promise<boolean>;
  /** Changes the password (forced or voluntary), then logs in with the new one. */
  submitForcedChange(oldPassword: string, newPassword: string): Promise<boolean>;
  /** Moves to the start of a reset (3). */
  startReset(): void;
  /** Mails a one-time password to the user (of the flow, or `username`) and moves to step 4. */
  requestOtp(username?: string): Promise<boolean>;
  /** Sets a new password with the one-time password; on success shows the message and returns to step 1. */
  submitOtp(otp: string, newPassword: string): Promise<boolean>;
  /** Returns to the username step (0). */
  back(): void;
  /** Returns to the username step (0) to log in as someone else. */
  changeUser(): void;
  /** Asks the server whether the stored token is still accepted; a refusal clears it and yields `invalid`. */
  checkServer(): Promise<SessionJudgement>;
  /** Logs out this token; the stored token and expiry are cleared even when the call fails. */
  logout(): Promise<boolean>;
  /** Logs out every session of the user; the stored token and expiry are cleared even when the call fails. */
  logoutAll(): Promise<boolean>;
  /** Judges the stored session now (docs/spec/original-specification.md §4) and publishes the judgement. */
  judgeSession(): SessionJudgement;
}

/** The `fieldErrors` of a snapshot without any: one array, so that clearing it twice changes nothing. */
const noFieldErrors: readonly FieldError[] = [];

/**
 * Creates the auth state machine of docs/spec/original-specification.md §4 over an API client and a storage.
 */
export function createAuthMachine(options: AuthMachineOptions): AuthMachine {
  const { client } = options;
  const storage = options.storage ?? defaultStorage();
  const now = options.now ?? Date.now;
  const sessionChanged = () => options.onSessionChange?.();
  const listeners = new Set<() => void>();

  let snapshot: AuthSnapshot = {
    state: 'none',
    stateCode: authStateCodes.none,
    username: storedUsername(storage) ?? '',
    error: false,
    errorKey: null,
    fieldErrors: noFieldErrors,
    errorAt: null,
    retryAt: null,
    message: null,
    pending: false,
    session: judgeStoredSession(storage, now()),
  };

  function update(patch: Partial<AuthSnapshot>): void {
    const next = { ...snapshot, ...patch };
    const changed = (Object.keys(next) as Array<keyof AuthSnapshot>).some(
      (key) => next[key] !== snapshot[key],
    );
    if (!changed) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  }

  function setState(state: AuthState, extra: Partial<AuthSnapshot> = {}): void {
    update({
      message: null,
      ...extra,
      state,
      stateCode: authStateCodes[state],
      error: false,
      errorKey: null,
      fieldErrors: noFieldErrors,
      errorAt: null,
      retryAt: null,
    });
  }

  function fail(answer: ApiFailure, extra: Partial<AuthSnapshot> = {}): false {
    const at = now();
    const wait = parseRetryAfter(answer.headers.get('retry-after'), at);
    update({
      ...extra,
      pending: false,
      error: true,
      errorKey: answer.data.detail,
      fieldErrors: answer.data.errors,
      errorAt: at,
      retryAt: wait === undefined ? null : at + wait,
    });
    return false;
  }

  /**
   * Whether the server's wait after the last failure is still running: then the attempt is refused here,
   * without a request (the server would refuse it too), and the failure is shown again.
   */
  function held(): boolean {
    const at = now();
    if (snapshot.retryAt === null || at >= snapshot.retryAt) return false;
    update({ pending: false, error: true, errorAt: at });
    return true;
  }

  function begin(): void {
    update({ pending: true, message: null });
  }

  async function login(username: string, password: string): Promise<ApiFailure | null> {
    const answer = await client.login(username, password);
    if (answer.error) return answer;
    storeSession(storage, { token: answer.data.token, expiry: answer.data.expiry, username });
    // Cached reads belong to whoever was logged in before.
    sessionChanged();
    setState('none', { username, pending: false, session: judgeStoredSession(storage, now()) });
    return null;
  }

  /**
   * Ends the session with `call` (logout or logout-all). The stored token goes as soon as the request has
   * taken it (the client builds its headers before its first wait), not when the answer comes: the token
   * is gone locally whatever the server answers (docs/spec/original-specification.md §4), and a page
   * reloaded or left before the answer would otherwise find it and send it again, by then deleted on the
   * server (its `/users/me/` answered 401).
   */
  async function endSession(call: () => ReturnType<ApiClient['logout']>): Promise<boolean> {
    update({ pending: true });
    let ok = false;
    try {
      const answer = call();
      clearSession(storage);
      ok = !(await answer).error;
    } finally {
      clearSession(storage);
      sessionChanged();
      update({ pending: false, session: judgeStoredSession(storage, now()) });
    }
    return ok;
  }

  const machine: AuthMachine = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setState: (state) => setState(state),
    start: () => setState('login-enter-user'),

    async submitUsername(username) {
      const name = username.trim();
      if (held()) return false;
      begin();
      const answer = await client.checkPasswordChange(name);
      if (answer.error) return fail(answer, { username: name });
      setState(answer.data.must_change ? 'force-ps-change' : 'login-enter-ps', {
        username: name,
        pending: false,
      });
      return true;
    },

    async submitPassword(password) {
      if (held()) return false;
      begin();
      const failure = await login(snapshot.username, password);
      return failure === null ? true : fail(failure);
    },

    async submitForcedChange(oldPassword, newPassword) {
      if (held()) return false;
      begin();
      const { username } = snapshot;
      const changed = await client.changePassword(username, oldPassword, newPassword);
      if (changed.error) return fail(changed);
      const failure = await login(username, newPassword);
      if (failure === null) return true;
      // The password did change: the user continues from the password step with the new one.
      setState('login-enter-ps', { message: PASSWORD_CHANGED_MESSAGE });
      return fail(failure);
    },

    startReset: () => setState('start-ps-reset'),

    async requestOtp(username) {
      const name = (username ?? snapshot.username).trim();
      if (held()) return false;
      begin();
      const answer = await client.resetPassword(name);
      if (answer.error) return fail(answer, { username: name });
      setState('otp-ps-reset', { username: name, pending: false });
      return true;
    },

    async submitOtp(otp, newPassword) {
      if (held()) return false;
      begin();
      const answer = await client.otpChangePassword(snapshot.username, newPassword, otp.trim());
      if (answer.error) return fail(answer);
      setState('login-enter-ps', { message: PASSWORD_CHANGED_MESSAGE, pending: false });
      return true;
    },

    back: () => setState('login-enter-user'),
    changeUser: () => setState('login-enter-user'),

    async checkServer() {
      const judged = judgeStoredSession(storage, now());
      if (judged !== 'valid') {
        update({ session: judged });
        return judged;
      }
      update({ pending: true });
      const answer = await client.isAuthenticated();
      // Only a refusal by the server ends the session; a network or server failure says nothing about it.
      if (answer.error && (answer.status === 401 || answer.status === 403)) {
        clearSession(storage);
        sessionChanged();
        update({ pending: false, session: 'invalid' });
        return 'invalid';
      }
      update({ pending: false, session: 'valid' });
      return 'valid';
    },

    logout: () => endSession(() => client.logout()),
    logoutAll: () => endSession(() => client.logoutAll()),

    judgeSession() {
      const judged = judgeStoredSession(storage, now());
      update({ session: judged });
      return judged;
    },
  };
  return machine;
}
