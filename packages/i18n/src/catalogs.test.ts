/// <reference types="node" />
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { namespaces as enNamespaces } from './catalogs/en';
import { namespaces as itNamespaces } from './catalogs/it';
import { documentCatalogs, mailCatalogs, catalogs as publicCatalogs } from './catalogs';
import { domain as enDomain } from './catalogs/en/domain';
import { domain as itDomain } from './catalogs/it/domain';
import { domainCatalogs } from './domainCatalogs';
import { catalogs } from './locales';

// Every message: the catalog the app loads first and the data model's labels loaded with the screens.
const enCatalog: Record<string, string> = { ...catalogs.en, ...enDomain };
const itCatalog: Record<string, string> = { ...catalogs.it, ...itDomain };

/**
 * `intl-messageformat` is what react-intl parses messages with. It is not a direct dependency of this
 * package, so it is resolved from react-intl's own location rather than from here.
 */
async function loadIntlMessageFormat() {
  const require = createRequire(import.meta.url);
  const fromReactIntl = createRequire(require.resolve('react-intl'));
  const mod = (await import(pathToFileURL(fromReactIntl.resolve('intl-messageformat')).href)) as {
    IntlMessageFormat: new (message: string, locale: string) => unknown;
  };
  return mod.IntlMessageFormat;
}

describe('catalogs', () => {
  it('hold the same keys in English and Italian', () => {
    const enKeys = Object.keys(enCatalog).sort();
    const itKeys = Object.keys(itCatalog).sort();
    expect(
      itKeys.filter((k) => !(k in enCatalog)),
      'only in it',
    ).toEqual([]);
    expect(
      enKeys.filter((k) => !(k in itCatalog)),
      'only in en',
    ).toEqual([]);
    expect(itKeys).toEqual(enKeys);
  });

  it('hold the server-only texts (PDF documents, mail) in both languages, each a valid ICU message', async () => {
    const IntlMessageFormat = await loadIntlMessageFormat();
    for (const server of [documentCatalogs, mailCatalogs]) {
      expect(Object.keys(server.it).sort()).toEqual(Object.keys(server.en).sort());
      for (const [locale, messages] of Object.entries(server)) {
        for (const text of Object.values(messages as Record<string, string>)) {
          expect(text.trim()).not.toBe('');
          expect(() => new IntlMessageFormat(text, locale)).not.toThrow();
        }
      }
    }
  });

  it('never define one key in two namespace files (the later would silently win)', () => {
    for (const namespaces of [
      { ...enNamespaces, domain: enDomain },
      { ...itNamespaces, domain: itDomain },
    ]) {
      const owners = new Map<string, string[]>();
      for (const [namespace, messages] of Object.entries(namespaces)) {
        for (const key of Object.keys(messages))
          owners.set(key, [...(owners.get(key) ?? []), namespace]);
      }
      const shared = [...owners].filter(([, names]) => names.length > 1);
      expect(shared).toEqual([]);
    }
  });

  it('have no empty or whitespace-only message', () => {
    for (const [locale, catalog] of Object.entries({ en: enCatalog, it: itCatalog })) {
      const empty = Object.entries(catalog as Record<string, string>)
        .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
        .map(([id]) => `${locale}:${id}`);
      expect(empty).toEqual([]);
    }
  });

  it('use dotted ids (an enum label ends with its code as it is, e.g. `enum.equipmentStandard.EN 1176-1`)', () => {
    for (const id of Object.keys(enCatalog)) {
      if (id.startsWith('enum.')) expect(id).toMatch(/^enum\.[a-z][A-Za-z0-9]*\.\S(.*\S)?$/);
      else expect(id).toMatch(/^[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+$/);
    }
  });

  it('hold the Italian texts of docs/spec/original-specification.md §8 word for word', () => {
    expect(itCatalog).toMatchObject({
      'error.invalid_login_credentials': 'Credenziali di accesso non valide',
      'error.unknown_server_error': 'Errore del server sconosciuto',
      'error.not_authenticated': 'Non autenticato',
      'error.user_not_found': 'Utente non trovato',
      'error.invalid_password': 'Password non valida',
      'error.invalid_otp': 'OTP non valido',
      'error.unexpected': 'Errore imprevisto',
      'success.password_changed': 'Password cambiata con successo',
    });
  });

  it('name the product Altalena, the default page title (§1)', () => {
    expect(enCatalog['app.name']).toBe('Altalena');
    expect(itCatalog['app.name']).toBe('Altalena');
  });

  it('parse as ICU messages in both languages', async () => {
    const IntlMessageFormat = await loadIntlMessageFormat();
    const broken: string[] = [];
    for (const [locale, catalog] of [
      ['en-US', enCatalog],
      ['it-IT', itCatalog],
    ] as const) {
      for (const [id, text] of Object.entries(catalog)) {
        try {
          new IntlMessageFormat(text, locale);
        } catch (error) {
          broken.push(`${locale} ${id}: ${(error as Error).message}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('would catch a broken ICU message', async () => {
    const IntlMessageFormat = await loadIntlMessageFormat();
    expect(() => new IntlMessageFormat('{count, plural, one {#}', 'en-US')).toThrow();
  });

  it('are exported whole, the data model labels included, without React by the `catalogs` entry', () => {
    for (const locale of ['en', 'it'] as const)
      expect(publicCatalogs[locale]).toEqual({ ...catalogs[locale], ...domainCatalogs[locale] });
    expect(publicCatalogs.it['field.customer.vat_number']).toBe('Partita IVA');
    expect(publicCatalogs.en['enum.vatRate.22']).toBe('22%');
  });

  it('keep the data model labels out of the catalog the app loads first', () => {
    expect(Object.keys(catalogs.en).some((key) => key.startsWith('field.'))).toBe(false);
    expect(domainCatalogs.en['field.customer.vat_number']).toBe('VAT number');
  });
});
