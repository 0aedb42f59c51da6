// Writes labelled-set.json from the generator, formatted as `npm run lint` expects:
//   npx tsx server/src/screening/matching/write-labelled-set.ts
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { buildLabelledSet, LABELLED_SET_FILE } from './labelled-set';

async function main() {
  const out = path.join(__dirname, LABELLED_SET_FILE);
  const options = (await prettier.resolveConfig(out)) ?? {};
  fs.writeFileSync(
    out,
    await prettier.format(JSON.stringify(buildLabelledSet()), { ...options, filepath: out }),
  );
  console.log(`${out}: written`);
}

void main();
