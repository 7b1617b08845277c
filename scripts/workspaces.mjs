/**
 * The dependency direction of docs/architecture.md#dependency-direction, shared by lint and the dependency
 * check.
 */
export const allowedDependencies = {
  '@altalena/tokens': [],
  '@altalena/i18n': [],
  '@altalena/contracts': [],
  '@altalena/ui': ['@altalena/tokens', '@altalena/i18n'],
  '@altalena/forms': ['@altalena/tokens', '@altalena/i18n', '@altalena/ui', '@altalena/contracts'],
  '@altalena/api-client': ['@altalena/contracts'],
  '@altalena/auth': ['@altalena/contracts', '@altalena/api-client'],
  '@altalena/web': [
    '@altalena/tokens',
    '@altalena/i18n',
    '@altalena/ui',
    '@altalena/forms',
    '@altalena/contracts',
    '@altalena/api-client',
    '@altalena/auth',
  ],
  '@altalena/api': ['@altalena/contracts', '@altalena/i18n'],
};
