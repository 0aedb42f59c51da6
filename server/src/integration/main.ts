import { ConfigError, loadConfig } from '../config';
import { buildIntegrationApp } from './app';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const app = await buildIntegrationApp(config);
  const close = async () => {
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
