import {
  adminUser,
  adminUserListQuery,
  adminUserPatch,
  adminUserWrite,
  customer,
  customerContract,
  customerContractListQuery,
  customerContractPatch,
  customerContractWrite,
  customerListQuery,
  customerPatch,
  customerUser,
  customerUserListQuery,
  customerUserPatch,
  customerUserWrite,
  customerWrite,
  fileItem,
  fileListQuery,
  fileUploadFields,
  findingListQuery,
  findingPatch,
  findingSummary,
  findingWrite,
  inspection,
  inspectionDetail,
  inspectionListQuery,
  inspectionPatch,
  inspectionWrite,
  installer,
  installerContract,
  installerContractListQuery,
  installerContractPatch,
  installerContractWrite,
  installerListQuery,
  installerPatch,
  installerWrite,
  park,
  parkListQuery,
  parkPatch,
  parkWrite,
  quoteType,
  quoteTypeListQuery,
  quoteTypePatch,
  quoteTypeWrite,
  selectEntry,
  selectListQuery,
  selectPatch,
  selectWrite,
  toy,
  toyListQuery,
  toyPatch,
  toyWrite,
} from '@altalena/contracts';
import type { ApiClient } from '../client';
import {
  bindResource,
  defineResource,
  type ListQuery,
  type Resource,
  type ResourceDefinition,
  type VersionedItem,
} from './resource';

/** Every collection of `/api/v1` with its contract schemas (docs/api.md#paths). */
export const resourceDefinitions = {
  customers: defineResource({
    path: 'customers/',
    item: customer,
    write: customerWrite,
    patch: customerPatch,
    listQuery: customerListQuery,
    affects: ['customer-contracts/', 'users/customers/', 'parks/'],
  }),
  customerContracts: defineResource({
    path: 'customer-contracts/',
    item: customerContract,
    write: customerContractWrite,
    patch: customerContractPatch,
    listQuery: customerContractListQuery,
    affects: ['parks/'],
  }),
  installers: defineResource({
    path: 'installers/',
    item: installer,
    write: installerWrite,
    patch: installerPatch,
    listQuery: installerListQuery,
    affects: ['installer-contracts/'],
  }),
  installerContracts: defineResource({
    path: 'installer-contracts/',
    item: installerContract,
    write: installerContractWrite,
    patch: installerContractPatch,
    listQuery: installerContractListQuery,
  }),
  parks: defineResource({
    path: 'parks/',
    item: park,
    write: parkWrite,
    patch: parkPatch,
    listQuery: parkListQuery,
    affects: ['customers/', 'customer-contracts/'],
  }),
  toys: defineResource({
    path: 'toys/',
    item: toy,
    write: toyWrite,
    patch: toyPatch,
    listQuery: toyListQuery,
    affects: ['parks/'],
  }),
  inspections: defineResource({
    path: 'inspections/',
    item: inspection,
    detail: inspectionDetail,
    write: inspectionWrite,
    patch: inspectionPatch,
    listQuery: inspectionListQuery,
    affects: ['parks/', 'findings/'],
  }),
  /** Findings across inspections, read only: they are written under their inspection. */
  findings: defineResource({
    path: 'findings/',
    item: findingSummary,
    write: findingWrite,
    patch: findingPatch,
    listQuery: findingListQuery,
  }),
  quoteTypes: defineResource({
    path: 'quote-types/',
    item: quoteType,
    write: quoteTypeWrite,
    patch: quoteTypePatch,
    listQuery: quoteTypeListQuery,
    reference: true,
  }),
  selects: defineResource({
    path: 'selects/',
    item: selectEntry,
    write: selectWrite,
    patch: selectPatch,
    listQuery: selectListQuery,
    reference: true,
  }),
  adminUsers: defineResource({
    path: 'users/admins/',
    item: adminUser,
    write: adminUserWrite,
    patch: adminUserPatch,
    listQuery: adminUserListQuery,
  }),
  customerUsers: defineResource({
    path: 'users/customers/',
    item: customerUser,
    write: customerUserWrite,
    patch: customerUserPatch,
    listQuery: customerUserListQuery,
    affects: ['customers/'],
  }),
  files: defineResource({
    path: 'files/',
    item: fileItem,
    write: fileUploadFields,
    patch: fileUploadFields.partial(),
    listQuery: fileListQuery,
  }),
};

type Definitions = typeof resourceDefinitions;

/** The resources of {@link resourceDefinitions} bound to one client. */
export type Resources = {
  [K in keyof Definitions]: Definitions[K] extends ResourceDefinition<
    infer TItem extends VersionedItem,
    infer TDetail extends VersionedItem,
    infer TWrite,
    infer TPatch,
    infer TQuery
  >
    ? Resource<TItem, TDetail, TWrite, TPatch, TQuery>
    : never;
};

/** Binds every resource of the API to `client`. */
export function createResources(client: ApiClient): Resources {
  const bound: Record<string, unknown> = {};
  for (const [name, definition] of Object.entries(resourceDefinitions))
    bound[name] = bindResource(
      client,
      definition as unknown as ResourceDefinition<
        VersionedItem,
        VersionedItem,
        unknown,
        unknown,
        ListQuery
      >,
    );
  // Each entry was bound from the definition of the same name: the mapped type holds.
  return bound as Resources;
}
