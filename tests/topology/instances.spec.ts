import { expect, test, type APIRequest, type APIRequestContext } from '@playwright/test';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { newApplicant, registerApplicant } from '../e2e/support/applicant';
import { messagesTo, tokenLink, waitForEmail } from '../e2e/support/outbox';
import { solveCaptcha } from '../e2e/support/session';
import { applicantAtTransactions } from '../e2e/support/transactions';
import { redisKeys } from './harness/database';
import { HOST } from './harness/ports';
import { readState } from './harness/topology';

// The API is stateless behind the gateway: whatever one instance starts, the other finishes. A captcha issued by
// one is accepted once by the other, a session opens on both, a rate limit reached on one holds on the other (Redis),
// and a browser upload goes through the gateway straight into object storage, confirmed by either instance.

const TOO_MANY = 'Too many requests. Please wait a moment and try again.';

async function instances(apiRequest: APIRequest): Promise<[APIRequestContext, APIRequestContext]> {
  const { ports } = readState();
  return Promise.all(
    [ports.apiA, ports.apiB].map((port) => apiRequest.newContext({ baseURL: `http://${HOST}:${port}` })),
  ) as Promise<[APIRequestContext, APIRequestContext]>;
}

/** The gateway's access-log entries (JSON lines) of the requests that carried `ids`. */
function gatewayEntries(ids: string[]): { request_id: string; upstream: string; status: number }[] {
  const { logDir } = readState();
  return fs
    .readFileSync(`${logDir}/gateway.log`, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { request_id: string; upstream: string; status: number })
    .filter((entry) => ids.includes(entry.request_id));
}

