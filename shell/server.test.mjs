import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createShellServer, shellServerConfig } from './server.mjs';

// The shell server proxies /api under `npm start`. The API counts per-client limits by the address the shell
// forwards, so the shell must forward the browser's own address, never one the browser chose.

let upstream;
let shell;
let shellPort;
const seen = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    seen.push(req.headers['x-forwarded-for']);
    // As the integration service's pages do: a policy of their own.
    if (req.url.startsWith('/oauth/')) res.setHeader('content-security-policy', "default-src 'none'");
    res.setHeader('content-type', 'application/json');
    res.end('{}');
  });
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
  const config = shellServerConfig({
    API_UPSTREAM: `http://127.0.0.1:${upstream.address().port}`,
    INTEGRATION_UPSTREAM: `http://127.0.0.1:${upstream.address().port}`,
    SHELL_DIST_DIR: root,
    LOG_LEVEL: 'silent',
  });
  shell = await createShellServer(config);
  await shell.listen({ port: 0, host: '127.0.0.1' });
  shellPort = shell.server.address().port;
});

afterAll(async () => {
  await shell?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

/** A request from another loopback address (127.0.0.0/8), as a second browser would be another client. */
function get(localAddress, headers = {}, path = '/api/onboarding/check-user') {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: shellPort, path, localAddress, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(path.startsWith('/api/onboarding') ? res.statusCode : res));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the shell server’s /api proxy', () => {
  it('forwards each client’s own address, and replaces one the client wrote itself', async () => {
    seen.length = 0;
    expect(await get('127.0.0.2')).toBe(200);
    expect(await get('127.0.0.3', { 'x-forwarded-for': '203.0.113.50' })).toBe(200);
    expect(seen).toEqual(['127.0.0.2', '127.0.0.3']);
  });

  it('keeps the stricter policy of the integration service’s pages (finding #14.10)', async () => {
    const res = await get('127.0.0.2', {}, '/oauth/result');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    const page = await get('127.0.0.2', { accept: 'text/html' }, '/eligible');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('never passes /api/internal/ on (finding #14.10)', async () => {
    seen.length = 0;
    const res = await get('127.0.0.2', {}, '/api/internal/accounting-result');
    expect(res.statusCode).toBe(404);
    expect(seen).toEqual([]);
  });
});

// `npm start` runs the API in the shell's process (scripts/lib/embedded-stack.mjs): /api and /oauth are handed to
// it without a network hop, and the same rules hold.
describe('the shell server’s /api handed to the API in the same process', () => {
  let api;
  let integration;
  let inProcessShell;
  const calls = [];

  beforeAll(async () => {
    // Trusting every proxy, as far as it goes: only the shell's replacing X-Forwarded-For keeps a client from
    // choosing its address.
    api = Fastify({ trustProxy: true });
    api.all('/api/*', async (request) => {
      calls.push({ url: request.url, ip: request.ip, body: request.body ?? null });
      return { ok: true };
    });
    integration = Fastify();
    integration.get('/oauth/result', async (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'").send({ page: true }),
    );
    await api.ready();
    await integration.ready();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
    inProcessShell = await createShellServer(
      shellServerConfig({ SHELL_DIST_DIR: root, LOG_LEVEL: 'silent' }),
      {
        api,
        integration,
      },
    );
    await inProcessShell.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await inProcessShell?.close();
    await api?.close();
    await integration?.close();
  });

  function send(localAddress, { path: target, method = 'GET', headers = {}, body } = {}) {
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: inProcessShell.server.address().port,
          path: target,
          method,
          localAddress,
          headers,
        },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it('gives the API each client’s own address, never one the client wrote, and the body as sent', async () => {
    calls.length = 0;
    expect((await send('127.0.0.2', { path: '/api/onboarding/check-user' })).status).toBe(200);
    const posted = await send('127.0.0.3', {
      path: '/api/onboarding/register',
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.50', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Amina' }),
    });
    expect(posted.status).toBe(200);
    expect(posted.headers['x-content-type-options']).toBe('nosniff');
    expect(calls).toEqual([
      { url: '/api/onboarding/check-user', ip: '127.0.0.2', body: null },
      { url: '/api/onboarding/register', ip: '127.0.0.3', body: { name: 'Amina' } },
    ]);
  });

  it('never hands /api/internal/ on, however it is spelled', async () => {
    calls.length = 0;
    expect((await send('127.0.0.2', { path: '/api/internal/accounting-result' })).status).toBe(404);
    expect((await send('127.0.0.2', { path: '/api/%69nternal/accounting-result' })).status).toBe(404);
    expect(calls).toEqual([]);
  });

  it('hands /oauth to the integration service, whose pages keep their own policy', async () => {
    const res = await send('127.0.0.2', { path: '/oauth/result' });
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
  });
});
