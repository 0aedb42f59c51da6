import { describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeProblem } from './require-node.mjs';

// On an older Node the product used to install with a warning and serve pages until a staff member enrolled, where
// crypto.argon2 does not exist. Every command stops at once with one line instead, and npm install refuses.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REQUIRED = Number(fs.readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim());

/** The machine's own Node when it is older than the product's (this machine's Debian Node 20), else null. */
function olderNode() {
  for (const candidate of ['/usr/bin/node', '/usr/local/bin/node']) {
    if (!fs.existsSync(candidate)) continue;
    const version = execFileSync(candidate, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
    if (Number(version.split('.')[0]) < REQUIRED) return { node: candidate, version };
  }
  return null;
}
const older = olderNode();
const withOlderNode = older ? it : it.skip;

describe('the Node version check', () => {
  it('names the Node needed and the one found', () => {
    expect(nodeProblem('20.20.2', 24)).toBe('Onboarding needs Node 24 or later (found 20.20.2); see .nvmrc');
    expect(nodeProblem('24.0.0', 24)).toBeNull();
    expect(nodeProblem('25.1.0', 24)).toBeNull();
  });

  it('asks the servers for the same Node as .nvmrc and package.json', () => {
    const server = fs.readFileSync(path.join(ROOT, 'server/src/require-node.ts'), 'utf8');
    expect(Number(/REQUIRED_NODE = (\d+)/.exec(server)[1])).toBe(REQUIRED);
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.engines.node).toBe(`>=${REQUIRED}`);
    expect(fs.readFileSync(path.join(ROOT, '.npmrc'), 'utf8')).toMatch(/^engine-strict=true$/m);
    for (const entry of ['main.ts', 'integration/main.ts', 'embedded.ts', 'staff-cli.ts']) {
      const source = fs.readFileSync(path.join(ROOT, 'server/src', entry), 'utf8');
      expect(source.match(/^import .*$/m)[0]).toMatch(/^import '\.{1,2}\/require-node';$/);
    }
  });

  withOlderNode('stops npm start and the staff CLI at once with that line, on an older Node', () => {
    for (const script of ['scripts/start.mjs', 'scripts/staff.mjs']) {
      const run = spawnSync(older.node, [script, 'list'], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
      expect([run.status, run.stderr.trim(), run.stdout]).toEqual([
        1,
        `Onboarding needs Node ${REQUIRED} or later (found ${older.version}); see .nvmrc`,
        '',
      ]);
    }
  });

  withOlderNode(
    'makes npm install refuse an older Node',
    () => {
      const bin = path.dirname(older.node);
      const run = spawnSync('npm', ['install', '--dry-run', '--no-audit', '--no-fund'], {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 120_000,
        env: { ...process.env, PATH: `${bin}:/usr/bin:/bin` },
      });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain('Not compatible with your version of node/npm: onboarding');
    },
    150_000,
  );
});
