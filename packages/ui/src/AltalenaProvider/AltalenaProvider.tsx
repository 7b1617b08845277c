import { LocaleProvider, localeTags, type Locale } from '@altalena/i18n';
import { themeClass, type ColorMode } from '@altalena/tokens';
import { useEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/** Props of {@link AltalenaProvider}. */
export interface AltalenaProviderProps {
  /** UI language of the catalogs. */
  locale: Locale;
  /** Colour mode; applied to `<html>` so that portals (dialogs, toasts) follow it. */
  colorMode?: ColorMode;
  /** Locale of react-aria (dates, numbers); defaults to the UI language's tag. */
  componentLocale?: string;
  children: ReactNode;
}

/** Sets up theme, catalogs and react-aria locale for everything below it. */
export function AltalenaProvider({
  locale,
  colorMode = 'light',
  componentLocale,
  children,
}: AltalenaProviderProps) {
  useEffect(() => {
    const root = document.documentElement;
    const other = colorMode === 'light' ? themeClass.dark : themeClass.light;
    root.classList.remove(other);
    root.classList.add(themeClass[colorMode]);
    root.dataset.theme = colorMode;
    root.style.colorScheme = colorMode;
  }, [colorMode]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <LocaleProvider locale={locale}>
      <I18nProvider locale={componentLocale ?? localeTags[locale]}>{children}</I18nProvider>
    </LocaleProvider>
  );
}
