// Writes labelled-set.json from the generator: npx tsx server/src/screening/matching/write-labelled-set.ts
import fs from 'node:fs';
import path from 'node:path';
import { buildLabelledSet, LABELLED_SET_FILE } from './labelled-set';

const out = path.join(import.meta.dirname, LABELLED_SET_FILE);
fs.writeFileSync(out, JSON.stringify(buildLabelledSet(), null, 1) + '\n');
console.log(`${out}: written`);
