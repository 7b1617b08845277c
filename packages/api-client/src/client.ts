import { checkPasswordChangeResponse, fieldError, loginResponse, user } from '@altalena/contracts';
import type {
  CheckPasswordChangeResponse,
  FieldError,
  LoginResponse,
  User,
} from '@altalena/contracts';
import { basicAuthorization } from './basic';
import { createCache } from './cache';
import type { Cache } from './cache';
import { encodeBody } from './private/body';
import { UNKNOWN_SERVER_ERROR, errorKeyFor } from './errorKeys';
import { RETRY_STATUSES, parseRetryAfter, retriesFor } from './retry';
import type {
  ApiClientOptions,
  ApiFailure,
  ApiResponse,
  AuthCall,
  HttpMethod,
  QueryValue,
  RequestOptions,
} from './types';

/** Options of a cached read. */
export interface CachedReadOptions extends Omit<RequestOptions, 'body' | 'call' | 'ifMatch'> {
  /** Time to live of the cached answer; the client's default (30 minutes) when omitted. */
  ttlMs?: number;
}

/** The typed client of the Altalena API. */
export interface ApiClient {
  /** The base address requests go to. */
  readonly baseUrl: string;
  /** The name of the username field in request bodies. */
  readonly usernameField: string;
  /** The cache behind `getCached`. */
  readonly cache: Cache;
  /** Sends one request and wraps its answer; never rejects except when `signal` aborts it. */
  request<T = unknown>(
    method: HttpMethod,
    path: string,
    options?: RequestOptions,
  ): Promise<ApiResponse<T>>;
  /** `GET path` (retried once on a transient failure). */
  get<T = unknown>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<ApiResponse<T>>;
  /** `GET path` answered from the cache while a successful earlier answer has not expired. */
  getCached<T = unknown>(path: string, options?: CachedReadOptions): Promise<ApiResponse<T>>;
  /** `POST path` with a JSON or multipart body. */
  post<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'body'>,
  ): Promise<ApiResponse<T>>;
  /** `PUT path` with a JSON or multipart body. */
  put<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'body'>,
  ): Promise<ApiResponse<T>>;
  /** `PATCH path` with a JSON or multipart body. */
  patch<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'body'>,
  ): Promise<ApiResponse<T>>;
  /** `DELETE path`. */
  delete<T = unknown>(
    path: string,
    options?: Omit<RequestOptions, 'body'>,
  ): Promise<ApiResponse<T>>;
  /** `POST /auth/login/` with Basic credentials and never a token; answers `{ token, expiry }`. */
  login(username: string, password: string): Promise<ApiResponse<LoginResponse>>;
  /** `POST /auth/logout/`: deletes the token presented. */
  logout(): Promise<ApiResponse<null>>;
  /** `POST /auth/logout-all/`: deletes every token of the user. */
  logoutAll(): Promise<ApiResponse<null>>;
  /** `GET /auth/is-authenticated/`: succeeds while the token is accepted. */
  isAuthenticated(): Promise<ApiResponse<unknown>>;
  /** `POST /auth/reset-password/`: mails a one-time password to the user. */
  resetPassword(username: string): Promise<ApiResponse<unknown>>;
  /** `POST /auth/otp-change-password/`: sets a new password with the mailed one-time password. */
  otpChangePassword(username: string, password: string, otp: string): Promise<ApiResponse<unknown>>;
  /** `POST /auth/check-psswd-change/`: whether the user must change the password before logging in. */
  checkPasswordChange(username: string): Promise<ApiResponse<CheckPasswordChangeResponse>>;
  /** `POST /auth/change-password/`: replaces the password given the old one. */
  changePassword(
    username: string,
    oldPassword: string,
    password: string,
  ): Promise<ApiResponse<unknown>>;
  /** `GET /users/me/`: the logged-in user. */
  me(): Promise<ApiResponse<User>>;
}

interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function joinUrl(
  baseUrl: string,
  path: string,
  query: Record<string, QueryValue> | undefined,
): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const url = /^https?:\/\//.test(path)
    ? path
    : `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (query === undefined) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  if (search === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

async function readBody(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (text === '') return { ok: true, value: null };
  const type = response.headers.get('content-type') ?? '';
  if (!/[/+]json\b/i.test(type)) return { ok: true, value: text };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function fieldErrorsOf(body: unknown): FieldError[] {
  if (body === null || typeof body !== 'object') return [];
  const list = (body as { error_list?: unknown }).error_list;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const parsed = fieldError.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function failure(
  status: number,
  statusText: string,
  detail: string,
  errors: FieldError[] = [],
): ApiFailure {
  return { status, statusText, error: true, data: { detail, errors } };
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

/** Creates the API client of specification §6–§8: auth header, retries, response wrapper, error keys, cache. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '/api/v1';
  const usernameField = options.usernameField ?? 'username';
  const sleep = options.sleep ?? defaultSleep;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 5000;
  const defaultRetryDelayMs = options.defaultRetryDelayMs ?? 250;
  const now = options.now ?? Date.now;
  const cache = createCache({ ttlMs: options.cacheTtlMs, now });
  const session = options.session;
  const inFlight = new Map<string, Promise<ApiResponse<unknown>>>();
  // Read at call time so that a fetch replaced after creation (tests, polyfills) is used.
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  function headersFor(opts: RequestOptions, contentType: string | undefined): Headers {
    const headers = new Headers(opts.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    if (contentType !== undefined) headers.set('content-type', contentType);
    if (opts.ifMatch !== undefined) headers.set('if-match', opts.ifMatch);
    // Specification §6: the token goes out only while the session is valid, and never with a login.
    const sendToken =
      opts.call !== 'login' && opts.anonymous !== true && session?.isValid() === true;
    const token = sendToken ? session?.getToken() : null;
    if (token) headers.set('authorization', `Token ${token}`);
    return headers;
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    opts: RequestOptions = {},
    parser?: Parser<T>,
  ): Promise<ApiResponse<T>> {
    const url = joinUrl(baseUrl, path, opts.query);
    const retries = retriesFor(method);
    for (let attempt = 0; ; attempt += 1) {
      const encoded = encodeBody(opts.body);
      const init: RequestInit = {
        method,
        headers: headersFor(opts, encoded.contentType),
        body: encoded.body,
      };
      if (opts.signal !== undefined) init.signal = opts.signal;
      let response: Response;
      try {
        response = await doFetch(url, init);
      } catch (error) {
        if (isAbort(error, opts.signal)) throw error;
        if (attempt < retries) {
          await sleep(Math.min(defaultRetryDelayMs, maxRetryDelayMs));
          continue;
        }
        return failure(0, '', UNKNOWN_SERVER_ERROR);
      }

      if (!response.ok && RETRY_STATUSES.has(response.status) && attempt < retries) {
        const asked = parseRetryAfter(response.headers.get('retry-after'), now());
        // The body is not needed; reading it frees the connection.
        await response.body?.cancel().catch(() => undefined);
        await sleep(Math.min(asked ?? defaultRetryDelayMs, maxRetryDelayMs));
        continue;
      }

      let body: Awaited<ReturnType<typeof readBody>>;
      try {
        body = await readBody(response);
      } catch (error) {
        if (isAbort(error, opts.signal)) throw error;
        return failure(0, '', UNKNOWN_SERVER_ERROR);
      }
      const { status, statusText } = response;
      if (!response.ok) {
        const value = body.ok ? body.value : null;
        const detail =
          value !== null && typeof value === 'object'
            ? (value as { detail?: unknown }).detail
            : undefined;
        return failure(
          status,
          statusText,
          errorKeyFor(opts.call, status, detail),
          fieldErrorsOf(value),
        );
      }
      if (!body.ok) return failure(status, statusText, UNKNOWN_SERVER_ERROR);
      if (parser !== undefined) {
        const parsed = parser.safeParse(body.value);
        if (!parsed.success) return failure(status, statusText, UNKNOWN_SERVER_ERROR);
        return { status, statusText, error: false, data: parsed.data };
      }
      return { status, statusText, error: false, data: body.value as T };
    }
  }

  function cacheKey(path: string, query: Record<string, QueryValue> | undefined): string {
    return joinUrl(baseUrl, path, query);
  }

  const withUsername = (username: string, rest: Record<string, string> = {}) => ({
    [usernameField]: username,
    ...rest,
  });

  const authPost = <T>(call: AuthCall, path: string, body?: unknown, parser?: Parser<T>) =>
    request<T>('POST', path, body === undefined ? { call } : { call, body }, parser);

  return {
    baseUrl,
    usernameField,
    cache,
    request: (method, path, opts) => request(method, path, opts),
    get: (path, opts) => request('GET', path, opts),
    getCached<T>(path: string, opts: CachedReadOptions = {}) {
      const { ttlMs, ...rest } = opts;
      const key = cacheKey(path, rest.query);
      const hit = cache.get<ApiResponse<T>>(key);
      if (hit !== undefined) return Promise.resolve(hit);
      // Readers asking for the same resource at once share one request.
      const running = inFlight.get(key) as Promise<ApiResponse<T>> | undefined;
      if (running !== undefined) return running;
      const pending = request<T>('GET', path, rest)
        .then((answer) => {
          if (!answer.error) cache.set(key, answer, ttlMs);
          return answer;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
      return pending;
    },
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
    login: (username, password) =>
      request(
        'POST',
        '/auth/login/',
        {
          call: 'login',
          headers: { authorization: basicAuthorization(username, password) },
        },
        loginResponse,
      ),
    logout: () => authPost<null>('logout', '/auth/logout/'),
    logoutAll: () => authPost<null>('logoutAll', '/auth/logout-all/'),
    isAuthenticated: () => request('GET', '/auth/is-authenticated/'),
    resetPassword: (username) =>
      authPost('resetPassword', '/auth/reset-password/', withUsername(username)),
    otpChangePassword: (username, password, otp) =>
      authPost(
        'otpChangePassword',
        '/auth/otp-change-password/',
        withUsername(username, { password, otp }),
      ),
    checkPasswordChange: (username) =>
      authPost(
        'checkPasswordChange',
        '/auth/check-psswd-change/',
        withUsername(username),
        checkPasswordChangeResponse,
      ),
    changePassword: (username, oldPassword, password) =>
      authPost(
        'changePassword',
        '/auth/change-password/',
        withUsername(username, { old_password: oldPassword, password }),
      ),
    me: () => request('GET', '/users/me/', {}, user),
  };
}
