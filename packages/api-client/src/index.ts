export { createApiClient } from './client';
export type {
  ApiClient,
  AnswerSchema,
  AnswerOf,
  TypedRequestOptions,
  Download,
  UploadOptions,
} from './client';
export { base64Utf8, basicAuthorization } from './basic';
export { RETRY_STATUSES, retriesFor, parseRetryAfter } from './retry';
export { UNKNOWN_SERVER_ERROR, errorKeyFor } from './errorKeys';
export { defineResource, bindResource, ifMatchOf } from './resources/resource';
export type {
  CallOptions,
  ListQuery,
  Resource,
  ResourceDefinition,
  ResourceSchemas,
  VersionedItem,
} from './resources/resource';
export { resourceDefinitions, createResources } from './resources/definitions';
export { createInspectionWork, createLabels } from './resources/inspectionWork';
export type { InspectionWork, Labels } from './resources/inspectionWork';
export { createInspectionQuote, quoteListDefinition } from './resources/quotes';
export type { InspectionQuote, QuoteAction } from './resources/quotes';
export type { Resources } from './resources/definitions';
export {
  API_QUERY_ROOT,
  ApiRequestError,
  apiQueryOptions,
  resourceKey,
  unwrap,
} from './resources/queryOptions';
export type { ApiQueryContext, ApiQueryOptions } from './resources/queryOptions';
export { REFERENCE_DATA_TTL_MS, invalidateAfterWrite, resourceQueries } from './resources/queries';
export type { ResourceDetailKey, ResourceListKey, ResourceQueries } from './resources/queries';
// One module per screen that reads them, so that a chunk carries only the schemas it parses.
export { clientSettingsQuery } from './resources/settingsQueries';
export { fileContentQuery } from './resources/fileQueries';
export { dashboardQuery, parkMarkersQuery } from './resources/dashboardQueries';
export { inspectorDayQuery } from './resources/dayQueries';
export { currentUserQuery } from './resources/sessionQueries';
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
