'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS entry that Node runs as it is */
// The worker thread's entry, in plain JavaScript so Node can start it as it is: under tsx (npm start) and under
// jest alike, where the parent's TypeScript transform does not reach a new thread. It registers tsx's CommonJS hook,
// then loads the TypeScript worker.
require('tsx/cjs/api').register();
require('./worker.ts');
