import pg from 'pg';

// A database of its own for each topology run, on the PostgreSQL every machine of ours has (trust auth), dropped
// afterwards; and the run's Redis keys (rate-limit counters under their own prefix), removed afterwards.

export const POSTGRES_ADMIN_URL =
  process.env.TOPOLOGY_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TOPOLOGY_REDIS_URL || 'redis://127.0.0.1:6379';

export function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.href;
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(
      `PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL} (TOPOLOGY_POSTGRES_URL): ${(err as Error).message}`,
      { cause: err },
    );
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const SAFE_NAME = /^onboarding_topology_[a-z0-9_]+$/;

export async function createDatabase(name: string): Promise<void> {
  if (!SAFE_NAME.test(name)) throw new Error(`refusing to create database "${name}"`);
  await withAdmin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
}

/** Only databases named like ours are ever dropped. */
export async function dropDatabase(name: string): Promise<void> {
  if (!SAFE_NAME.test(name)) throw new Error(`refusing to drop database "${name}"`);
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

async function withRedis<T>(fn: (redis: import('ioredis').Redis) => Promise<T>): Promise<T> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(
      `Redis is not reachable at ${REDIS_URL} (TOPOLOGY_REDIS_URL): ${(err as Error).message}`,
      {
        cause: err,
      },
    );
  }
  try {
    return await fn(redis);
  } finally {
    await redis.quit().catch(() => redis.disconnect());
  }
}

export function checkRedis(): Promise<void> {
  return withRedis(async (redis) => {
    await redis.ping();
  });
}

/** Deletes the keys under `prefix` (SCAN, never KEYS); returns how many. */
export function deleteRedisPrefix(prefix: string): Promise<number> {
  if (!prefix.startsWith('onboarding:topology:'))
    throw new Error(`refusing to delete Redis keys under "${prefix}"`);
  return withRedis(async (redis) => {
    let cursor = '0';
    let deleted = 0;
    // Bounded: a run writes a few hundred keys at most.
    for (let round = 0; round < 10_000; round++) {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) deleted += await redis.del(...keys);
      cursor = next;
      if (cursor === '0') break;
    }
    return deleted;
  });
}

/** Keys under `prefix` right now (to show that both API instances count in the same place). */
export function redisKeys(prefix: string): Promise<string[]> {
  return withRedis(async (redis) => {
    const found: string[] = [];
    let cursor = '0';
    for (let round = 0; round < 1000; round++) {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      found.push(...keys);
      cursor = next;
      if (cursor === '0') break;
    }
    return found;
  });
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Drops the databases and Redis keys of earlier runs whose process is gone (a run killed before its teardown); the
 * pid is part of their names. Returns the names dropped.
 */
export async function dropStaleRuns(): Promise<string[]> {
  const names = await withAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'onboarding_topology_%'",
    );
    return rows.map((r) => r.datname);
  });
  const stale = names.filter((name) => {
    const pid = Number(/^onboarding_topology_(\d+)_/.exec(name)?.[1]);
    return pid > 0 && !pidAlive(pid);
  });
  for (const name of stale) {
    await dropDatabase(name);
    await deleteRedisPrefix(`onboarding:topology:${name.slice('onboarding_topology_'.length)}:`);
  }
  return stale;
}
