import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import noCrossFeatureImports from './scripts/lint/no-cross-feature-imports.mjs';

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

// Server layers: routes/ adapt HTTP and call domain modules; domain modules (everything else in server/src) never
// import a route or a plugin, so the arrows only point down. The composition roots wire plugins and routes together.
const SERVER_TS = 'server/src/**/*.ts';
const SERVER_TESTS = [
  'server/src/**/*.test.ts',
  'server/src/test/**',
  'server/src/fuzz/**',
  'server/src/**/test-support/**',
  'server/src/**/test-support.ts',
];
const SERVER_COMPOSITION = [
  'server/src/app.ts',
  'server/src/base-app.ts',
  'server/src/main.ts',
  'server/src/staff-cli.ts',
  'server/src/integration/app.ts',
  'server/src/integration/main.ts',
];
// The integration service is a second Fastify app; these are its routes, which use the API's error plugin.
const SERVER_HTTP = [
  'server/src/routes/**',
  'server/src/plugins/**',
  'server/src/integration/forget.ts',
  'server/src/integration/oauth/routes.ts',
  'server/src/integration/providers/sandbox.ts',
];
const NOT_DOMAIN = [...SERVER_COMPOSITION, ...SERVER_HTTP];
const SERVER_LAYERS = [
  {
    regex: String.raw`^(\.\.?/)+(routes|plugins)(/|$)`,
    message:
      'Domain modules never import routes or plugins: move what both need into the domain (or lib/), and let the route call it.',
  },
];

// Data access: a table's queries live in one module per aggregate, server/src/data/<aggregate>.ts. Once an
// aggregate has its module, only that module (and the database's own code, migrations and tests) imports its Drizzle
// tables. DATA_ACCESS_PENDING names files still exempt while their queries move to a module (none at present).
/** A data-access module: the schema files its tables are defined in, the tables, and what the refusal says. */
const dataModule = (schemaFiles, importNames, message) => ({
  regex: String.raw`^(\.\.?/)+db/schema(/index|${schemaFiles.map((f) => `/${f}`).join('|')})?$`,
  importNames,
  message,
});
const DATA_ACCESS = [
  dataModule(
    ['core'],
    ['applications'],
    'Query the applications table through server/src/data/applications.ts.',
  ),
  dataModule(
    ['staff'],
    ['staff', 'staffEnrolments', 'staffSessions', 'staffSsoCallbacks'],
    'Query the staff tables through server/src/data/staff.ts.',
  ),
  dataModule(['staff'], ['staffSetupLinks'], 'Query the setup links through server/src/data/setup-links.ts.'),
  dataModule(
    ['offers'],
    ['offers', 'offerApprovals'],
    'Query the offers tables through server/src/data/offers.ts.',
  ),
  dataModule(['core'], ['applicants'], 'Query the applicants table through server/src/data/applicants.ts.'),
  dataModule(
    ['review'],
    ['caseNotes', 'informationRequests'],
    "Query a case's notes and requests for information through server/src/data/cases.ts.",
  ),
  dataModule(
    ['eligibility'],
    ['eligibilityDecisions'],
    'Query the eligibility decisions through server/src/data/eligibility.ts.',
  ),
  dataModule(
    ['documents', 'review'],
    ['documents', 'documentMarks'],
    'Query the documents and their marks through server/src/data/documents.ts.',
  ),
];
const DATA_ACCESS_ALLOWED = ['server/src/data/**', 'server/src/db/**'];
const DATA_ACCESS_PENDING = [];
const serverImports = (...patterns) =>
  patterns.length ? { 'no-restricted-imports': ['error', { patterns }] } : { 'no-restricted-imports': 'off' };
const LAYERS_OFF = NOT_DOMAIN;
const DATA_OFF = [...DATA_ACCESS_ALLOWED, ...DATA_ACCESS_PENDING];
// A later config object's rule replaces an earlier one's for the same file, so each mix of the two rules is one
// object; an inner `files` array means all of its globs match (here: exempt from both).
const serverLayers = [
  { files: [SERVER_TS], ignores: SERVER_TESTS, rules: serverImports(...SERVER_LAYERS, ...DATA_ACCESS) },
  { files: LAYERS_OFF, ignores: SERVER_TESTS, rules: serverImports(...DATA_ACCESS) },
  { files: DATA_OFF, ignores: [...SERVER_TESTS, ...LAYERS_OFF], rules: serverImports(...SERVER_LAYERS) },
  {
    files: DATA_OFF.flatMap((data) => LAYERS_OFF.map((layers) => [data, layers])),
    ignores: SERVER_TESTS,
    rules: serverImports(),
  },
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
  ...serverLayers,
  {
    files: ['{shell,backoffice}/src/features/**/*.{ts,tsx}', 'remotes/*/src/features/**/*.{ts,tsx}'],
    plugins: { layers: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'layers/no-cross-feature-imports': 'error' },
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
