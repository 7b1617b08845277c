import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AriaRouterBridge } from './AriaRouterBridge';

/** Parent of every route: client-side links for react-aria and scroll restoration. */
export function RootRoute() {
  return (
    <AriaRouterBridge>
      <Outlet />
      <ScrollRestoration />
    </AriaRouterBridge>
  );
}
