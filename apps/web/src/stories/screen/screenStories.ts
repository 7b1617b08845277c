import type { Parameters } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { createElement } from 'react';
import { api, pendingA11y } from '../authStories';
import { AppScreen, storyUserOf, type AppScreenProps } from './AppScreen';
import { demoRows } from './fixtures';
import { mockApi, type MockRows } from './mockApi';

/** The session answers of a story's role: the token is accepted and `/users/me/` is that user. */
export const sessionHandlers = (role: AppScreenProps['role']) => [
  http.get(api('/auth/is-authenticated/'), () => HttpResponse.json({ detail: 'ok' })),
  http.get(api('/users/me/'), () => HttpResponse.json(storyUserOf(role))),
];

/** Options of {@link screenParameters}. */
export interface ScreenOptions {
  role?: AppScreenProps['role'];
  /** The data the mock API starts with (the demo-like fixtures by default). */
  rows?: MockRows;
  /** Handlers that answer before the mock API (a failure, a wait, a refusal). */
  handlers?: HttpHandler[];
}

/** The MSW parameters of a screen story: its own handlers, then the session, then the mock API. */
export function screenParameters({
  role = 'admin',
  rows,
  handlers = [],
}: ScreenOptions = {}): Parameters {
  return {
    layout: 'fullscreen',
    msw: {
      handlers: [...handlers, ...sessionHandlers(role), ...mockApi(rows ?? demoRows(), role)],
    },
    // Screens save with pending buttons: react-aria leaves their announcement in <body> (see pendingA11y).
    ...pendingA11y,
  };
}

/** Renders the app for a screen story in the toolbar's language and theme. */
export const renderScreen = (
  args: AppScreenProps,
  { globals }: { globals: Record<string, unknown> },
) =>
  createElement(AppScreen, {
    ...args,
    locale: globals.locale === 'en' ? 'en' : 'it',
    colorMode: globals.theme === 'dark' ? 'dark' : 'light',
  });

/** A request of `path` (any method) that never gets an answer: the loading state. */
export const never = (path: string, method: 'get' | 'post' | 'patch' | 'delete' = 'get') =>
  http[method](api(path), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** `path` answered with an error status and key (any method). */
export const refuse = (
  path: string,
  status: number,
  detail: string,
  method: 'get' | 'post' | 'patch' | 'delete' = 'get',
  errorList: unknown[] = [],
) =>
  http[method](api(path), () => HttpResponse.json({ detail, error_list: errorList }, { status }));

/** Empty collections: the mock API with no rows. */
export const noRows = (): MockRows => ({});

/** The phone viewport of the field work (390×844). */
export const phone = { viewport: { value: 'phone', isRotated: false } };

/**
 * Someone else saves `item` while the story edits it: the first `staleReads` reads (one: the form's own)
 * answer it as it was, every later read answers it with `changes` at the next version, and a save naming
 * the old version is a 412. A dialog form edits the row its list read, so it passes `staleReads: 0`.
 */
export function changedMeanwhile(
  path: string,
  item: { version: number } & Record<string, unknown>,
  changes: Record<string, unknown>,
  { staleReads = 1 }: { staleReads?: number } = {},
) {
  let reads = 0;
  const newer = { ...item, ...changes, version: item.version + 1 };
  return [
    http.get(api(path), () => {
      reads += 1;
      const answer = reads <= staleReads ? item : newer;
      return HttpResponse.json(answer, { headers: { etag: `"${answer.version}"` } });
    }),
    http.patch(api(path), async ({ request }) => {
      if (request.headers.get('if-match') !== `"${newer.version}"`)
        return HttpResponse.json(
          { detail: 'precondition_failed', error_list: [] },
          { status: 412 },
        );
      const saved = { ...newer, ...((await request.json()) as object), version: newer.version + 1 };
      return HttpResponse.json(saved, { headers: { etag: `"${saved.version}"` } });
    }),
  ];
}
