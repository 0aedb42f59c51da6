import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config';
import { loadPolicyFile, policyFileFrom } from './eligibility/load-policy';
import { loadPricingPolicy, pricingPolicyFileFrom } from './underwriting/pricing-policy';
import { declineReasonsFileFrom, loadDeclineReasons } from './lifecycle/decline-reasons';
import { loadRetentionPolicy, retentionPolicyFileFrom } from './privacy/retention-policy';
import { loadIntegrationSettings, type IntegrationSettings } from './integration/settings';
import { providerSettings } from './transactions/providers';
import { offerFirstAdminSetup, setupBanner } from './staff/setup';

// How both servers start and stop: every setting checked before anything opens (one message per problem, exit code
// 2), a deadline on the graceful stop, and an uncaught error ending the process (the orchestrator restarts it)
// instead of leaving it half-working.

/** Past this, a stop that is still finishing requests gives up (docker-compose allows 30 s before SIGKILL). */
export const SHUTDOWN_DEADLINE_MS = 25_000;

export interface CheckedSettings {
  config: Config;
  integration?: IntegrationSettings;
}

/** Every variable, the provider URLs and the eligibility policy file; all problems at once. */
export async function checkSettings(
  env: NodeJS.ProcessEnv,
  { integration = false }: { integration?: boolean } = {},
): Promise<CheckedSettings> {
  const problems: string[] = [];
  let config: Config | undefined;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems.push(...err.problems);
  }
  /** A check whose failure is one problem, its message. */
  const check = async (step: () => unknown) => {
    try {
      await step();
    } catch (err) {
      problems.push((err as Error).message);
    }
  };
  await check(() => providerSettings(env));
  if (!integration) {
    await check(() => loadPolicyFile(policyFileFrom(env)));
    await check(() => loadPricingPolicy(pricingPolicyFileFrom(env)));
    await check(() => loadDeclineReasons(declineReasonsFileFrom(env)));
    await check(() => loadRetentionPolicy(retentionPolicyFileFrom(env)));
  }
  let settings: IntegrationSettings | undefined;
  if (integration && config) {
    try {
      settings = loadIntegrationSettings(config, env);
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      problems.push(...err.problems);
    }
  }
  if (problems.length) throw new ConfigError(problems);
  return { config: config!, integration: settings };
}

/**
 * Starts a server built by `build` on `port`, and stops it on SIGINT or SIGTERM: no new connections, requests in
 * progress (uploads) finish, within SHUTDOWN_DEADLINE_MS.
 */
export async function serve(
  build: () => Promise<FastifyInstance>,
  listen: { port: number; host: string },
  deadlineMs = SHUTDOWN_DEADLINE_MS,
): Promise<void> {
  const app = await build();
  const fatal = (kind: string) => (err: unknown) => {
    app.log.fatal({ err }, `${kind}: stopping`);
    process.exit(1);
  };
  process.on('uncaughtException', fatal('uncaught exception'));
  process.on('unhandledRejection', fatal('unhandled rejection'));
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error({ deadlineMs }, 'requests still running at the shutdown deadline: stopping anyway');
      process.exit(1);
    }, deadlineMs);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen(listen);
}

/**
 * The API's start, once its migrations ran: while no administrator is active, the first one's setup link, printed
 * where whoever started the server looks (`npm start`'s terminal, the images' logs) and kept in DATA_DIR.
 */
export async function offerSetupLinkAtStart(api: FastifyInstance): Promise<void> {
  await api.ready();
  await offerFirstAdminSetup(api, (issued) => {
    // Plain lines, not a JSON entry, so a person reading the terminal sees it among the request logs.
    process.stdout.write(`\n${setupBanner(issued)}\n\n`);
    api.log.warn(
      { setupLink: issued.link, file: issued.file, expiresAt: issued.expiresAt.toISOString() },
      'no active administrator: open the setup link to create the first one',
    );
  });
}

/** The entry points' common start: settings first (exit 2 on a problem), then `serve`. */
export function main(run: () => Promise<void>): void {
  run().catch((err: unknown) => {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    console.error(err);
    process.exit(1);
  });
}
