import { user as userSchema, type User } from '@altalena/contracts';
import { useLocale, type Locale } from '@altalena/i18n';
import { useCallback, useEffect, useRef } from 'react';
import { useServices } from './ServicesContext';
import { meQuery } from './session';

/**
 * The signed-in user's language (docs/web.md#language): the interface follows the profile's `language`
 * once the user is known (the `lan` cookie is the choice before login, on this device), and switching
 * the language in the app saves it in the profile as well as in the cookie. Returns the switch.
 */
export function useProfileLanguage(user: User): (locale: Locale) => void {
  const services = useServices();
  const { client, queries } = services;
  const { locale, setLocale } = useLocale();
  // Follows the profile when it says something new (a login, another user), never undoing a switch made here.
  const followed = useRef<string | null>(null);
  const profile = `${user.id}:${user.language}`;
  useEffect(() => {
    if (followed.current === profile) return;
    followed.current = profile;
    if (user.language !== locale) setLocale(user.language);
  }, [profile, user.language, locale, setLocale]);

  return useCallback(
    (next: Locale) => {
      setLocale(next);
      if (next === user.language) return;
      void (async () => {
        // The profile as the server holds it now: its version for If-Match.
        const current = await client.me();
        if (current.error || current.data.language === next) return;
        const saved = await client.patch(
          '/users/me/',
          { language: next },
          { schema: userSchema, ifMatch: `"${current.data.version}"` },
        );
        // The signed-in routes read the user from the cache: keep it as the server answered.
        if (!saved.error) {
          followed.current = `${saved.data.id}:${saved.data.language}`;
          queries.current()?.setQueryData(meQuery(services).queryKey, saved.data);
        }
      })();
    },
    [client, queries, services, setLocale, user.language],
  );
}
