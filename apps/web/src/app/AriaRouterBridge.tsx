import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate, type NavigateOptions } from 'react-router-dom';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

// A scheme (`https:`, `mailto:`) or a protocol-relative `//host`: an address outside the app.
const external = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** react-router's `useHref`, which resolves every href against the current route, except for external addresses. */
function useAppHref(href: string): string {
  const resolved = useHref(href);
  return external.test(href) ? href : resolved;
}

/** Lets react-aria links and menu items navigate through react-router instead of reloading. */
export function AriaRouterBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useAppHref}>
      {children}
    </RouterProvider>
  );
}
