export {
  authErrorKeys,
  httpErrorKeys,
  domainErrorKeys,
  errorKeys,
  fieldError,
  errorBody,
} from './errors';
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
export {
  customerTypes,
  contractStatuses,
  inspectionTypes,
  defaultFrequencyDays,
  recurringInspectionTypes,
  contractServices,
  installerScopes,
  parkStatuses,
  equipmentStandards,
  toyStatuses,
  inspectionStatuses,
  inspectionOutcomes,
  siteAreas,
  itemOutcomes,
  riskLevels,
  findingTimeframes,
  recommendedActions,
  makeSafeActions,
  findingStatuses,
  openFindingStatuses,
  quoteStatuses,
  quoteUnits,
  vatRates,
  selectListKeys,
  fileOwnerTypes,
  fileKinds,
} from './domain/enums';
export type {
  CustomerType,
  ContractStatus,
  InspectionType,
  RecurringInspectionType,
  ContractService,
  InstallerScope,
  ParkStatus,
  EquipmentStandard,
  ToyStatus,
  InspectionStatus,
  InspectionOutcome,
  SiteArea,
  ItemOutcome,
  RiskLevel,
  FindingTimeframe,
  RecommendedAction,
  MakeSafeAction,
  FindingStatus,
  QuoteStatus,
  QuoteUnit,
  VatRate,
  SelectListKey,
  FileOwnerType,
  FileKind,
} from './domain/enums';
export {
  customerWrite,
  customerPatch,
  customer,
  customerOrdering,
  customerListQuery,
} from './domain/customers';
export type { CustomerWrite, CustomerPatch, Customer, CustomerListQuery } from './domain/customers';
export {
  distinctList,
  frequencyDaysWrite,
  frequencyDays,
  customerContractWrite,
  customerContractPatch,
  customerContract,
  customerContractOrdering,
  customerContractListQuery,
} from './domain/customerContracts';
export type {
  FrequencyDaysWrite,
  FrequencyDays,
  CustomerContractWrite,
  CustomerContractPatch,
  CustomerContract,
  CustomerContractListQuery,
} from './domain/customerContracts';
export {
  installerWrite,
  installerPatch,
  installer,
  installerOrdering,
  installerListQuery,
} from './domain/installers';
export type {
  InstallerWrite,
  InstallerPatch,
  Installer,
  InstallerListQuery,
} from './domain/installers';
export {
  installerContractWrite,
  installerContractPatch,
  installerContract,
  installerContractOrdering,
  installerContractListQuery,
} from './domain/installerContracts';
export type {
  InstallerContractWrite,
  InstallerContractPatch,
  InstallerContract,
  InstallerContractListQuery,
} from './domain/installerContracts';
export {
  quoteTypeWrite,
  quoteTypePatch,
  quoteType,
  quoteTypeOrdering,
  quoteTypeListQuery,
} from './domain/quoteTypes';
export type {
  QuoteTypeWrite,
  QuoteTypePatch,
  QuoteType,
  QuoteTypeListQuery,
} from './domain/quoteTypes';
export {
  selectWrite,
  selectPatch,
  selectEntry,
  selectOrdering,
  selectListQuery,
} from './domain/selects';
export type { SelectWrite, SelectPatch, SelectEntry, SelectListQuery } from './domain/selects';
