import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { integrationErasures } from '../db/schema';
import { FORGET_AUDIENCE, loadServiceKey, signServiceToken } from '../integration/service-token';
import { dueErasures, erasureRetryMs } from './deletion';

// The integration service's own rows of an erased applicant (OAuth states, sealed provider tokens, outcomes).
// The deletion writes the application ids to forget in its transaction (integration_erasures, 0019), the API asks
// the integration service to forget them right after the commit (POST /internal/forget with a service token), and
// the storage sweep retries what failed with the same backoff as the objects. When no integration service is
// configured (INTERNAL_INTEGRATION_URL unset) there is none holding anything of theirs: nothing is queued.

/** Ids per call to the integration service (its FORGET_BATCH). */
const BATCH = 200;
const TIMEOUT_MS = 10_000;

const serviceKeys = new WeakMap<FastifyInstance, Promise<Uint8Array>>();
function serviceKey(app: FastifyInstance): Promise<Uint8Array> {
  let key = serviceKeys.get(app);
  if (!key) serviceKeys.set(app, (key = loadServiceKey(app.config)));
  return key;
}

/** Queues the erased applications for the integration service, in the deletion's transaction; none without one. */
export async function queueIntegrationErasures(app: FastifyInstance, tx: Db, applicationIds: number[]) {
  if (!app.config.INTERNAL_INTEGRATION_URL || !applicationIds.length) return;
  await tx
    .insert(integrationErasures)
    .values(applicationIds.map((applicationId) => ({ applicationId })))
    .onConflictDoNothing();
}

async function callForget(app: FastifyInstance, base: string, ids: number[]) {
  const res = await fetch(`${base.replace(/\/$/, '')}/internal/forget`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await signServiceToken(await serviceKey(app), FORGET_AUDIENCE)}`,
    },
    body: JSON.stringify({ applicationIds: ids }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (res.status !== 204) throw new Error(`integration service answered ${res.status}`);
}

/**
 * Has the integration service forget queued applications: `applicationIds` now (right after the deletion's commit),
 * or whatever is due. Forgotten ids leave the queue; a failure is recorded and retried later. Never throws.
 */
export async function forgetQueuedApplications(
  app: FastifyInstance,
  opts: { applicationIds?: number[]; now?: Date } = {},
): Promise<{ forgotten: number; failed: number }> {
  const base = app.config.INTERNAL_INTEGRATION_URL;
  // No integration service: nothing was queued, and nothing anywhere to forget.
  if (!base) return { forgotten: 0, failed: 0 };
  const now = opts.now ?? new Date();
  const ids =
    opts.applicationIds ??
    (await dueErasures(app, integrationErasures, integrationErasures.applicationId, {
      now,
      limit: BATCH,
      what: 'integration erasures',
    }));
  if (!ids?.length) return { forgotten: 0, failed: 0 };
  let forgotten = 0;
  let failed = 0;
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    try {
      await callForget(app, base, batch);
      await app.db.delete(integrationErasures).where(inArray(integrationErasures.applicationId, batch));
      forgotten += batch.length;
    } catch (err) {
      failed += batch.length;
      await recordFailure(app, batch, err, now);
    }
  }
  if (failed)
    app.log.warn(
      { forgotten, failed },
      'the integration service has not forgotten every erased application yet; retried later',
    );
  return { forgotten, failed };
}

async function recordFailure(app: FastifyInstance, ids: number[], err: unknown, now: Date) {
  const lastError = err instanceof Error ? `${err.name}: ${err.message}`.slice(0, 500) : 'error';
  try {
    for (const id of ids) {
      const [row] = await app.db
        .select({ attempts: integrationErasures.attempts })
        .from(integrationErasures)
        .where(eq(integrationErasures.applicationId, id));
      if (!row) continue;
      const attempts = row.attempts + 1;
      await app.db
        .update(integrationErasures)
        .set({ attempts, nextAttemptAt: new Date(now.getTime() + erasureRetryMs(attempts)), lastError })
        .where(eq(integrationErasures.applicationId, id));
    }
  } catch (dbErr) {
    app.log.warn({ err: dbErr }, 'a failed integration erasure could not be recorded; retried on schedule');
  }
}
