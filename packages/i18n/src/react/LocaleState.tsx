import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { storeLocale } from '../detection/browser';
import type { Locale } from '../locales';

/** What {@link useLocale} returns. */
export interface LocaleState {
  /** The current UI language. */
  locale: Locale;
  /** Switches the UI language at runtime and remembers it (cookie `lan`). */
  setLocale: (locale: Locale) => void;
}

const LocaleStateContext = createContext<LocaleState | null>(null);

/** Props of {@link LocaleStateProvider}. */
export interface LocaleStateProviderProps {
  /** The language of the first render, usually from `detectBrowserLocale()`. */
  initialLocale: Locale;
  /** Remembers a switched language; defaults to writing the `lan` cookie. */
  persist?: (locale: Locale) => void;
  children: ReactNode;
}

/** Holds the UI language of the app and lets any component switch it with {@link useLocale}. */
export function LocaleStateProvider({
  initialLocale,
  persist = storeLocale,
  children,
}: LocaleStateProviderProps) {
  const [locale, setState] = useState<Locale>(initialLocale);
  const setLocale = useCallback(
    (next: Locale) => {
      persist(next);
      setState(next);
    },
    [persist],
  );
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return <LocaleStateContext.Provider value={value}>{children}</LocaleStateContext.Provider>;
}

/** The current UI language and its setter; needs a {@link LocaleStateProvider} above. */
export function useLocale(): LocaleState {
  const state = useContext(LocaleStateContext);
  if (!state) throw new Error('useLocale() needs a <LocaleStateProvider> above it.');
  return state;
}
