import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
// Opening a database can take longer than jest's 5 s on a busy machine, as in every other suite.
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

describe('health', () => {
  it('is ready when the database and the storage answer', async () => {
    const res = await t.app.inject({ url: '/api/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while the storage does not answer', async () => {
    const original = t.app.storage.checkReady;
    t.app.storage.checkReady = () => Promise.reject(new Error('down'));
    try {
      const res = await t.app.inject({ url: '/api/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ details: { error: 'storage unavailable' } });
    } finally {
      t.app.storage.checkReady = original;
    }
  });
});

describe('requests Fastify cannot route', () => {
  it('answer a malformed address with the usual error body (finding #14.10)', async () => {
    const res = await t.app.inject({ url: '/api/onboarding/%zz' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ details: { error: 'The request address is not valid.' } });
  });
});
