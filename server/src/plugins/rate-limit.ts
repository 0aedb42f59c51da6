import crypto from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooManyRequests } from '../lib/http-error';
import type { RateLimits } from '../types';

/** The email a per-email limit counts: trimmed and lower-cased, as registration compares it. */
export function normalizeEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const email = value.trim().toLowerCase();
  return email || undefined;
}

// Email addresses never sit in Redis in clear: the key holds a hash.
const hashEmail = (email: string) => crypto.createHash('sha256').update(email).digest('hex').slice(0, 32);

/**
 * @fastify/rate-limit with `global: false`: nothing is limited unless a route asks. Routes ask through
 * `app.rateLimits` (per IP and per email, per scope), so the same numbers (RATE_LIMIT_*) apply everywhere.
 * Redis when REDIS_URL is set, so limits hold across API instances; memory otherwise.
 */
export default fp(async function rateLimitPlugin(app: FastifyInstance) {
  const { config } = app;
  let redis: Redis | undefined;
  if (config.REDIS_URL) {
    // A slow or absent Redis must not hold requests: without an offline queue a command fails at once while
    // disconnected, and the limiter then lets the request through (skipOnError) and the log says so.
    redis = new Redis(config.REDIS_URL, {
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    let lastWarning = 0;
    redis.on('error', (err: Error) => {
      if (Date.now() - lastWarning < 60_000) return;
      lastWarning = Date.now();
      app.log.warn({ err: err.message }, 'rate-limit store (Redis) unavailable: limits are not enforced');
    });
    try {
      await redis.connect();
    } catch (err) {
      app.log.warn({ err: (err as Error).message }, 'rate-limit store (Redis) unreachable at start');
    }
    app.addHook('onClose', async () => {
      await redis!.quit().catch(() => redis!.disconnect());
    });
  }

  await app.register(rateLimit, {
    global: false,
    timeWindow: config.RATE_LIMIT_WINDOW_SECONDS * 1000,
    redis,
    nameSpace: config.RATE_LIMIT_REDIS_PREFIX,
    skipOnError: true,
  });

  // The limiter's key generator only receives the request, so the scope and email travel on it.
  const SCOPE = Symbol('rateLimitScope');
  const EMAIL = Symbol('rateLimitEmail');
  // Scopes whose per-IP limit this request already counted (an onRequest hook, then check() in the handler).
  const COUNTED = Symbol('rateLimitCounted');
  type Tagged = FastifyRequest & { [SCOPE]?: string; [EMAIL]?: string; [COUNTED]?: Set<string> };
  const scopeOf = (req: FastifyRequest) => (req as Tagged)[SCOPE] ?? 'default';
  const emailKeyOf = (req: FastifyRequest) => (req as Tagged)[EMAIL] ?? '';

  const ipLimiter = app.createRateLimit({
    max: config.RATE_LIMIT_PER_IP,
    keyGenerator: (req) => `${scopeOf(req)}:ip:${req.ip}`,
  });
  const emailLimiter = app.createRateLimit({
    max: config.RATE_LIMIT_PER_EMAIL,
    keyGenerator: (req) => `${scopeOf(req)}:email:${emailKeyOf(req)}`,
  });

  async function consume(limiter: typeof ipLimiter, request: FastifyRequest) {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      request.log.info({ scope: scopeOf(request), limit: result.max }, 'rate limit reached');
      throw tooManyRequests();
    }
  }

  async function consumeIp(request: FastifyRequest, scope: string) {
    const tagged = request as Tagged;
    tagged[COUNTED] ??= new Set();
    if (tagged[COUNTED].has(scope)) return;
    tagged[COUNTED].add(scope);
    tagged[SCOPE] = scope;
    await consume(ipLimiter, request);
  }

  const limits: RateLimits = {
    async check(request, scope, keys = {}) {
      const tagged = request as Tagged;
      await consumeIp(request, scope);
      tagged[SCOPE] = scope;
      const email = normalizeEmail(keys.email);
      if (email) {
        tagged[EMAIL] = hashEmail(email);
        await consume(emailLimiter, request);
      }
    },
    perIp(scope) {
      return (request) => consumeIp(request, scope);
    },
  };
  app.decorate('rateLimits', limits);
});
