import type { User } from '@altalena/contracts';
import { useRouteLoaderData } from 'react-router-dom';
import { APP_ROUTE_ID } from '../../app/session';
import { DashboardHome } from './DashboardHome';

/** Lazy route module of `/dashboard/admin`. */
export function Component() {
  const user = useRouteLoaderData(APP_ROUTE_ID) as User;
  return <DashboardHome variant="admin" user={user} />;
}
