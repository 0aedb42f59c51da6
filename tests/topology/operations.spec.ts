import { expect, test } from '@playwright/test';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { dataUrl, requiredDocuments } from '../e2e/support/documents';
import { passEligibility } from '../e2e/support/eligibility';
import { registerApplicant } from '../e2e/support/applicant';
import { HOST, topologyPorts } from './harness/ports';
import { httpOk, portOpen, spawnManaged, waitUntil, type Managed } from './harness/processes';
import { BUCKET } from './harness/environment';
import { apiReady, readState, startApi, type TopologyState } from './harness/topology';

// What ops rely on: health and readiness answers, one request id from the gateway into every service's JSON logs,
// and a graceful stop (an instance taken out during a deploy finishes the upload it is receiving). The readiness
// and shutdown checks use a third API instance of this spec's own, with an object store of its own, so stopping
// them disturbs nothing else.

let state: TopologyState;
const started: Managed[] = [];
let apiC: Managed;
let apiCPort: number;
let s3Port: number;
let s3Dir: string;

test.beforeAll(() => {
  state = readState();
});

/** JSON lines of a service's log (other lines, such as Node's own warnings, are left out). */
function jsonLines(name: string): Record<string, unknown>[] {
  const file = path.join(state.logDir, `${name}.log`);
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

test('the API and the integration service answer /healthz and /readyz, directly and through the gateway', async ({
  request,
}) => {
  const { ports } = state;
  for (const url of [
    '/api/healthz',
    '/api/readyz',
    '/oauth/healthz',
    `http://${HOST}:${ports.apiA}/api/readyz`,
    `http://${HOST}:${ports.apiB}/api/readyz`,
    `http://${HOST}:${ports.integration}/healthz`,
    `http://${HOST}:${ports.integration}/readyz`,
  ]) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
  }
  expect(await (await request.get('/api/readyz')).json()).toEqual({ status: 'ready' });
});

test('one request id goes from the gateway into the API JSON logs', async ({ request }) => {
  // Made by the gateway when the caller sends none …
  const made = await request.get('/api/readyz');
  const id = made.headers()['x-request-id'];
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  // … kept when the caller sends a well-formed one, replaced when not.
  const own = `topology-${crypto.randomUUID()}`;
  const kept = await request.get('/api/healthz', { headers: { 'x-request-id': own } });
  expect(kept.headers()['x-request-id']).toBe(own);
  const junk = await request.get('/api/healthz', { headers: { 'x-request-id': 'not an id; rm -rf' } });
  expect(junk.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);

  const apiLines = () => [...jsonLines('api-a'), ...jsonLines('api-b')];
  for (const wanted of [id, own]) {
    await expect
      .poll(() => apiLines().filter((line) => line.reqId === wanted).length, {
        message: `API log lines of ${wanted}`,
      })
      .toBeGreaterThan(0);
    const gatewayLine = jsonLines('gateway').find((line) => line.request_id === wanted);
    expect(gatewayLine).toMatchObject({ service: 'gateway', status: 200 });
  }
  // Structured: every API line of the request is JSON with a level, a time and the id.
  for (const line of apiLines().filter((l) => l.reqId === id)) {
    expect(line).toEqual(
      expect.objectContaining({ level: expect.any(Number), time: expect.any(Number), reqId: id }),
    );
  }
});

test('the integration service logs the gateway request id too', async ({ request }) => {
  const own = `topology-${crypto.randomUUID()}`;
  const res = await request.get('/oauth/healthz', { headers: { 'x-request-id': own } });
  expect(res.status()).toBe(200);
  expect(res.headers()['x-request-id']).toBe(own);
  await expect
    .poll(() => jsonLines('integration').filter((line) => line.reqId === own).length, {
      message: `integration log lines with reqId ${own}`,
    })
    .toBeGreaterThan(0);
});

