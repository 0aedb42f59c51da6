import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { GATEWAY_TEMPLATE } from './harness/nginx';
import { ROOT } from './harness/processes';
import { readState } from './harness/topology';

// docker-compose.yml, .env.example and this harness describe one topology: every variable of the compose file is
// documented in .env.example (and nothing there is unused), the gateway template gets the same variables here as
// in compose, and Debian's docker-compose accepts the file.

const compose = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
const envExample = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8');
const DOCKER_COMPOSE = process.env.DOCKER_COMPOSE_BIN || '/usr/bin/docker-compose';

/** Variables docker-compose interpolates from .env (`$${VAR}` is an escaped dollar for the container's shell). */
function composeVariables(): Set<string> {
  return new Set([...compose.matchAll(/(?<!\$)\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]));
}

function envExampleEntries(): Map<string, { documented: boolean }> {
  const lines = envExample.split('\n');
  const entries = new Map<string, { documented: boolean }>();
  lines.forEach((line, index) => {
    const match = /^([A-Z][A-Z0-9_]*)=/.exec(line);
    if (!match) return;
    // Documented: a comment right above it, or above the run of variables it belongs to.
    let i = index - 1;
    while (i >= 0 && /^[A-Z][A-Z0-9_]*=/.test(lines[i])) i--;
    entries.set(match[1], { documented: i >= 0 && lines[i].startsWith('#') });
  });
  return entries;
}

test('every variable docker-compose.yml reads is documented in .env.example, and none there is unused', () => {
  const used = composeVariables();
  const entries = envExampleEntries();
  expect([...used].filter((name) => !entries.has(name))).toEqual([]);
  expect([...entries.keys()].filter((name) => !used.has(name))).toEqual([]);
  expect([...entries].filter(([, e]) => !e.documented).map(([name]) => name)).toEqual([]);
});

test('the gateway template gets the same variables from docker-compose.yml as from this harness', () => {
  const template = fs.readFileSync(GATEWAY_TEMPLATE, 'utf8');
  const templateVars = new Set([...template.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((m) => m[1]));
  const gatewayService = compose.slice(compose.indexOf('\n  gateway:\n'), compose.indexOf('\n  shell:\n'));
  const composeGatewayVars = new Set(
    [...gatewayService.matchAll(/^ {6}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]),
  );
  expect(composeGatewayVars).toEqual(templateVars);
  expect(new Set(Object.keys(readState().gateway.vars))).toEqual(templateVars);
});

test("Debian's docker-compose accepts the file with .env.example", () => {
  // CI installs it (.ci/run); a developer's machine may not have it.
  test.skip(
    !process.env.CI && !fs.existsSync(DOCKER_COMPOSE),
    `${DOCKER_COMPOSE} is not installed (apt-get install docker-compose)`,
  );
  const result = spawnSync(DOCKER_COMPOSE, ['--env-file', '.env.example', 'config', '-q'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});
