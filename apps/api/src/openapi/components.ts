import * as contracts from '@altalena/contracts';
import { z } from 'zod';

/**
 * The contract schemas the OpenAPI document names under `components.schemas` (PascalCase, stable: clients
 * generate their types from these names), each referenced with `$ref` wherever a route uses it. A list's
 * page of `X` is named `XPage` (`pageOf` gives one schema per item schema).
 */
export const namedSchemas = {
  ErrorBody: contracts.errorBody,
  FieldError: contracts.fieldError,

  LoginResponse: contracts.loginResponse,
  ResetPasswordRequest: contracts.resetPasswordRequest,
  OtpChangePasswordRequest: contracts.otpChangePasswordRequest,
  CheckPasswordChangeRequest: contracts.checkPasswordChangeRequest,
  CheckPasswordChangeResponse: contracts.checkPasswordChangeResponse,
  ChangePasswordRequest: contracts.changePasswordRequest,
  IsAuthenticatedResponse: contracts.isAuthenticatedResponse,
  AuthSuccessResponse: contracts.authSuccessResponse,
  User: contracts.user,
  UserMePatch: contracts.userMePatch,
  ClientSettings: contracts.clientSettings,

  Customer: contracts.customer,
  CustomerWrite: contracts.customerWrite,
  CustomerPatch: contracts.customerPatch,
  CustomerContract: contracts.customerContract,
  CustomerContractWrite: contracts.customerContractWrite,
  CustomerContractPatch: contracts.customerContractPatch,
  Installer: contracts.installer,
  InstallerWrite: contracts.installerWrite,
  InstallerPatch: contracts.installerPatch,
  InstallerContract: contracts.installerContract,
  InstallerContractWrite: contracts.installerContractWrite,
  InstallerContractPatch: contracts.installerContractPatch,
  QuoteType: contracts.quoteType,
  QuoteTypeWrite: contracts.quoteTypeWrite,
  QuoteTypePatch: contracts.quoteTypePatch,
  SelectEntry: contracts.selectEntry,
  SelectWrite: contracts.selectWrite,
  SelectPatch: contracts.selectPatch,
  AdminUser: contracts.adminUser,
  AdminUserWrite: contracts.adminUserWrite,
  AdminUserUpdate: contracts.adminUserUpdate,
  AdminUserPatch: contracts.adminUserPatch,
  CustomerUser: contracts.customerUser,
  CustomerUserWrite: contracts.customerUserWrite,
  CustomerUserUpdate: contracts.customerUserUpdate,
  CustomerUserPatch: contracts.customerUserPatch,
  SetUserPasswordRequest: contracts.setUserPasswordRequest,

  Park: contracts.park,
  ParkWrite: contracts.parkWrite,
  ParkPatch: contracts.parkPatch,
  ParkDueRow: contracts.parkDueRow,
  ParkMarkers: contracts.parkMarkers,
  Toy: contracts.toy,
  ToyWrite: contracts.toyWrite,
  ToyPatch: contracts.toyPatch,

  Inspection: contracts.inspection,
  InspectionDetail: contracts.inspectionDetail,
  InspectionWrite: contracts.inspectionWrite,
  InspectionPatch: contracts.inspectionPatch,
  InspectionItem: contracts.inspectionItem,
  InspectionItemPatch: contracts.inspectionItemPatch,
  Finding: contracts.finding,
  FindingSummary: contracts.findingSummary,
  FindingWrite: contracts.findingWrite,
  FindingPatch: contracts.findingPatch,

  Quote: contracts.quote,
  QuoteSummary: contracts.quoteSummary,
  QuoteWrite: contracts.quoteWrite,
  QuotePatch: contracts.quotePatch,
  QuoteLine: contracts.quoteLine,
  QuoteLineWrite: contracts.quoteLineWrite,
  QuoteTotals: contracts.quoteTotalsSchema,
  QuoteReject: contracts.quoteReject,

  File: contracts.fileItem,
  Dashboard: contracts.dashboard,

  // The lists of codes (their labels live in the i18n catalogs).
  CustomerType: contracts.customerTypeSchema,
  ContractStatus: contracts.contractStatusSchema,
  InspectionType: contracts.inspectionTypeSchema,
  RecurringInspectionType: contracts.recurringInspectionTypeSchema,
  ContractService: contracts.contractServiceSchema,
  InstallerScope: contracts.installerScopeSchema,
  ParkStatus: contracts.parkStatusSchema,
  EquipmentStandard: contracts.equipmentStandardSchema,
  ToyStatus: contracts.toyStatusSchema,
  InspectionStatus: contracts.inspectionStatusSchema,
  InspectionOutcome: contracts.inspectionOutcomeSchema,
  SiteArea: contracts.siteAreaSchema,
  ItemOutcome: contracts.itemOutcomeSchema,
  RiskLevel: contracts.riskLevelSchema,
  FindingTimeframe: contracts.findingTimeframeSchema,
  RecommendedAction: contracts.recommendedActionSchema,
  MakeSafeAction: contracts.makeSafeActionSchema,
  FindingStatus: contracts.findingStatusSchema,
  QuoteStatus: contracts.quoteStatusSchema,
  QuoteUnit: contracts.quoteUnitSchema,
  SelectListKey: contracts.selectListKeySchema,
  FileOwnerType: contracts.fileOwnerTypeSchema,
  FileKind: contracts.fileKindSchema,
  UserLanguage: contracts.userLanguageSchema,
  ReminderKind: contracts.reminderKindSchema,
} satisfies Record<string, z.ZodType>;

/** Gives `schema` the component name `id` in zod's global registry, once (each app built calls this). */
function nameSchema(schema: z.ZodType, id: string): void {
  const current = z.globalRegistry.get(schema);
  if (current?.id === id) return;
  if (current?.id !== undefined) {
    throw new Error(`the schema named ${id} is already named ${String(current.id)}`);
  }
  // The name held by another instance of the same contract schema (its module evaluated again in a test
  // runner) passes to this one.
  const previous = z.globalRegistry._idmap.get(id);
  if (previous) z.globalRegistry.remove(previous);
  z.globalRegistry.add(schema, { ...current, id });
}

/** Names every schema of `namedSchemas` and the page of each (idempotent: each app built calls it). */
export function registerNamedSchemas(): void {
  for (const [id, schema] of Object.entries(namedSchemas)) {
    nameSchema(schema, id);
    nameSchema(contracts.pageOf(schema), `${id}Page`);
  }
}
