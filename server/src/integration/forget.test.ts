import crypto from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { integrationErasures } from '../db/schema';
import { erasureRetryMs, eraseApplicant } from '../privacy/deletion';
import { forgetQueuedApplications } from '../privacy/integration-erasures';
import { loadRetentionPolicy, retentionPolicyFileFrom } from '../privacy/retention-policy';
import { signedInApplicant } from '../test/applicant';
import type { SealedSecret } from '../transactions/secret-box';
import { INTEGRATION_ERASED_TABLES } from './forget';
import * as schema from './schema';
import { oauthConnections, oauthResults, oauthStates } from './schema';
import {
  ACCOUNTING_RESULT_AUDIENCE,
  FORGET_AUDIENCE,
  loadServiceKey,
  signServiceToken,
} from './service-token';
import { startServices, type Services } from './test-support';

// Embedded databases start here; a busy machine needs the room.
jest.setTimeout(180_000);

/** A port nothing listens on yet: the integration service is "down" until it listens there. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let s: Services;
let port: number;
let key: Uint8Array;
beforeAll(async () => {
  port = await freePort();
  s = await startServices({}, {}, { INTERNAL_INTEGRATION_URL: `http://127.0.0.1:${port}` });
  key = await loadServiceKey(s.api.config);
});
afterAll(() => s?.close());

/** A connection, a started connection and an outcome of the application, in the integration service's tables. */
async function seedOAuthRows(applicationId: number) {
  const db = s.integration.db;
  await db.insert(oauthConnections).values({
    applicationId,
    provider: 'xero',
    mode: 'sandbox',
    accessToken: { sealed: 'token' } as unknown as SealedSecret,
  });
  await db.insert(oauthStates).values({
    stateHash: crypto.randomBytes(16).toString('hex'),
    clientState: '482913',
    applicationId,
    applicantId: crypto.randomUUID(),
    provider: 'xero',
    mode: 'sandbox',
    expiresAt: new Date(Date.now() + 60_000),
  });
  await db.insert(oauthResults).values({
    id: crypto.randomUUID(),
    applicationId,
    provider: 'xero',
    status: 'connected',
  });
}

async function oauthRowsOf(applicationId: number) {
  const db = s.integration.db;
  return {
    connections: (
      await db.select().from(oauthConnections).where(eq(oauthConnections.applicationId, applicationId))
    ).length,
    states: (await db.select().from(oauthStates).where(eq(oauthStates.applicationId, applicationId))).length,
    results: (await db.select().from(oauthResults).where(eq(oauthResults.applicationId, applicationId)))
      .length,
  };
}
const NONE = { connections: 0, states: 0, results: 0 };
const ALL = { connections: 1, states: 1, results: 1 };

const forget = (applicationIds: unknown, token?: string) =>
  s.integration.inject({
    method: 'POST',
    url: '/internal/forget',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { applicationIds },
  });

describe('the integration service’s erased tables', () => {
  it('are every table of schema.ts holding an application’s rows', () => {
    const withApplication = Object.values(schema)
      .map((table) => getTableConfig(table as PgTable))
      .filter((config) => config.columns.some((c) => c.name === 'application_id'))
      .map((config) => config.name)
      .sort();
    expect([...INTEGRATION_ERASED_TABLES].sort()).toEqual(withApplication);
  });
});

describe('POST /internal/forget', () => {
  it('needs a service token of its own audience', async () => {
    await seedOAuthRows(900001);
    expect((await forget([900001])).statusCode).toBe(401);
    expect((await forget([900001], 'not-a-token')).statusCode).toBe(401);
    // The other direction's token (the integration service reporting to the API) opens nothing here.
    expect((await forget([900001], await signServiceToken(key, ACCOUNTING_RESULT_AUDIENCE))).statusCode).toBe(
      401,
    );
    // Nor does an applicant's session token.
    const who = await signedInApplicant(s.api.app, { at: 'eligible' });
    expect((await forget([900001], who.token)).statusCode).toBe(401);
    expect(await oauthRowsOf(900001)).toEqual(ALL);
  });

  it('refuses a body that is not a list of application ids', async () => {
    const token = await signServiceToken(key, FORGET_AUDIENCE);
    expect((await forget([], token)).statusCode).toBe(400);
    expect((await forget(['x'], token)).statusCode).toBe(400);
    expect((await forget([-1], token)).statusCode).toBe(400);
  });

  it('deletes every row of those applications, and nothing else; a second call is a no-op', async () => {
    await seedOAuthRows(900002);
    await seedOAuthRows(900003);
    const first = await forget([900001, 900002], await signServiceToken(key, FORGET_AUDIENCE));
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect(await oauthRowsOf(900001)).toEqual(NONE);
    expect(await oauthRowsOf(900002)).toEqual(NONE);
    expect(await oauthRowsOf(900003)).toEqual(ALL);
    const again = await forget([900001, 900002], await signServiceToken(key, FORGET_AUDIENCE));
    expect(again.statusCode).toBe(204);
    expect(await oauthRowsOf(900003)).toEqual(ALL);
  });
});

describe('an applicant’s deletion on the API', () => {
  const retention = () => loadRetentionPolicy(retentionPolicyFileFrom({}));
  const queued = (ids: number[]) =>
    s.api.app.db.select().from(integrationErasures).where(inArray(integrationErasures.applicationId, ids));

  it('queues the applications while the integration service is down, and the sweep has it forget them later', async () => {
    const who = await signedInApplicant(s.api.app, { at: 'eligible' });
    await seedOAuthRows(who.applicationId);
    const now = new Date();
    const answer = await eraseApplicant(s.api.app, who.applicantId, await retention(), now);
    expect(answer.erased.applications).toBe(1);

    // Nothing listens at INTERNAL_INTEGRATION_URL yet: the API's rows are gone, the integration's wait in the queue.
    expect(await oauthRowsOf(who.applicationId)).toEqual(ALL);
    const [row] = await queued([who.applicationId]);
    expect(row).toMatchObject({ attempts: 1 });
    expect(row.lastError).toBeTruthy();
    expect(row.nextAttemptAt.getTime()).toBe(now.getTime() + erasureRetryMs(1));

    // Still down when due: one more attempt, a longer wait.
    expect(await forgetQueuedApplications(s.api.app, { now: row.nextAttemptAt })).toEqual({
      forgotten: 0,
      failed: 1,
    });
    const [again] = await queued([who.applicationId]);
    expect(again.attempts).toBe(2);
    expect(again.nextAttemptAt.getTime()).toBe(row.nextAttemptAt.getTime() + erasureRetryMs(2));

    // Up again: not due yet, left alone; due, forgotten, and its row leaves the queue.
    await s.integration.listen({ port, host: '127.0.0.1' });
    expect(await forgetQueuedApplications(s.api.app, { now: row.nextAttemptAt })).toEqual({
      forgotten: 0,
      failed: 0,
    });
    expect(await forgetQueuedApplications(s.api.app, { now: again.nextAttemptAt })).toEqual({
      forgotten: 1,
      failed: 0,
    });
    expect(await oauthRowsOf(who.applicationId)).toEqual(NONE);
    expect(await queued([who.applicationId])).toEqual([]);
  });

  it('has the integration service forget the applications right after the commit when it is up', async () => {
    const who = await signedInApplicant(s.api.app, { at: 'eligible' });
    await seedOAuthRows(who.applicationId);
    await eraseApplicant(s.api.app, who.applicantId, await retention());
    expect(await oauthRowsOf(who.applicationId)).toEqual(NONE);
    expect(await queued([who.applicationId])).toEqual([]);
  });
});
