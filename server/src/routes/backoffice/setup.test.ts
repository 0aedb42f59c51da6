import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { staff } from '../../db/schema';
import { SETUP_MESSAGES, offerFirstAdminSetup, setupLinkFile } from '../../staff/setup';
import { STAFF_MESSAGES } from '../../staff/accounts';
import { totpCode } from '../../staff/totp';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInStaff } from '../../test/staff';

// POST /backoffice/setup over HTTP: a new installation's setup link becomes the first administrator's enrolment,
// which the answer's page finishes; bad input is a 4xx with its message, and the token never reaches a log.

jest.setTimeout(60_000);

const BACKOFFICE = 'http://backoffice.test';
let t: TestApp;
const logs: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => logs.push(chunk.toString('utf8')));
  t = await createTestApp({ BACKOFFICE_URL: BACKOFFICE }, { logStream: stream });
});
afterAll(async () => {
  await t?.close();
});

async function newLink(): Promise<string> {
  const issued = (await offerFirstAdminSetup(t.app, () => undefined))!;
  return decodeURIComponent(new URL(issued.link).hash.replace('#setup=', ''));
}

const setup = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/backoffice/setup', payload, headers });

it('refuses bad input with its message and changes nothing', async () => {
  const token = await newLink();
  const cases: [object, number, unknown][] = [
    [{ email: 'founder@provider.example' }, 400, SETUP_MESSAGES.token],
    [{ token: 'short', email: 'founder@provider.example' }, 400, SETUP_MESSAGES.token],
    [{ token: 'y'.repeat(43), email: 'founder@provider.example' }, 400, SETUP_MESSAGES.token],
    [{ token, email: 'not an address' }, 400, STAFF_MESSAGES.email],
    [{ token }, 400, STAFF_MESSAGES.email],
    [{ token, email: 'founder@provider.example', language: 'fr' }, 400, expect.any(String)],
  ];
  for (const [payload, status, error] of cases) {
    const res = await setup(payload);
    expect([res.statusCode, res.json()]).toEqual([status, { details: { error } }]);
  }
  // Another origin's page may not use it.
  const foreign = await setup(
    { token, email: 'founder@provider.example' },
    { origin: 'https://evil.example' },
  );
  expect(foreign.statusCode).toBe(403);
  expect(fs.existsSync(setupLinkFile(t.dataDir))).toBe(true);
});

it('turns the link into the first administrator’s enrolment, in the page’s language, and works once', async () => {
  const token = await newLink();
  const res = await setup(
    { token, email: 'Founder@Provider.example', language: 'ar' },
    { origin: BACKOFFICE, 'accept-language': 'en-GB,en' },
  );
  expect(res.statusCode).toBe(200);
  const { enrolmentPath, mailSent } = res.json();
  expect(mailSent).toBe(true);
  expect(enrolmentPath).toMatch(/^\/enrol#token=/);
  const [member] = await t.app.db.select().from(staff).where(eq(staff.email, 'founder@provider.example'));
  expect(member).toMatchObject({ role: 'admin', status: 'invited', language: 'ar' });

  const again = await setup({ token, email: 'second@provider.example' });
  expect([again.statusCode, again.json()]).toEqual([400, { details: { error: SETUP_MESSAGES.token } }]);

  // The page the answer names finishes the enrolment as any invitation's does.
  const enrolment = decodeURIComponent(enrolmentPath.replace('/enrol#token=', ''));
  const opened = await t.app.inject({
    method: 'GET',
    url: '/api/backoffice/enrolment',
    headers: { 'x-enrolment-token': enrolment },
  });
  expect(opened.json()).toMatchObject({ email: 'founder@provider.example', role: 'admin' });
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/backoffice/enrolment',
    payload: {
      token: enrolment,
      password: 'seven quiet herons at noon',
      code: totpCode(opened.json().secret, Date.now()),
    },
  });
  expect(done.json()).toEqual({ enrolled: true, role: 'admin' });

  // From now on no start issues a link.
  expect(await offerFirstAdminSetup(t.app, () => undefined)).toBeNull();
  expect(logs.join('')).not.toContain(token);
});

it('answers 409 once an administrator is active', async () => {
  await t.app.db.update(staff).set({ status: 'disabled' }).where(eq(staff.role, 'admin'));
  const token = await newLink();
  await signedInStaff(t.app, 'admin');
  const res = await setup({ token, email: 'late@provider.example' });
  expect([res.statusCode, res.json()]).toEqual([409, { details: { error: SETUP_MESSAGES.adminExists } }]);
});
