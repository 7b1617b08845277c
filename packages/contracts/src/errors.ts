import { z } from 'zod';

/** The `detail` keys of the auth calls (docs/spec/original-specification.md §8). */
export const authErrorKeys = [
  'invalid_login_credentials',
  'not_authenticated',
  'user_not_found',
  'invalid_password',
  'invalid_otp',
  'password_change_required',
] as const;

/** Keys of general HTTP failures the server answers with. */
export const httpErrorKeys = [
  'validation_error',
  'not_found',
  'method_not_allowed',
  'conflict',
  'precondition_failed',
  'payload_too_large',
  'unsupported_media_type',
  'range_not_satisfiable',
  'too_many_requests',
  'server_busy',
  'unknown_server_error',
] as const;

/** Keys of the domain's refusals: taken values, stale versions, locked records, refused deletions. */
export const domainErrorKeys = [
  'precondition_required',
  'already_exists',
  'in_use',
  'customer_has_parks',
  'customer_has_contracts',
  'customer_has_users',
  'contract_has_inspections',
  'installer_has_contracts',
  'installer_has_toys',
  'installer_has_quotes',
  'quote_type_in_use',
  'select_in_use',
  'park_has_inspections',
  'park_has_toys',
  'toy_has_inspections',
  'inspection_items_pending',
  'inspection_not_completed',
  'inspection_not_signed',
  'inspection_signed',
  'inspection_has_quote',
  'quote_exists',
  'quote_not_editable',
  'quote_has_no_lines',
  'quote_not_sent',
  'quote_expired',
  'quote_not_cancellable',
  'cannot_change_own_account',
] as const;

/** Every `detail` key the API answers with. */
export const errorKeys = [...authErrorKeys, ...httpErrorKeys, ...domainErrorKeys] as const;
/** A `detail` key of the API. */
export type ErrorKey = (typeof errorKeys)[number];

/** One problem with one field of a request. */
export const fieldError = z.object({
  field: z.string(),
  code: z.string(),
  message: z.string(),
});
/** One problem with one field of a request. */
export type FieldError = z.infer<typeof fieldError>;

/** Every error answer of the API: `{detail, error_list}` (docs/api.md#errors). */
export const errorBody = z.object({
  detail: z.string(),
  error_list: z.array(fieldError),
});
/** Every error answer of the API. */
export type ErrorBody = z.infer<typeof errorBody>;
