export { validationKeys, isValidationKey } from './keys';
export type { ValidationKey } from './keys';
export { encodeValidationMessage, parseValidationMessage } from './message';
export type { ParsedValidationMessage, ValidationValues } from './message';
export {
  v,
  passwordsMatch,
  passwordLimits,
  isPhoneNumber,
  isWebUrl,
  isWeakPassword,
} from './rules';
export type {
  TextRuleOptions,
  NumberRuleOptions,
  ItemsRuleOptions,
  PasswordRuleOptions,
} from './rules';
export { useValidationMessage } from './useValidationMessage';
