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
          ],
        },
      ],
    },
  },
  {
    files: ['src/site/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/site/dealer/site-build.ts', 'src/site/dealer/assets.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: IO_MODULES }] },
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
