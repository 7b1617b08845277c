import { messages as en } from './catalogs/en';
import { messages as it } from './catalogs/it';
import type { DomainMessageId } from './domainCatalogs';

/** The UI languages. */
export const locales = ['en', 'it'] as const;
/** A UI language code. */
export type Locale = (typeof locales)[number];
/** The language used when nothing else decides (docs/spec/original-specification.md §9). */
export const defaultLocale: Locale = 'en';
/** BCP 47 tags used for formatting, per UI language (§9). */
export const localeTags: Record<Locale, string> = { en: 'en-US', it: 'it-IT' };

/** A message id of the app's first catalog (everything but the data model's labels). */
export type ShellMessageId = keyof typeof en;
/** A message id present in the catalogs. */
export type MessageId = ShellMessageId | DomainMessageId;
export type { DomainMessageId };

/** The catalogs per locale the app loads first; both hold the same keys (a unit test checks it). */
export const catalogs: Record<Locale, Record<ShellMessageId, string>> = {
  en,
  it: it as Record<ShellMessageId, string>,
};

/** Whether a string is a supported locale code. */
export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);
