// Imported first by every command a newcomer runs (npm start, npm run staff, the build): on an older Node the
// product would serve pages and then fail deep inside (crypto.argon2 exists from Node 24), so stop at once instead.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NVMRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../.nvmrc');

/** The line to print when `found` (process.versions.node) is older than `required` (a major), or null. */
export function nodeProblem(found, required) {
  const major = Number(found.split('.')[0]);
  return major >= required ? null : `Onboarding needs Node ${required} or later (found ${found}); see .nvmrc`;
}

const problem = nodeProblem(process.versions.node, Number(fs.readFileSync(NVMRC, 'utf8').trim()));
if (problem) {
  console.error(problem);
  process.exit(1);
}
