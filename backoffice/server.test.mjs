import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { backofficeContentSecurityPolicy } from './csp.mjs';
import { backofficeServerConfig, createBackofficeServer } from './server.mjs';

// The back office's origin reaches the staff API and nothing else of the API.

let upstream;
let server;
let port;
const seen = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    seen.push(req.url);
    res.setHeader('content-type', 'application/json');
    res.end('{}');
  });
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-dist-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
  server = await createBackofficeServer(
    backofficeServerConfig({
      API_UPSTREAM: `http://127.0.0.1:${upstream.address().port}`,
      BACKOFFICE_DIST_DIR: root,
      LOG_LEVEL: 'silent',
    }),
  );
  await server.listen({ port: 0, host: '127.0.0.1' });
  port = server.server.address().port;
});

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

const get = (url, headers = {}) => fetch(`http://127.0.0.1:${port}${url}`, { headers });

describe('the back office server', () => {
  it('serves on PORT+7 by default and names the remotes like the shell server', () => {
    const config = backofficeServerConfig({ PORT: '4100' });
    expect(config.port).toBe(4107);
    expect(config.apiUpstream).toBe('http://127.0.0.1:4105');
    expect(config.remotes.documents).toBe('http://localhost:4102/mf-manifest.json');
  });

  it('proxies /api/backoffice, and answers 404 for the rest of /api without reaching the API', async () => {
    seen.length = 0;
    expect((await get('/api/backoffice/session')).status).toBe(200);
    expect((await get('/api/onboarding/check-user')).status).toBe(404);
    expect((await get('/api/internal/accounting-result')).status).toBe(404);
    expect((await get('/api/backofficex')).status).toBe(404);
    expect((await get('/api')).status).toBe(404);
    expect(seen).toEqual(['/api/backoffice/session']);
  });

  it('serves deep links with its own policy, and /remotes.json uncached', async () => {
    const page = await get('/cases/12', { accept: 'text/html' });
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self' http://localhost:3001");
    const remotes = await get('/remotes.json');
    expect(remotes.headers.get('cache-control')).toContain('no-store');
    expect(Object.keys(await remotes.json())).toEqual([
      'eligibility',
      'documents',
      'transactions',
      'accounting',
    ]);
  });
});

describe('the back office’s Content-Security-Policy', () => {
  it('allows the remotes’ origins for scripts and workers (pdf.js from a blob:), images from self, data: and blob:', () => {
    const csp = backofficeContentSecurityPolicy({
      remotes: {
        documents: 'https://cdn.example/documents/mf-manifest.json',
        eligibility: '/remotes/e.json',
      },
    });
    const directive = (name) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' https://cdn.example");
    expect(directive('worker-src')).toBe("worker-src 'self' https://cdn.example blob:");
    expect(directive('img-src')).toBe("img-src 'self' data: blob:");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });
});

describe('the back office server with the API in the same process (npm start)', () => {
  let api;
  let inProcess;
  const handed = [];

  beforeAll(async () => {
    api = Fastify();
    api.all('/api/*', async (request) => {
      handed.push(request.url);
      return {};
    });
    await api.ready();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-dist-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
    inProcess = await createBackofficeServer(
      backofficeServerConfig({ BACKOFFICE_DIST_DIR: root, LOG_LEVEL: 'silent' }),
      { api },
    );
    await inProcess.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await inProcess?.close();
    await api?.close();
  });

  it('hands /api/backoffice to the API, and answers 404 for the rest of /api without reaching it', async () => {
    const at = (url) => fetch(`http://127.0.0.1:${inProcess.server.address().port}${url}`);
    expect((await at('/api/backoffice/session')).status).toBe(200);
    expect((await at('/api/onboarding/check-user')).status).toBe(404);
    expect((await at('/api/internal/accounting-result')).status).toBe(404);
    expect((await at('/api/backofficex')).status).toBe(404);
    expect(handed).toEqual(['/api/backoffice/session']);
  });
});
