import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { catalogs, defaultLocale, localeTags, type Locale } from '../locales';
import type { AnyMessageId } from '../types';

/** Props of {@link LocaleProvider}. */
export interface LocaleProviderProps {
  /** The UI language. */
  locale: Locale;
  children: ReactNode;
}

/** Provides react-intl with the catalog of the given UI language. */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  return (
    <IntlProvider
      locale={localeTags[locale]}
      defaultLocale={localeTags[defaultLocale]}
      // An app's feature catalogs add their ids further down (FeatureMessages).
      messages={catalogs[locale] as Record<AnyMessageId, string>}
    >
      {children}
    </IntlProvider>
  );
}
