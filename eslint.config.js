// @ts-check
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Node and IO modules: the pure layers may not import them (see "boundaries" below). */
const IO_MODULES = ['node:*', 'fs', 'fs/*', 'path', 'child_process', 'http', 'https', 'net'].map((name) => ({
  group: [name],
  message: 'IO belongs in an adapter (scripts/, integrations/, src/tenant/), not here.',
}));

/** The deployable server: browser code (pages, components, islands, the site's view models) never imports it. */
const SERVER_CODE = {
  group: ['**/platform-api/server/**', '**/scripts/**'],
  message: 'Browser and build-time site code never imports the server or the scripts: share through src/ (the contract, the domain) instead.',
};

/** What the server never imports: the UI and its frameworks (it shares rules and the contract, never views). */
const UI_CODE = [
  {
    group: ['**/islands/**', '**/components/**', '**/pages/**', '**/layouts/**', '**/*.astro', '**/stores/**'],
    message: 'The server never imports islands, components, pages or stores: move the rule it needs into src/domain or src/forms.',
  },
  { group: ['react', 'react-dom', 'react/*', 'astro', 'astro:*', 'nanostores', '@nanostores/*'], message: 'The server runs no UI framework.' },
];

/** Framework, UI and client packages: the pure layers (domain, query model) may not import them. */
const FRAMEWORK_MODULES = ['astro', 'astro:*', 'react', 'react-dom', 'react/*', 'nanostores', '@nanostores/*', 'meilisearch'];

export default tseslint.config(
  { ignores: ['dist/**', '.build/**', '.astro/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'tools/**'] },
  ...tseslint.configs.recommended,
  // .astro files: the parser and the recommended rules (their TypeScript is checked by `astro check`).
  ...astro.configs['flat/recommended'],
  { files: ['**/*.tsx'], ...jsxA11y.configs.recommended },
  {
    files: ['**/*.tsx'],
    rules: {
      // A scrollable region (the comparison table) must take focus so keyboard users can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    files: ['**/*.tsx', 'src/islands/**/*.ts', 'src/forms/**/*.ts', 'src/components/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/refs': 'error',
      'react-hooks/immutability': 'error',
      'react-hooks/purity': 'error',
      'react-hooks/globals': 'error',
      // Off by decision: islands read browser-only state (storage, clocks, live status) after mount,
      // which this rule reports; the server HTML must not depend on it (hydration mismatch).
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // Type-aware rules where a mistake loses work silently: a promise nobody awaits or handles.
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // Direction: browser code never reaches into the server (docs/architecture.md, "Which way imports point").
    files: ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.astro'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [SERVER_CODE] }] },
  },
  {
    files: ['integrations/platform-api/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: UI_CODE }] },
  },
  {
    // Boundaries: the domain is pure (no IO, no UI, no framework, nothing of the layers above it but
    // types); src/site builds view models and does no IO except its two build-time adapters.
    files: ['src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...IO_MODULES,
            {
              group: FRAMEWORK_MODULES,
              message: 'The domain is pure: no framework, UI or client here.',
            },
            {
              group: ['**/site/**', '**/islands/**', '**/components/**', '**/forms/**', '**/stores/**', '**/tenant/**', '**/scripts/**', '**/server/**'],
              allowTypeImports: true,
              message: 'The domain depends on nothing outside it but data schemas and config (types only).',
            },
          ],
        },
      ],
    },
  },
  {
    // The query model is pure too (docs/search.md): no IO, no framework; it may use the site's labels.
    files: ['src/search/query/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...IO_MODULES,
            {
              group: FRAMEWORK_MODULES,
              message: 'The query model is pure: no framework, UI or client here.',
            },
            SERVER_CODE,
          ],
        },
      ],
    },
  },
  {
    files: ['src/site/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/site/dealer/site-build.ts', 'src/site/dealer/assets.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...IO_MODULES, SERVER_CODE] }] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
);
