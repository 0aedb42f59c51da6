import { HOST, REMOTE_NAMES, type TopologyPorts } from './ports';

// The environment of each service, as docker-compose.yml gives it, with this run's addresses. Pure, so that
// tests/deploy/images.test.ts can check that compose sets every variable the topology suite relies on.

export const BUCKET = 'onboarding';

/** A clean environment: nothing of the developer's shell (DATABASE_URL, PORT…) leaks into the services. */
export function baseEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR', 'CI'];
  return Object.fromEntries(keep.filter((k) => process.env[k]).map((k) => [k, process.env[k]!]));
}

/**
 * Set here for reasons of this harness only: the process environment, listening on 127.0.0.1 instead of a
 * container's every address, and the shell's build read from a snapshot instead of the image's shell/dist.
 */
export const HARNESS_ONLY = new Set([
  'PATH',
  'HOME',
  'LANG',
  'LC_ALL',
  'TZ',
  'TMPDIR',
  'CI',
  'HOST',
  'SHELL_DIST_DIR',
  'BACKOFFICE_DIST_DIR',
]);

/** The back office's host name behind the gateway (compose: BACKOFFICE_HOST; browsers resolve *.localhost). */
export const BACKOFFICE_HOST = 'backoffice.localhost';

/** The back office's public origin: the gateway's port under its own host name (compose: BACKOFFICE_URL). */
export function backofficeUrl(ports: { gateway: number }): string {
  return `http://${BACKOFFICE_HOST}:${ports.gateway}`;
}

/** The harness gives both servers one environment; docker-compose.yml gives these to the integration service only. */
export const INTEGRATION_ONLY = new Set(['INTEGRATION_PORT', 'INTERNAL_API_URL']);

/** …and these to the API only. */
export const API_ONLY = new Set(['INTERNAL_INTEGRATION_URL']);

export interface RunAddresses {
  ports: Omit<TopologyPorts, 'spare'>;
  gatewayUrl: string;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  secrets: { JWT_SECRET: string; SECRETS_KEY: string; ALTCHA_HMAC_KEY: string };
}

/** The API's and the integration service's environment (compose: the `x-server-env` anchor and each service's own). */
export function serverEnvironment(run: RunAddresses): Record<string, string> {
  const { ports, gatewayUrl } = run;
  return {
    ...baseEnv(),
    NODE_ENV: 'production',
    HOST,
    APP_URL: gatewayUrl,
    DATABASE_URL: run.databaseUrl,
    REDIS_URL: run.redisUrl,
    RATE_LIMIT_REDIS_PREFIX: run.redisPrefix,
    // The defaults, stated: the specs count up to them.
    RATE_LIMIT_PER_IP: '30',
    RATE_LIMIT_PER_EMAIL: '5',
    ...run.secrets,
    SMTP_URL: `smtp://${HOST}:${ports.smtp}`,
    S3_ENDPOINT: `http://${HOST}:${ports.s3}`,
    S3_PUBLIC_URL: `${gatewayUrl}/storage`,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'info',
    // The transactions providers' live APIs are out of reach here; the journey uses the CSV path anyway.
    PROVIDER_VERIFY: 'skip',
    INTEGRATION_PORT: String(ports.integration),
    BACKOFFICE_URL: backofficeUrl(ports),
    // Service to service, never through the gateway (which refuses /api/internal/); compose: http://api:3005.
    INTERNAL_API_URL: `http://${HOST}:${ports.apiA}`,
    // The other direction (an applicant's deletion); compose: http://integration:3006.
    INTERNAL_INTEGRATION_URL: `http://${HOST}:${ports.integration}`,
  };
}

export function shellEnvironment(run: RunAddresses, shellDist: string): Record<string, string> {
  const { ports, gatewayUrl } = run;
  return {
    ...baseEnv(),
    NODE_ENV: 'production',
    HOST,
    PORT: String(ports.shell),
    SHELL_DIST_DIR: shellDist,
    LOG_LEVEL: 'info',
    // The shell's own proxy is not on the production path (the gateway routes /api and /oauth), but points
    // somewhere real all the same.
    API_UPSTREAM: `http://${HOST}:${ports.apiA}`,
    INTEGRATION_UPSTREAM: `http://${HOST}:${ports.integration}`,
    ...Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        `REMOTE_${name.toUpperCase()}_URL`,
        `${gatewayUrl}/remotes/${name}/mf-manifest.json`,
      ]),
    ),
  };
}

/** The back office server's environment (compose: the backoffice service). */
export function backofficeEnvironment(run: RunAddresses, dist: string): Record<string, string> {
  const { ports, gatewayUrl } = run;
  return {
    ...baseEnv(),
    NODE_ENV: 'production',
    HOST,
    BACKOFFICE_PORT: String(ports.backoffice),
    BACKOFFICE_DIST_DIR: dist,
    LOG_LEVEL: 'info',
    // Not on the production path either (the gateway routes /api/backoffice), but real.
    API_UPSTREAM: `http://${HOST}:${ports.apiA}`,
    // The remotes with a reviewer's panel: the dashboard has none, and the back office does not load it.
    ...Object.fromEntries(
      REMOTE_NAMES.filter((name) => name !== 'dashboard').map((name) => [
        `REMOTE_${name.toUpperCase()}_URL`,
        `${gatewayUrl}/remotes/${name}/mf-manifest.json`,
      ]),
    ),
  };
}
