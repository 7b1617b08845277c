import type { User } from '@altalena/contracts';
import { useRouteLoaderData } from 'react-router-dom';
import { APP_ROUTE_ID } from '../../app/session';
import { DashboardScreen, type DashboardScreenProps } from './DashboardScreen';

function dashboardOf(variant: DashboardScreenProps['variant']) {
  return function Dashboard() {
    const user = useRouteLoaderData(APP_ROUTE_ID) as User;
    return <DashboardScreen variant={variant} user={user} />;
  };
}

/** The screen of `/dashboard/admin`. */
export const AdminDashboard = dashboardOf('admin');

/** The screen of `/dashboard/customer`. */
export const CustomerDashboard = dashboardOf('customer');
