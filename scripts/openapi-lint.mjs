// npm run lint:openapi: writes the API's and the integration service's OpenAPI documents (each app built, never
// listening, by server/src/openapi/documents.ts) and runs Redocly's rules on them (redocly.yaml). Run with
// `node --import tsx`; `--out DIR` keeps the documents there.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outAt = process.argv.indexOf('--out');
const dir =
  outAt > 0 ? path.resolve(process.argv[outAt + 1]) : fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
fs.mkdirSync(dir, { recursive: true });

const { openapiDocuments } = await import('../server/src/openapi/documents.ts');
const files = Object.entries(await openapiDocuments()).map(([name, document]) => {
  const file = path.join(dir, `${name}.openapi.json`);
  fs.writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  return file;
});

try {
  execFileSync(
    path.join(root, 'node_modules', '.bin', 'redocly'),
    ['lint', '--config', 'redocly.yaml', ...files],
    {
      cwd: root,
      stdio: 'inherit',
      // No telemetry, no update check: CI reaches the npm registry only.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
} catch {
  process.exitCode = 1;
} finally {
  if (outAt < 0) fs.rmSync(dir, { recursive: true, force: true });
}
