import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { clientNavigate } from '../e2e/support/session';
import { buildRemoteVariant, editJson, replaceOnce, type RemoteVariant } from './harness/build-remote';
import type { NginxInstance } from './harness/nginx';
import { HOST, REMOTE_NAMES, topologyPorts } from './harness/ports';
import { httpOk, waitUntil } from './harness/processes';
import { readState, reloadGateway, startRemoteServer, type TopologyState } from './harness/topology';

// Independent deploys, the way ops do them with docker-compose: the eligibility team ships a new release (its own
// build, its own server, like a new image), the gateway is pointed at it (`nginx -s reload`, as Docker's DNS would
// follow a replaced container), and the next page load shows it, with the shell and the other remotes untouched and
// not rebuilt. Then the rollback, the same way. Then a release built against an incompatible @onboarding/shared,
// which the shell must refuse with a clear console message and the error modal, never a blank page.

const NEXT_RELEASE = '1.1.0';
const NEXT_TITLE = `Eligibility Check (release ${NEXT_RELEASE})`;
const ERROR_DIALOG = 'Oops, Something Went Wrong!!';

let state: TopologyState;
let next: RemoteVariant;
let incompatible: RemoteVariant;
const servers: NginxInstance[] = [];
let nextPort: number;
let incompatiblePort: number;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Two production webpack builds on a shared machine.
  test.setTimeout(600_000);
  state = readState();
  const spare = topologyPorts().spare;
  nextPort = spare(0);
  incompatiblePort = spare(1);
  const workDir = fs.mkdtempSync(path.join(state.runDir, 'deploy-'));

  // A visible change: the registration heading, as the eligibility team would change it, and its release number.
  const buildNext = buildRemoteVariant({
    name: 'eligibility',
    workDir: path.join(workDir, 'next'),
    logFile: path.join(state.logDir, 'build-eligibility-next.log'),
    patch: (dir) => {
      replaceOnce(
        path.join(dir, 'src/i18n.ts'),
        "title: 'Eligibility Check',\n    subtitle:",
        `title: '${NEXT_TITLE}',\n    subtitle:`,
      );
      editJson(path.join(dir, 'package.json'), (pkg) => {
        pkg.version = NEXT_RELEASE;
      });
    },
  });
  // Built against a @onboarding/shared 2.x that the shell (which shares 1.0.0) does not provide.
  const buildIncompatible = buildRemoteVariant({
    name: 'eligibility',
    workDir: path.join(workDir, 'incompatible'),
    logFile: path.join(state.logDir, 'build-eligibility-incompatible.log'),
    patch: (dir) => {
      editJson(path.join(dir, 'package.json'), (pkg) => {
        pkg.version = '2.0.0';
        (pkg.dependencies as Record<string, string>)['@onboarding/shared'] = '^2.0.0';
      });
    },
  });
  [next, incompatible] = await Promise.all([buildNext, buildIncompatible]);

  for (const [name, port, variant] of [
    ['remote-eligibility-next', nextPort, next],
    ['remote-eligibility-incompatible', incompatiblePort, incompatible],
  ] as const) {
    const server = startRemoteServer(state, name, port, variant.dist);
    servers.push(server);
    await waitUntil(name, () => httpOk(`http://${HOST}:${port}/healthz`), {
      process: server.process,
      timeoutMs: 30_000,
    });
  }
});

test.afterAll(async ({ playwright }) => {
  // Whatever happened above: the gateway back on the eligibility server it started with (the next specs use it),
  // then the spec's servers.
  if (state) {
    const request = await playwright.request.newContext({ baseURL: state.gatewayUrl });
    await deployEligibility(request, state.ports.remotes.eligibility, manifestOf(state.appDirs.eligibility));
    await request.dispose();
  }
  for (const server of servers) await server.stop();
});

/** Points the gateway's /remotes/eligibility/ at `port` and waits until the gateway serves that server's build. */
async function deployEligibility(request: APIRequestContext, port: number, expectedManifest: string) {
  reloadGateway(state, { ...state.gateway.vars, REMOTE_ELIGIBILITY_UPSTREAM: `${HOST}:${port}` });
  // The old workers finish what they serve while the new ones start: the switch is done when the manifest says so.
  await waitUntil(
    `the gateway serving eligibility from ${port}`,
    async () =>
      (await (await request.get('/remotes/eligibility/mf-manifest.json')).text()) === expectedManifest,
    { timeoutMs: 15_000 },
  );
}