test.describe('a third API instance of this spec, with an object store of its own', () => {
  function startStore(): Managed {
    const store = spawnManaged(
      'ops-s3',
      process.execPath,
      ['tests/topology/harness/s3-server.mjs', '--port', String(s3Port), '--dir', s3Dir, '--bucket', BUCKET],
      { logDir: state.logDir },
    );
    started.push(store);
    return store;
  }

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const spare = topologyPorts().spare;
    apiCPort = spare(10);
    s3Port = spare(11);
    s3Dir = fs.mkdtempSync(path.join(state.runDir, 'ops-s3-'));
    // After a failed test Playwright starts a new worker: the previous one's servers may still be letting go.
    for (const port of [apiCPort, s3Port]) {
      await waitUntil(`port ${port} free`, async () => !(await portOpen(port)), { timeoutMs: 30_000 });
    }
    const store = startStore();
    await waitUntil('ops-s3', () => portOpen(s3Port), { process: store, timeoutMs: 30_000 });
    // At debug, the instance logs each request as it arrives (at info only once answered): the stop test waits for
    // the upload's arrival line.
    const env = {
      ...state,
      serverEnv: { ...state.serverEnv, S3_ENDPOINT: `http://${HOST}:${s3Port}`, LOG_LEVEL: 'debug' },
    };
    apiC = startApi(env, 'api-c', apiCPort);
    started.push(apiC);
    await waitUntil('api-c', apiReady(apiCPort), { process: apiC, timeoutMs: 180_000 });
  });

  test.afterAll(async () => {
    for (const child of started.reverse()) await child.stop();
  });

  test('an instance whose object storage stops answering is not ready, and is again once storage is back', async ({
    request,
  }) => {
    const url = `http://${HOST}:${apiCPort}/api/readyz`;
    expect((await request.get(url)).status()).toBe(200);
    await started.find((p) => p.name === 'ops-s3' && p.running())!.stop();
    try {
      // Still alive (nothing should restart it) but not ready (health checks take it out of rotation).
      expect((await request.get(`http://${HOST}:${apiCPort}/api/healthz`)).status()).toBe(200);
      const down = await request.get(url);
      expect(down.status()).toBe(503);
      expect(await down.json()).toHaveProperty('details.error');
    } finally {
      const store = startStore();
      await waitUntil('ops-s3 again', () => portOpen(s3Port), { process: store, timeoutMs: 30_000 });
    }
    await expect.poll(async () => (await request.get(url)).status(), { timeout: 15_000 }).toBe(200);
  });

  test('an instance told to stop finishes the upload it is receiving, takes no new connection, and exits cleanly', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const { token } = await registerApplicant(request);
    await passEligibility(request, token, { eligible: true });
    const docs = requiredDocuments();
    const body = Buffer.from(
      JSON.stringify({
        files: Object.fromEntries(
          Object.entries(docs).map(([kind, file]) => [kind, { name: file.name, content: dataUrl(file) }]),
        ),
      }),
    );

    // The upload starts: headers and half of the body reach the instance …
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: HOST,
          port: apiCPort,
          method: 'POST',
          path: '/api/onboarding/financial-upload',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': body.length,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.subarray(0, body.length / 2));
      // … then the instance is told to stop (a deploy), and the rest of the body arrives afterwards.
      void (async () => {
        await waitUntil(
          'api-c receiving the upload',
          async () => apiC.log().includes('"url":"/api/onboarding/financial-upload"'),
          { timeoutMs: 15_000 },
        );
        apiC.child.kill('SIGTERM');
        await waitUntil('api-c shutting down', async () => apiC.log().includes('"msg":"shutting down"'), {
          timeoutMs: 15_000,
        });
        await waitUntil('api-c closing its port', async () => !(await portOpen(apiCPort)), {
          timeoutMs: 15_000,
        });
        req.end(body.subarray(body.length / 2));
      })().catch(reject);
    });

    const answer = await response;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ stage: 'TRANSACTION' });
    expect(await apiC.exited).toEqual({ code: 0, signal: null });
    // Nothing was lost: the other instances see the documents stored.
    const status = await request.get('/api/onboarding/check-user', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await status.json()) as { stage: string }).stage).toBe('TRANSACTION');
    expect(await httpOk(`http://${HOST}:${apiCPort}/api/healthz`)).toBe(false);
  });
});
