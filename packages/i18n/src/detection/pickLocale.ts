import { defaultLocale, isLocale, type Locale } from '../locales';

/**
 * Picks the UI language from the browser's preferred languages (`navigator.languages`, most
 * preferred first): the first whose primary subtag is a supported locale, else the default (en).
 */
export function pickLocale(languages: readonly string[] | null | undefined): Locale {
  for (const tag of languages ?? []) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return defaultLocale;
}
