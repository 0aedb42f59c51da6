import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Browser code shares one router and one react-i18next through @onboarding/shared (see webpack/shared-modules.js):
// a direct import would bundle a second copy, with its own router context or without the page's i18n instance.
const ONE_ROUTER_ONE_I18N = [
  { name: 'react-router', message: 'Import the router from @onboarding/shared/router.' },
  { name: 'react-router-dom', message: 'Import the router from @onboarding/shared/router.' },
  { name: 'react-i18next', message: 'Import useTranslation from @onboarding/shared.' },
];
const ROUTER_PATTERNS = [
  { group: ['react-router/*'], message: 'Import the router from @onboarding/shared/router.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-prerender/**',
      '**/node_modules/**',
      '**/.data*/**',
      '**/@mf-types/**',
      'test-results/**',
      'playwright-report/**',
      'screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The router and i18n rule above, and axios: the applicant's first page must not carry it.
    files: [
      'shell/src/**/*.{ts,tsx}',
      'backoffice/src/**/*.{ts,tsx}',
      'remotes/*/src/**/*.{ts,tsx}',
      'shared/src/**/*.{ts,tsx}',
    ],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test-utils.tsx',
      '**/test-support.tsx',
      'shared/src/router/index.ts',
      'shared/src/i18n/index.ts',
      'shared/src/api/client.ts',
      'shared/src/api/test-adapter.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...ONE_ROUTER_ONE_I18N,
            {
              name: 'axios',
              allowTypeImports: true,
              message:
                'Call the API through the typed functions of @onboarding/shared (axios loads on the first call).',
            },
          ],
          patterns: ROUTER_PATTERNS,
        },
      ],
    },
  },
  {
    // The back office's own HTTP client (`@onboarding/shared/backoffice/client`, its own package entry) is an axios
    // instance like `@onboarding/shared/http`: only the back office host and the remotes' ./review panels import it,
    // so it never reaches the applicant's first page (which is what the axios rule above protects). Same rule,
    // without axios.
    files: ['shared/src/backoffice/client.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ONE_ROUTER_ONE_I18N,
          patterns: ROUTER_PATTERNS,
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
      },
    },
  },
);
