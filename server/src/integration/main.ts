import { ConfigError, loadConfig, type Config } from '../config';
import { buildIntegrationApp } from './app';
import { loadIntegrationSettings, type IntegrationSettings } from './settings';

async function main() {
  let config: Config;
  let settings: IntegrationSettings;
  try {
    config = loadConfig();
    settings = loadIntegrationSettings(config);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const app = await buildIntegrationApp(config, { settings });
  // In-flight callbacks finish (and report their outcome) before the process leaves.
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.integrationPort, host: config.HOST });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
