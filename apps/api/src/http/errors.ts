import type { ErrorBody, ErrorKey, FieldError } from '@altalena/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A `detail` key of the API, or (rarely) a sentence. */
export type ErrorDetail = ErrorKey | (string & {});

/** Options of an `ApiError` beyond status, detail and field errors. */
export interface ApiErrorOptions {
  /** Extra response headers, e.g. `Retry-After` on a 429 or `Allow` on a 405. */
  headers?: Record<string, string>;
}

/**
 * An expected failure that route code throws; the error handler answers
 * `status` with `{detail, error_list}` (docs/api.md#errors).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status of the answer. */
  readonly status: number;
  /** The `detail` key. */
  readonly detail: ErrorDetail;
  /** One entry per problem field. */
  readonly errorList: FieldError[];
  /** Extra response headers. */
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    detail: ErrorDetail,
    errorList: FieldError[] = [],
    options: ApiErrorOptions = {},
  ) {
    super(detail);
    this.status = status;
    this.detail = detail;
    this.errorList = errorList;
    this.headers = options.headers ?? {};
  }
}

/** Builds an error answer body. */
export function errorResponse(detail: ErrorDetail, errorList: FieldError[] = []): ErrorBody {
  return { detail, error_list: errorList };
}

/** The `detail` key of a 4xx status that carries no more specific one. */
export function detailForStatus(status: number): ErrorKey {
  switch (status) {
    case 401:
      return 'not_authenticated';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 409:
      return 'conflict';
    case 412:
      return 'precondition_failed';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'too_many_requests';
    default:
      return 'validation_error';
  }
}

interface ZodIssueLike {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Field errors of a request that failed its zod schema: one entry per field. */
export function fieldErrorsFromValidation(
  issues: ZodIssueLike[],
  context: string | undefined,
): FieldError[] {
  const list: FieldError[] = [];
  for (const issue of issues) {
    const base = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    const message = issue.message ?? issue.keyword;
    const keys = issue.params?.keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const key of keys) {
        list.push({
          field: base ? `${base}.${String(key)}` : String(key),
          code: issue.keyword,
          message,
        });
      }
      continue;
    }
    list.push({ field: base || context || 'body', code: issue.keyword, message });
  }
  return list;
}

/** Body problems Fastify reports before validation: malformed JSON, forbidden keys, an empty body. */
function bodyErrorCode(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'empty_body';
  if (/forbidden prototype property|forbidden constructor property/i.test(error.message)) {
    return 'forbidden_property';
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return 'invalid_json';
  }
  return 'invalid';
}

/** Answers every error as `{detail, error_list}`; unexpected ones are logged and become a bare 500. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    reply.headers(error.headers);
    return reply.code(error.status).send(errorResponse(error.detail, error.errorList));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply
      .code(400)
      .send(
        errorResponse(
          'validation_error',
          fieldErrorsFromValidation(error.validation, error.validationContext),
        ),
      );
  }
  if (Array.isArray(error.validation)) {
    return reply.code(400).send(
      errorResponse(
        'validation_error',
        error.validation.map((issue) => ({
          field:
            issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
            error.validationContext ||
            'body',
          code: issue.keyword,
          message: issue.message ?? issue.keyword,
        })),
      ),
    );
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  // A response that breaks its own schema (status 500) is a bug of ours, never the client's.
  if (status >= 400 && status < 500) {
    request.log.debug({ err: error }, 'request refused');
    const detail = detailForStatus(status);
    const list =
      status === 400 ? [{ field: 'body', code: bodyErrorCode(error), message: error.message }] : [];
    return reply.code(status).send(errorResponse(detail, list));
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send(errorResponse('unknown_server_error'));
}
