import {
  AUTH_TOKEN_EXPIRE_KEY,
  AUTH_TOKEN_KEY,
  AUTH_USERNAME_KEY,
  createMemoryStorage,
} from '@altalena/auth';
import type { User } from '@altalena/contracts';
import type { Locale } from '@altalena/i18n';
import { useEffect, useState } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../app/App';
import { createRoutes } from '../../app/routes';
import { createAppServices } from '../../app/services';
import { siteStore } from '../../state/siteState';
import { storyAdmin, storyCustomerUser } from './fixtures';
import { trackScreenStory } from './storyIsolation';

/** Props of {@link AppScreen}. */
export interface AppScreenProps {
  /** The URL the app opens at, e.g. `/customers?search=verona`. */
  path: string;
  /** Who is logged in. */
  role?: 'admin' | 'customer';
  /** The UI language (the toolbar's locale). */
  locale?: Locale;
  /** The colour mode (the toolbar's theme). */
  colorMode?: 'light' | 'dark';
}

/** The UI language of the story on show: the signed-in app follows the profile's, so the profile says it. */
let storyLanguage: Locale = 'it';

/** The logged-in user of a story's role, whose profile's language is the story's. */
export const storyUserOf = (role: AppScreenProps['role']): User => ({
  ...(role === 'customer' ? storyCustomerUser : storyAdmin),
  language: storyLanguage,
});

/**
 * The whole app (its real routes, guards, lazy screens and API client) at `path`, logged in as `role`,
 * its API answered by the story's MSW handlers: a screen story shows exactly what a user sees.
 */
export function AppScreen({
  path,
  role = 'admin',
  locale = 'it',
  colorMode = 'light',
}: AppScreenProps) {
  const [{ services, router }] = useState(() => {
    // Before the router exists: its loaders read `/users/me/` at once.
    storyLanguage = locale;
    const storage = createMemoryStorage({
      [AUTH_TOKEN_KEY]: 'a'.repeat(64),
      [AUTH_TOKEN_EXPIRE_KEY]: new Date(Date.now() + 10 * 3_600_000).toISOString(),
      [AUTH_USERNAME_KEY]: storyUserOf(role).username,
    });
    const appServices = createAppServices({ storage });
    return {
      services: appServices,
      router: createMemoryRouter(createRoutes(appServices), { initialEntries: [path] }),
    };
  });
  useEffect(() => {
    siteStore.update({ theme: colorMode });
  }, [colorMode]);
  // The stories share one page: the outbox of a story's client would go on sending what the story left
  // unsent after it is gone, to the API of the stories after it (MSW's handlers are theirs by then), and
  // change what they show. A screen's outbox stops with its story, as the app's stops at sign-out, and
  // the story tests' setup ends it before the next story (storyIsolation.ts).
  useEffect(
    () => trackScreenStory(services.client, [storyUserOf('admin').id, storyUserOf('customer').id]),
    [services],
  );
  return <App initialLocale={locale} router={router} services={services} />;
}