const manifestOf = (dir: string) => fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8');

/** What must not change when one remote is redeployed: the shell's files and process, the other remotes. */
async function untouched(request: APIRequestContext) {
  const shellPage = await request.get('/');
  const html = await shellPage.text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  const shellScripts = await Promise.all(scripts.map(async (src) => (await request.get(src)).text()));
  const others = await Promise.all(
    REMOTE_NAMES.filter((n) => n !== 'eligibility').map(async (n) =>
      (await request.get(`/remotes/${n}/mf-manifest.json`)).text(),
    ),
  );
  const remotesJson = await (await request.get('/remotes.json')).text();
  const alive = [
    'shell',
    'remote-documents',
    'remote-transactions',
    'remote-accounting',
    'remote-dashboard',
  ].map((name) => {
    try {
      process.kill(state.pids[name], 0);
      return `${name}:${state.pids[name]}`;
    } catch {
      return `${name}: gone`;
    }
  });
  return { html, shellScripts, others, remotesJson, alive };
}

async function registrationHeading(page: Page) {
  // A page load without a session opens the welcome screen; the app then navigates to /login itself.
  await page.goto('/');
  await expect(page.getByRole('button', { name: "LET'S START" })).toBeVisible();
  await clientNavigate(page, '/login');
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

test('a new release of one remote shows after a reload, with the shell and the other remotes untouched', async ({
  page,
  request,
}) => {
  const before = await untouched(request);
  expect(before.shellScripts.length).toBeGreaterThan(0);
  await expect(await registrationHeading(page)).toHaveText('Eligibility Check');

  await deployEligibility(request, nextPort, manifestOf(next.dist));
  const manifest = (await (await request.get('/remotes/eligibility/mf-manifest.json')).json()) as {
    metaData: { buildInfo: { buildVersion: string } };
  };
  expect(manifest.metaData.buildInfo.buildVersion).toBe(NEXT_RELEASE);

  await page.reload();
  await expect(await registrationHeading(page)).toHaveText(NEXT_TITLE);
  // The shell was neither rebuilt nor restarted, the other remotes' servers neither: byte for byte the same.
  expect(await untouched(request)).toEqual(before);
});

test('a rollback is the same move back: the previous release shows after a reload', async ({
  page,
  request,
}) => {
  await deployEligibility(request, nextPort, manifestOf(next.dist));
  await page.goto('/');
  await expect(await registrationHeading(page)).toHaveText(NEXT_TITLE);
  const before = await untouched(request);

  await deployEligibility(request, state.ports.remotes.eligibility, manifestOf(state.appDirs.eligibility));
  await page.reload();
  await expect(await registrationHeading(page)).toHaveText('Eligibility Check');
  expect(await untouched(request)).toEqual(before);
});

test('a remote built against an incompatible @onboarding/shared is refused: console message and error modal', async ({
  page,
  request,
}) => {
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleLines.push(message.text());
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(err.message));

  await deployEligibility(request, incompatiblePort, manifestOf(incompatible.dist));
  await page.goto('/');
  await expect(page.getByRole('button', { name: "LET'S START" })).toBeVisible();
  await clientNavigate(page, '/login');

  const dialog = page.getByRole('dialog', { name: ERROR_DIALOG });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'We encountered an unexpected issue processing your request. Please try again.',
  );
  // Refused, not run against the wrong shared code: the remote's screen never appears.
  await expect(page.getByRole('main').getByRole('heading', { name: 'Eligibility Check' })).toHaveCount(0);
  // Whoever investigates learns why from the console: the remote, the package and the version it needs.
  expect(
    consoleLines.some(
      (line) =>
        line.includes('eligibility') && line.includes('@onboarding/shared') && line.includes('^2.0.0'),
    ),
    `a console error or warning naming eligibility, @onboarding/shared and ^2.0.0, among:\n${consoleLines.join('\n')}`,
  ).toBe(true);
  expect(pageErrors).toEqual([]);

  // Never a blank page: Cancel goes home and the rest of the app works.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: "LET'S START" })).toBeVisible();
  // Another remote's screen (one that needs no session) still opens.
  await clientNavigate(page, '/subscriptions/connected');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Thanks for sharing your transaction data!',
  );

  // Rolled back, the same page works again after a reload.
  await deployEligibility(request, state.ports.remotes.eligibility, manifestOf(state.appDirs.eligibility));
  await expect(await registrationHeading(page)).toHaveText('Eligibility Check');
});
