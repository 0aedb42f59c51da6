// One jest run over every workspace: browser code in jsdom, server code in node.
const esm = [
  'jotai',
  'jose',
  'altcha',
  'altcha-lib',
  'libphonenumber-js',
  'cookie',
  'openid-client',
  'oauth4webapi',
  'oidc-provider',
  // file-type and the tokenizers it reads with.
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
];
const transform = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
};
const common = {
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${esm.join('|')})/)`],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/tests/jest/style-mock.js',
    '\\.(svg|png|jpg)$': '<rootDir>/tests/jest/file-mock.js',
  },
};
module.exports = {
  // A test file's leftovers (PGlite instances, module registries) add up over a whole run in one process: a worker
  // past this much memory is replaced between files. It also keeps jest from running in band on a two-core machine
  // (one worker), where the whole suite once outgrew the heap.
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      ...common,
      displayName: 'browser',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/tests/jest/setup-dom.ts'],
      // tests/e2e/support: the end-to-end helpers that run in the page (the Arabic tour's untranslated-text detector).
      testMatch: [
        '<rootDir>/{shared,shell,backoffice,remotes}/**/src/**/*.test.{ts,tsx}',
        '<rootDir>/tests/e2e/support/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      // The servers of the static apps (shell/server.mjs and what it uses) are plain ES modules, tested as they run.
      // tests/deploy reads docker-compose.yml and the Dockerfiles; tests/lint runs eslint.config.mjs's import rules.
      testMatch: [
        '<rootDir>/server/src/**/*.test.ts',
        '<rootDir>/{shell,backoffice,scripts/lib}/*.test.mjs',
        '<rootDir>/tests/deploy/*.test.ts',
        '<rootDir>/tests/lint/*.test.ts',
      ],
    },
  ],
};
