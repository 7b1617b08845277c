import type { User } from '@altalena/contracts';
import { useRouteLoaderData } from 'react-router-dom';
import { APP_ROUTE_ID, FULL_PAGE_ROUTE_ID } from './session';

/** The logged-in user, inside the signed-in app (its shell or a full-page form). */
export function useCurrentUser(): User {
  const inShell = useRouteLoaderData(APP_ROUTE_ID) as User | undefined;
  const inFullPage = useRouteLoaderData(FULL_PAGE_ROUTE_ID) as User | undefined;
  const user = inShell ?? inFullPage;
  if (!user) throw new Error('useCurrentUser must be used inside the signed-in routes');
  return user;
}
