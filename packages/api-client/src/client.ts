import { checkPasswordChangeResponse, fieldError, loginResponse, user } from '@altalena/contracts';
import type {
  CheckPasswordChangeResponse,
  FieldError,
  LoginResponse,
  User,
} from '@altalena/contracts';
import { basicAuthorization } from './basic';
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

/** The typed client of the Altalena API. */
export interface ApiClient {
  /** The base address requests go to. */
  readonly baseUrl: string;
  /** The name of the username field in request bodies. */
  readonly usernameField: string;
  /**
   * Sends one request and wraps its answer; never rejects except when `signal` aborts it. With a
   * `schema` the answer is parsed by it (a body that does not match is an `unknown_server_error`);
   * without one, `data` is `unknown`.
   */
  request<S extends AnswerSchema = AnswerSchema<unknown>>(
    method: HttpMethod,
    path: string,
    options?: TypedRequestOptions<S>,
  ): Promise<ApiResponse<AnswerOf<S>>>;
  /** `GET path` (retried once on a transient failure). */
  get<S extends AnswerSchema = AnswerSchema<unknown>>(
    path: string,
    options?: Omit<TypedRequestOptions<S>, 'body'>,
  ): Promise<ApiResponse<AnswerOf<S>>>;
  /** `POST path` with a JSON or multipart body. */
  post<S extends AnswerSchema = AnswerSchema<unknown>>(
    path: string,
    body?: unknown,
    options?: Omit<TypedRequestOptions<S>, 'body'>,
  ): Promise<ApiResponse<AnswerOf<S>>>;
  /** `PUT path` with a JSON or multipart body. */
  put<S extends AnswerSchema = AnswerSchema<unknown>>(
    path: string,
    body?: unknown,
    options?: Omit<TypedRequestOptions<S>, 'body'>,
  ): Promise<ApiResponse<AnswerOf<S>>>;
  /** `PATCH path` with a JSON or multipart body. */
  patch<S extends AnswerSchema = AnswerSchema<unknown>>(
    path: string,
    body?: unknown,
    options?: Omit<TypedRequestOptions<S>, 'body'>,
  ): Promise<ApiResponse<AnswerOf<S>>>;
  /** `DELETE path`. */
  delete<S extends AnswerSchema = AnswerSchema<unknown>>(
    path: string,
    options?: Omit<TypedRequestOptions<S>, 'body'>,
  ): Promise<ApiResponse<AnswerOf<S>>>;
  /** `GET path` as a file (e.g. a CSV export): the body as a Blob, with its file name. */
  download(path: string, options?: Omit<RequestOptions, 'body'>): Promise<ApiResponse<Download>>;
  /**
   * `POST path` with a multipart body, reporting the bytes sent (a file upload's progress bar); never
   * retried. Uses XMLHttpRequest where there is one (fetch cannot report upload progress), loaded with
   * the first upload.
   */
  upload<S extends AnswerSchema = AnswerSchema<unknown>>(
    path: string,
    form: FormData,
    options?: UploadOptions<S>,
  ): Promise<ApiResponse<AnswerOf<S>>>;
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

/** Anything that parses an answer body: a zod schema of the contracts. */
export interface AnswerSchema<T = unknown> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** The type an answer schema yields. */
export type AnswerOf<S> = S extends AnswerSchema<infer T> ? T : unknown;

/** Options of a request whose answer `schema` parses. */
export interface TypedRequestOptions<S extends AnswerSchema> extends RequestOptions {
  /** Parses the successful answer; a body that does not match is an `unknown_server_error`. */
  schema?: S;
}

/** Options of an upload. */
export interface UploadOptions<S extends AnswerSchema> {
  /** Parses the answer. */
  schema?: S;
  /** Called as bytes go out, with the fraction sent (0–1). */
  onProgress?: (fraction: number) => void;
  /** Aborts the upload. */
  signal?: AbortSignal;
}

/** A downloaded file. */
export interface Download {
  blob: Blob;
  /** The name `Content-Disposition` gives, if any. */
  filename: string | null;
}

function filenameOf(disposition: string | null): string | null {
  if (disposition === null) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1] !== undefined) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
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
  headers: Headers = new Headers(),
): ApiFailure {
  return { status, statusText, error: true, data: { detail, errors }, headers };
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

/**
 * Creates the API client of docs/spec/original-specification.md §6–§8: auth header, retries, response
 * wrapper, error keys.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '/api/v1';
  const usernameField = options.usernameField ?? 'username';
  const sleep = options.sleep ?? defaultSleep;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 5000;
  const defaultRetryDelayMs = options.defaultRetryDelayMs ?? 250;
  const now = options.now ?? Date.now;
  const session = options.session;
  // Read at call time so that a fetch replaced after creation (tests, polyfills) is used.
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  function headersFor(opts: RequestOptions, contentType: string | undefined): Headers {
    const headers = new Headers(opts.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    if (contentType !== undefined) headers.set('content-type', contentType);
    if (opts.ifMatch !== undefined) headers.set('if-match', opts.ifMatch);
    // docs/spec/original-specification.md §6: the token goes out only while the session is valid, and never
    // with a login.
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
    parser?: AnswerSchema<T>,
    asBlob = false,
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

      const { status, statusText, headers } = response;
      let body: Awaited<ReturnType<typeof readBody>>;
      try {
        if (asBlob && response.ok) {
          const blob = await response.blob();
          const data = { blob, filename: filenameOf(headers.get('content-disposition')) };
          return { status, statusText, error: false, data: data as T, headers };
        }
        body = await readBody(response);
      } catch (error) {
        if (isAbort(error, opts.signal)) throw error;
        return failure(0, '', UNKNOWN_SERVER_ERROR);
      }
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
          headers,
        );
      }
      if (!body.ok) return failure(status, statusText, UNKNOWN_SERVER_ERROR, [], headers);
      if (parser !== undefined) {
        const parsed = parser.safeParse(body.value);
        if (!parsed.success) return failure(status, statusText, UNKNOWN_SERVER_ERROR, [], headers);
        return { status, statusText, error: false, data: parsed.data, headers };
      }
      // No schema: the caller asked for `unknown` (see `ApiClient.request`).
      return { status, statusText, error: false, data: body.value as T, headers };
    }
  }

  const send = <S extends AnswerSchema>(
    method: HttpMethod,
    path: string,
    opts: TypedRequestOptions<S> = {},
  ) => {
    const { schema, ...rest } = opts;
    return request<AnswerOf<S>>(method, path, rest, schema as AnswerSchema<AnswerOf<S>>);
  };

  const withUsername = (username: string, rest: Record<string, string> = {}) => ({
    [usernameField]: username,
    ...rest,
  });

  const authPost = <T>(call: AuthCall, path: string, body?: unknown, parser?: AnswerSchema<T>) =>
    request<T>('POST', path, body === undefined ? { call } : { call, body }, parser);

  return {
    baseUrl,
    usernameField,
    request: (method, path, opts) => send(method, path, opts),
    get: (path, opts) => send('GET', path, opts),
    post: (path, body, opts) => send('POST', path, { ...opts, body }),
    put: (path, body, opts) => send('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => send('PATCH', path, { ...opts, body }),
    delete: (path, opts) => send('DELETE', path, opts),
    async upload<S extends AnswerSchema>(
      path: string,
      form: FormData,
      opts: UploadOptions<S> = {},
    ) {
      let viaXhr: typeof fetch | undefined;
      if (typeof XMLHttpRequest !== 'undefined' && options.fetch === undefined) {
        try {
          viaXhr = (await import('./private/xhrFetch')).xhrFetch(opts.onProgress);
        } catch {
          // Its chunk did not load (e.g. replaced by a new deployment): fetch, without progress.
        }
      }
      const uploader = createApiClient(viaXhr ? { ...options, fetch: viaXhr } : options);
      const answer = await uploader.post<S>(path, form, {
        schema: opts.schema,
        signal: opts.signal,
      });
      if (!answer.error) opts.onProgress?.(1);
      return answer;
    },
    download: (path, opts) =>
      request<Download>(
        'GET',
        path,
        { ...opts, headers: { accept: 'text/csv, application/octet-stream', ...opts?.headers } },
        undefined,
        true,
      ),
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
    isAuthenticated: () => request<unknown>('GET', '/auth/is-authenticated/'),
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
