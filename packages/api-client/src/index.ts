export { createApiClient } from './client';
export type { ApiClient, CachedReadOptions } from './client';
export { createCache, DEFAULT_CACHE_TTL_MS } from './cache';
export type { Cache, CacheItem, CacheOptions } from './cache';
export { base64Utf8, basicAuthorization } from './basic';
export { RETRY_STATUSES, retriesFor, parseRetryAfter } from './retry';
export { UNKNOWN_SERVER_ERROR, errorKeyFor } from './errorKeys';
export type {
  ApiClientOptions,
  ApiErrorData,
  ApiFailure,
  ApiResponse,
  ApiSuccess,
  AuthCall,
  HttpMethod,
  QueryValue,
  RequestOptions,
  SessionSource,
} from './types';
