import fs from 'node:fs';
import path from 'node:path';

// Files the server reads or starts while it runs, found from the server package's folder. The same paths hold when
// it runs from its sources (jest) and from its bundles in dist/ (npm start, the images), where every module's
// __dirname is the folder of the bundle it was compiled into.

function packageRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      fs.existsSync(manifest) &&
      JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@onboarding/server'
    )
      return dir;
  }
  throw new Error(`@onboarding/server's package.json not found above ${from}`);
}

export const SERVER_ROOT = packageRoot(__dirname);

/** True in the bundles of dist/ (scripts/build-server.mjs), false when the TypeScript sources run. */
export const COMPILED = __filename.endsWith('.js');

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/db/migrations');
export const INTEGRATION_MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/integration/migrations');
/** The policy shipped with the product. */
export const DEFAULT_POLICY_FILE = path.join(SERVER_ROOT, 'policy/eligibility-policy.json');
/** The reasons a case may be declined for, shipped with the product (DECLINE_REASONS_FILE replaces it). */
/** The pricing guide's policy shipped with the product (PRICING_POLICY_FILE replaces it). */
export const DEFAULT_PRICING_POLICY_FILE = path.join(SERVER_ROOT, 'policy/pricing-policy.json');
export const DEFAULT_DECLINE_REASONS_FILE = path.join(SERVER_ROOT, 'policy/decline-reasons.json');
/** The clauses of the offer letter, in English and Arabic (OFFER_CLAUSES_FILE replaces it). */
export const DEFAULT_OFFER_CLAUSES_FILE = path.join(SERVER_ROOT, 'policy/offer-clauses.json');
/** What an applicant's deletion keeps, and for how long (RETENTION_POLICY_FILE replaces it). */
export const DEFAULT_RETENTION_POLICY_FILE = path.join(SERVER_ROOT, 'policy/retention-policy.json');

/** The worker threads' code: one bundle each in dist/, or the TypeScript source behind tsx's CommonJS hook. */
export type WorkerName = 'excel/worker' | 'transactions/csv-import-worker' | 'underwriting/worker';

export interface WorkerEntry {
  file: string;
  /** tsx's hook to register first, when the entry is TypeScript (a new thread gets no loader from its parent). */
  tsx?: string;
}

export function workerEntry(name: WorkerName): WorkerEntry {
  return COMPILED
    ? { file: path.join(SERVER_ROOT, 'dist', `${name}.js`) }
    : { file: path.join(SERVER_ROOT, 'src', `${name}.ts`), tsx: require.resolve('tsx/cjs/api') };
}

/** Starts a worker's entry in a new thread: `new Worker(WORKER_BOOTSTRAP, { eval: true, workerData: { entry, … } })`. */
export const WORKER_BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
if (workerData.entry.tsx) require(workerData.entry.tsx).register();
require(workerData.entry.file);
`;
