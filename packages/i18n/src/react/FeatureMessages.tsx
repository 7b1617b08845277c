import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Locale } from '../locales';

/** The texts of one feature in every UI language (the same keys in each). */
export type FeatureCatalog = Record<Locale, Record<string, string>>;

/** Props of {@link FeatureMessages}. */
export interface FeatureMessagesProps {
  /** The feature's own texts, loaded with its lazy route. */
  catalog: FeatureCatalog;
  children: ReactNode;
}

const localeOf = (tag: string): Locale => (tag.toLowerCase().startsWith('it') ? 'it' : 'en');

/**
 * Adds a feature's catalog to the catalogs above it for everything below: screen texts live beside
 * their feature and load with it, not with the app shell.
 */
export function FeatureMessages({ catalog, children }: FeatureMessagesProps) {
  const intl = useIntl();
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      // Both hold strings, or both hold ASTs where the build compiled the catalogs (never a mix).
      messages={{ ...intl.messages, ...catalog[localeOf(intl.locale)] } as Record<string, string>}
    >
      {children}
    </IntlProvider>
  );
}
