import { domain as en } from './catalogs/en/domain';
import { domain as it } from './catalogs/it/domain';
import type { Locale } from './locales';

/** A message id of the data model's labels (`field.*`, `enum.*`). */
export type DomainMessageId = keyof typeof en;

/**
 * The data model's labels per locale. A module of its own: only the screens that show records import
 * it, so the login page does not load it.
 */
export const domainCatalogs: Record<Locale, Record<DomainMessageId, string>> = {
  en,
  it: it as Record<DomainMessageId, string>,
};
