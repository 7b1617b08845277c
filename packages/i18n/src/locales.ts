import { messages as en } from './catalogs/en';
import { messages as it } from './catalogs/it';

/** The UI languages. */
export const locales = ['en', 'it'] as const;
/** A UI language code. */
export type Locale = (typeof locales)[number];
/** The language used when nothing else decides (§9). */
export const defaultLocale: Locale = 'en';
/** BCP 47 tags used for formatting, per UI language (§9). */
export const localeTags: Record<Locale, string> = { en: 'en-US', it: 'it-IT' };

/** A message id present in the catalogs. */
export type MessageId = keyof typeof en;

/** Catalogs per locale; both hold the same keys (a unit test checks it). */
export const catalogs: Record<Locale, Record<MessageId, string>> = {
  en,
  it: it as Record<MessageId, string>,
};

/** Whether a string is a supported locale code. */
export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);
