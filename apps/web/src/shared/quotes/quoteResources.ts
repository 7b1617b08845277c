import {
  bindResource,
  createInspectionQuote,
  quoteListDefinition,
  type InspectionQuote,
} from '@altalena/api-client';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';

/** `quotes/` on the app's client: every quote the user may see (lists and related lists). */
export function useQuoteList() {
  const { client } = useServices();
  return useMemo(() => bindResource(client, quoteListDefinition), [client]);
}

/** The quote of inspection `inspectionId` on the app's client: read, written and acted on. */
export function useInspectionQuote(inspectionId: number): InspectionQuote {
  const { client } = useServices();
  return useMemo(() => createInspectionQuote(client, inspectionId), [client, inspectionId]);
}
