export { authErrorKeys, httpErrorKeys, errorKeys, fieldError, errorBody } from './errors';
export type { ErrorKey, FieldError, ErrorBody } from './errors';
export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  passwordRuleCodes,
  brokenPasswordRules,
  loginResponse,
  resetPasswordRequest,
  otpChangePasswordRequest,
  checkPasswordChangeRequest,
  checkPasswordChangeResponse,
  changePasswordRequest,
  isAuthenticatedResponse,
  authSuccessKeys,
  authSuccessResponse,
  passwordErrorCodes,
} from './auth';
export type {
  PasswordRuleCode,
  LoginResponse,
  ResetPasswordRequest,
  OtpChangePasswordRequest,
  CheckPasswordChangeRequest,
  CheckPasswordChangeResponse,
  ChangePasswordRequest,
  IsAuthenticatedResponse,
  AuthSuccessKey,
  AuthSuccessResponse,
  PasswordErrorCode,
} from './auth';
export { userLanguages, user } from './user';
export type { UserLanguage, User } from './user';
export {
  INT4_MAX,
  MAX_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  DATE_YEAR_RANGE,
  id,
  idParam,
  itemParams,
  requiredText,
  optionalText,
  email,
  intRange,
  cents,
  isoDate,
  isoDateTime,
  boolFilter,
  isValidPartitaIva,
  vatNumber,
  trackedFields,
  pageOf,
  orderingValues,
  listQuery,
  dateFilter,
  idFilter,
  enumFilter,
} from './domain/common';
export type { ItemParams, Page } from './domain/common';
export * from './domain/enums';
export {
  customerWrite,
  customerPatch,
  customer,
  customerOrdering,
  customerListQuery,
} from './domain/customers';
export type { CustomerWrite, CustomerPatch, Customer, CustomerListQuery } from './domain/customers';
