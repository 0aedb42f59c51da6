import crypto from 'node:crypto';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { oauthResults } from '../schema';
import { ACCOUNTING_RESULT_AUDIENCE, signServiceToken } from '../service-token';

export interface Outcome {
  applicationId: number;
  provider: string;
  status: 'connected' | 'access_denied';
  reason?: string;
  clientState?: string;
}

const MAX_ATTEMPTS = 20;

/**
 * Tells the API how a connection ended, through POST /api/internal/accounting-result with a service token. Outcomes
 * are written to oauth_results first (an outbox) and delivered at once; one the API did not take (down, timeout) is
 * retried with backoff, and the API records each result id once, so retries never apply an outcome twice.
 */
export class OutcomeReporter {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly opts: {
      apiUrl: string;
      serviceKey: Uint8Array;
      timeoutMs: number;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Records the outcome and tries to deliver it; true once the API has it. */
  async report(outcome: Outcome): Promise<boolean> {
    const id = crypto.randomUUID();
    const [row] = await this.db
      .insert(oauthResults)
      .values({
        id,
        applicationId: outcome.applicationId,
        provider: outcome.provider,
        status: outcome.status,
        reason: outcome.reason ?? null,
        clientState: outcome.clientState ?? null,
      })
      .returning();
    return this.deliver(row);
  }

  async deliverPending(): Promise<void> {
    const due = await this.db
      .select()
      .from(oauthResults)
      .where(
        and(
          isNull(oauthResults.deliveredAt),
          isNull(oauthResults.failedAt),
          lte(oauthResults.nextAttemptAt, new Date()),
        ),
      )
      .orderBy(asc(oauthResults.occurredAt))
      .limit(50);
    for (const row of due) await this.deliver(row);
  }

  start(intervalMs: number): void {
    if (intervalMs <= 0) return;
    this.timer = setInterval(() => {
      this.deliverPending().catch((err) => this.opts.log.warn({ err }, 'delivering OAuth outcomes failed'));
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async deliver(row: typeof oauthResults.$inferSelect): Promise<boolean> {
    let status = 0;
    let problem: string;
    try {
      const res = await fetch(`${this.opts.apiUrl}/api/internal/accounting-result`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${await signServiceToken(this.opts.serviceKey, ACCOUNTING_RESULT_AUDIENCE)}`,
        },
        body: JSON.stringify({
          resultId: row.id,
          applicationId: row.applicationId,
          service: row.provider,
          status: row.status,
          reason: row.reason,
          occurredAt: row.occurredAt.toISOString(),
        }),
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
      status = res.status;
      await res.arrayBuffer();
      problem = `HTTP ${res.status}`;
    } catch (err) {
      problem = (err as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable';
    }
    if (status >= 200 && status < 300) {
      await this.db
        .update(oauthResults)
        .set({ deliveredAt: new Date(), lastError: null })
        .where(eq(oauthResults.id, row.id));
      return true;
    }
    const attempts = row.attempts + 1;
    // The API refusing the outcome itself (unknown application, bad request) will not change on retry.
    const permanent =
      (status >= 400 && status < 500 && status !== 408 && status !== 429) || attempts >= MAX_ATTEMPTS;
    await this.db
      .update(oauthResults)
      .set({
        attempts,
        lastError: problem,
        nextAttemptAt: new Date(Date.now() + Math.min(2 ** attempts * 5_000, 60 * 60 * 1000)),
        failedAt: permanent ? new Date() : null,
      })
      .where(eq(oauthResults.id, row.id));
    this.opts.log.warn(
      { resultId: row.id, applicationId: row.applicationId, attempts, problem, permanent },
      'the API has not taken an accounting OAuth outcome',
    );
    return false;
  }
}
