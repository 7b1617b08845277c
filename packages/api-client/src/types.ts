import type { FieldError } from '@altalena/contracts';

/** Where the client reads the session token from; the token is sent only while `isValid()` is true. */
export interface SessionSource {
  /** The stored token, or null when there is none. */
  getToken(): string | null;
  /** Whether the stored session is valid now (docs/spec/original-specification.md §4 judgement). */
  isValid(): boolean;
}

/** `data` of a failed call: the error key and the field errors read from the body's `error_list`. */
export interface ApiErrorData {
  /** The error key of docs/spec/original-specification.md §8 (e.g. `invalid_login_credentials`). */
  detail: string;
  /** The field problems the server listed; empty when it listed none. */
  errors: FieldError[];
}

/** A successful answer in the response wrapper of docs/spec/original-specification.md §3. */
export interface ApiSuccess<T> {
  status: number;
  statusText: string;
  error: false;
  data: T;
  /** The answer's headers (`ETag`, `Location`, …). */
  headers: Headers;
}

/**
 * A failed answer in the response wrapper of docs/spec/original-specification.md §3 (status 0 for a network
 * failure).
 */
export interface ApiFailure {
  status: number;
  statusText: string;
  error: true;
  data: ApiErrorData;
  /** The answer's headers; empty for a network failure. */
  headers: Headers;
}

/** The response wrapper of docs/spec/original-specification.md §3: `{ status, statusText, error, data }`. */
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

/** HTTP methods the client sends. */
export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The auth calls with their own rows in the error table of docs/spec/original-specification.md §8. */
export type AuthCall =
  | 'login'
  | 'logout'
  | 'logoutAll'
  | 'resetPassword'
  | 'otpChangePassword'
  | 'changePassword'
  | 'checkPasswordChange';

/** A query-string value; `undefined` and `null` are left out, arrays repeat the key. */
export type QueryValue =
  string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

/** Options of one request. */
export interface RequestOptions {
  /** JSON body, or multipart/form-data when it holds a Blob or File (or is a FormData). */
  body?: unknown;
  /** Query-string parameters. */
  query?: Record<string, QueryValue>;
  /** Sent as the `If-Match` header (optimistic locking of writes). */
  ifMatch?: string;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Aborts the request; an aborted request rejects with the signal's reason and is not retried. */
  signal?: AbortSignal;
  /** Leaves out the `Authorization: Token` header even while the session is valid. */
  anonymous?: boolean;
  /** Which §8 error-table row maps the failure statuses to keys; otherwise the server's known key is used. */
  call?: AuthCall;
}

/** Options of `createApiClient`. */
export interface ApiClientOptions {
  /** Base address of the API; `/api/v1` by default (docs/spec/original-specification.md §7). */
  baseUrl?: string;
  /** The fetch implementation; the global `fetch` by default. */
  fetch?: typeof fetch;
  /** The session whose token authorizes requests; without one no token is ever sent. */
  session?: SessionSource;
  /**
   * Name of the username field in request bodies; `username` by default
   * (docs/spec/original-specification.md §7).
   */
  usernameField?: string;
  /** Waits between a failed attempt and its retry; `setTimeout` by default. */
  sleep?: (ms: number) => Promise<void>;
  /** Upper bound of the wait before a retry, whatever `Retry-After` says; 5000 ms by default. */
  maxRetryDelayMs?: number;
  /** Wait before a retry when the answer has no `Retry-After`; 250 ms by default. */
  defaultRetryDelayMs?: number;
  /** Clock of `Retry-After` dates; `Date.now` by default. */
  now?: () => number;
}
