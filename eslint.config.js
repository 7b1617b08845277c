// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { allowedDependencies } from './scripts/workspaces.mjs';

// The dependency direction (docs/architecture.md#dependency-direction): each workspace may import only the
// workspaces it lists.
const allowed = Object.fromEntries(
  Object.entries(allowedDependencies).map(([name, deps]) => [
    name === '@altalena/web' || name === '@altalena/api'
      ? `apps/${name.slice('@altalena/'.length)}`
      : `packages/${name.slice('@altalena/'.length)}`,
    deps.map((dep) => dep.slice('@altalena/'.length)),
  ]),
);
const workspaces = [
  'tokens',
  'i18n',
  'contracts',
  'ui',
  'forms',
  'api-client',
  'auth',
  'web',
  'api',
];

const boundaries = Object.entries(allowed).map(([dir, deps]) => ({
  files: [`${dir}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: workspaces
              .filter((name) => !deps.includes(name))
              .map((name) => `@altalena/${name}`),
            message: `${dir} may only import @altalena/{${deps.join(',')}} (docs/architecture.md#dependency-direction).`,
          },
          {
            // A package's internals are hidden behind its exports map; only the entry, its CSS, the tokens' opt-in
            // reset and the declared subpaths (`@altalena/i18n/catalogs` and `/detection`, framework-free) are public.
            regex:
              '^@altalena/(?!i18n/(?:catalogs|detection)$|tokens/reset\\.css$)[^/]+/(?!styles\\.css$).+',
            message: 'Import a package by its entry point, never its internals.',
          },
          {
            regex: '^(\\.\\./)+(packages|apps)/',
            message: 'Import a workspace by its package name, not by a relative path.',
          },
        ],
      },
    ],
  },
}));

// The web app's features do not import each other (docs/architecture.md#dependency-direction): what two
// share lives in `apps/web/src/shared` (or the scaffold), which imports no feature. Each feature's folder is
// a zone that may not reach into any other.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: `A feature imports no other feature: move what features/${feature} shares to apps/web/src/shared or the scaffold (docs/web.md#structure).`,
  })),
  {
    target: './apps/web/src/shared',
    from: './apps/web/src/features',
    message: 'Shared code imports no feature (docs/web.md#structure).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      'coverage/**',
      '.storybook/public/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      // Another team's app: it installs the packed packages and is type-checked by scripts/portal.mjs.
      'examples/portal/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          conditionNames: ['@altalena/source', 'types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-relative-packages': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  ...boundaries,
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: featureZones },
      ],
    },
  },
  {
    // Every visible string of the UI comes from the catalogs (stories and tests show sample content).
    files: ['packages/ui/src/**/*.tsx', 'apps/web/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{label,placeholder,title,alt,description,errorMessage}']] } },
      ],
    },
  },
  {
    // Every query key of the app comes from @altalena/api-client's factories: they start with the API's
    // root (a write's invalidation and a sign-out reach them) and carry their data type.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message:
            'Take the query key from a factory of @altalena/api-client, not a literal array.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(get|set)Quer(y|ies)(Data|State)$/] > ArrayExpression',
          message:
            'Take the query key from a factory of @altalena/api-client, not a literal array.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Integration tests share the repository's testing helpers (not a package, never published).
    files: ['packages/*/src/**/*.integration.test.ts'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
);
