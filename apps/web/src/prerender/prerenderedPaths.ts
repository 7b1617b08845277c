// The routes the build prerenders (scripts/prerenderPlugin.ts), by path: the server sends their page
// (apps/api/src/web/webApp.ts finds it by file name) and the service worker answers them from its
// precache (src/sw/navigation.ts). Framework-free: the worker imports it.

/** The login page: its first step, prerendered in each language. */
export const LOGIN_PAGE_PATH = '/auth/login';

/**
 * The signed-in screens whose frame (menu, header, the page's title and description) is prerendered in
 * each language: lists whose title and description do not depend on the user or the data
 * (`src/prerender/signedInFrame.tsx` renders them).
 */
export const FRAMED_PATHS = [
  '/customers',
  '/customers/contracts',
  '/installers',
  '/installers/contracts',
  '/parks',
  '/toys',
] as const;

/** Every prerendered route. */
export const PRERENDERED_PATHS: readonly string[] = [LOGIN_PAGE_PATH, ...FRAMED_PATHS];
