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
