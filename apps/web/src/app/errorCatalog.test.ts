import { errorKeys } from '@altalena/contracts';
import { catalogs, locales } from '@altalena/i18n';
import { describe, expect, it } from 'vitest';

describe('error catalogue', () => {
  it.each(locales)('has a %s message for every detail key the API answers with', (locale) => {
    const messages: Record<string, string> = catalogs[locale];
    const missing = errorKeys.filter((key) => !messages[`error.${key}`]?.trim());
    expect(missing).toEqual([]);
  });
});