test('a captcha issued by one instance is accepted once by the other, and the session opens on both', async ({
  playwright,
}) => {
  const [a, b] = await instances(playwright.request);
  const applicant = newApplicant({ name: 'Omar Topology' });
  const before = messagesTo(applicant.email).length;

  const captcha = await solveCaptcha(a);
  const registered = await b.post('/api/onboarding/register', {
    data: { ...applicant, token_recaptcha: captcha },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  // Used solutions are kept in the database: the same one is refused by the instance that issued it.
  const replay = await a.post('/api/onboarding/resend_email', {
    data: { ...applicant, token_recaptcha: captcha },
  });
  expect(replay.status()).toBe(400);
  expect(await replay.json()).toEqual({ details: { error: 'Please complete the reCAPTCHA challenge' } });

  // The email went out over SMTP (Mailpit's place) with a link to the public address, the gateway.
  const { url, token } = tokenLink(await waitForEmail(applicant.email, { count: before + 1 }));
  expect(new URL(url).origin).toBe(readState().gatewayUrl);

  const statuses = [];
  for (const api of [a, b, a, b]) {
    const res = await api.get('/api/onboarding/check-user', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
    statuses.push(await res.json());
  }
  // Opening the link verified the email on the first call; every instance then reports the same application.
  expect(statuses[1]).toEqual(statuses[2]);
  expect(statuses[2]).toEqual(statuses[3]);
  await Promise.all([a.dispose(), b.dispose()]);
});

test('the signed-in applicant stays signed in through the gateway whichever instance answers', async ({
  page,
  request,
}) => {
  const { url, token, applicant } = await registerApplicant(request);
  await page.goto(url);
  await expect(page).toHaveURL(/\/eligible-check$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(`Hi ${applicant.name}!`);
  await page.reload();
  await expect(page).toHaveURL(/\/eligible-check$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(`Hi ${applicant.name}!`);

  // Consecutive calls through the gateway are spread over both instances, and each accepts the session.
  const ids = Array.from({ length: 4 }, () => `topology-${crypto.randomUUID()}`);
  for (const id of ids) {
    const res = await request.get('/api/onboarding/check-user', {
      headers: { authorization: `Bearer ${token}`, 'x-request-id': id },
    });
    expect(res.status()).toBe(200);
    expect(res.headers()['x-request-id']).toBe(id);
  }
  const { ports } = readState();
  const upstreams = new Set(gatewayEntries(ids).map((entry) => entry.upstream));
  expect(upstreams).toEqual(new Set([`${HOST}:${ports.apiA}`, `${HOST}:${ports.apiB}`]));
});

test('a per-email limit reached on one instance refuses on the other', async ({ playwright }) => {
  const [a, b] = await instances(playwright.request);
  const { serverEnv, redisPrefix } = readState();
  const perEmail = Number(serverEnv.RATE_LIMIT_PER_EMAIL);
  // An address and a client address of this test only (the instances trust X-Forwarded-For, as behind the gateway).
  const headers = { 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 255)}` };
  const applicant = newApplicant();
  // Only calls with a solved captcha count against an address (an unsolved one counts against its client only).
  const resend = async (api: APIRequestContext) =>
    api.post('/api/onboarding/resend_email', {
      data: { ...applicant, token_recaptcha: await solveCaptcha(api) },
      headers,
    });

  // The limit is reached on instance A …
  for (let i = 0; i < perEmail; i++) expect((await resend(a)).status()).toBe(200);
  const onA = await resend(a);
  expect(onA.status()).toBe(429);
  // … and holds on instance B, which never saw this address.
  const onB = await resend(b);
  expect(onB.status()).toBe(429);
  expect(await onB.json()).toEqual({ details: { error: TOO_MANY } });
  // The counters live in Redis, under this run's prefix.
  expect((await redisKeys(redisPrefix)).length).toBeGreaterThan(0);
  await Promise.all([a.dispose(), b.dispose()]);
});

test('through the gateway, a per-IP limit holds across both instances and a forged X-Forwarded-For does not escape it', async ({
  request,
}) => {
  const { serverEnv, ports } = readState();
  const perIp = Number(serverEnv.RATE_LIMIT_PER_IP);
  const ids: string[] = [];
  // Help requests without a body: refused (400), but counted per IP first. Each claims another client address.
  for (let i = 0; i < perIp; i++) {
    const id = `topology-${crypto.randomUUID()}`;
    ids.push(id);
    const res = await request.post('/api/onboarding/help', {
      data: {},
      headers: { 'x-request-id': id, 'x-forwarded-for': `203.0.113.${i + 1}` },
    });
    expect(res.status()).toBe(400);
  }
  const id = `topology-${crypto.randomUUID()}`;
  ids.push(id);
  const over = await request.post('/api/onboarding/help', {
    data: {},
    headers: { 'x-request-id': id, 'x-forwarded-for': '203.0.113.250' },
  });
  expect(over.status()).toBe(429);
  expect(await over.json()).toEqual({ details: { error: TOO_MANY } });
  // Both instances took their share of these calls.
  const upstreams = new Set(gatewayEntries(ids).map((entry) => entry.upstream));
  expect(upstreams).toEqual(new Set([`${HOST}:${ports.apiA}`, `${HOST}:${ports.apiB}`]));
});

test('a browser upload goes through the gateway into object storage, and either instance confirms it', async ({
  playwright,
  request,
}) => {
  const { gatewayUrl } = readState();
  // At the transactions step, where the CSV upload belongs (the server refuses a link out of order).
  const { token } = await applicantAtTransactions(request);
  const auth = { authorization: `Bearer ${token}` };
  const linkRes = await request.get('/api/onboarding/utils/upload-link', { headers: auth });
  expect(linkRes.status()).toBe(200);
  const { link } = (await linkRes.json()) as {
    link: { url: string; fields: Record<string, string>; timestamp: string };
  };
  // The browser posts to the public origin; object storage publishes no port of its own.
  expect(link.url).toBe(`${gatewayUrl}/storage/onboarding`);

  // What the browser sends (shared/src/api/uploads.ts): the signed fields, acl=private, the file last.
  const form = new FormData();
  for (const [key, value] of Object.entries(link.fields)) form.append(key, value);
  form.append('acl', 'private');
  const csv = 'customer_id,amount,start_date,period\nCUS-1,100.00,2024-01-15,12\n';
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'transactions.csv');
  const posted = await fetch(link.url, { method: 'POST', body: form });
  expect(posted.status).toBe(204);

  const [a, b] = await instances(playwright.request);
  for (const api of [a, b]) {
    const res = await api.get('/api/onboarding/utils/confirm-upload', {
      headers: auth,
      params: { timestamp: link.timestamp },
    });
    expect(res.status()).toBe(200);
    expect(await res.json()).toBe(true);
  }
  // Only form uploads pass the gateway's /storage/: objects are never read through it.
  const read = await request.get(`/storage/onboarding/${link.fields.key}`);
  expect(read.status()).toBe(403);
  await Promise.all([a.dispose(), b.dispose()]);
});
