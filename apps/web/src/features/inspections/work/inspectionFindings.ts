import { bindResource, defineResource, type Resource } from '@altalena/api-client';
import {
  finding as findingSchema,
  findingPatch,
  findingWrite,
  inspectionFindingListQuery,
  type Finding,
  type FindingPatch,
  type FindingWrite,
  type InspectionFindingListQuery,
} from '@altalena/contracts';
import { useMemo } from 'react';
import { useServices } from '../../../app/ServicesContext';

/** The findings of one inspection as a resource of the API (`inspections/{id}/findings/`). */
export type InspectionFindings = Resource<
  Finding,
  Finding,
  FindingWrite,
  FindingPatch,
  InspectionFindingListQuery
>;

/** The findings resource of an inspection on the app's client; a write refreshes the inspection. */
export function useInspectionFindings(inspectionId: number): InspectionFindings {
  const { client } = useServices();
  return useMemo(
    () =>
      bindResource(
        client,
        defineResource({
          path: `inspections/${inspectionId}/findings/`,
          item: findingSchema,
          write: findingWrite,
          patch: findingPatch,
          listQuery: inspectionFindingListQuery,
          affects: ['inspections/', 'findings/', 'parks/', 'toys/'],
        }),
      ),
    [client, inspectionId],
  );
}
