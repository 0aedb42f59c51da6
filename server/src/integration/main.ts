import '../require-node';
import { checkSettings, main, serve } from '../startup';
import { buildIntegrationApp } from './app';

main(async () => {
  const { config, integration } = await checkSettings(process.env, { integration: true });
  await serve(() => buildIntegrationApp(config, { settings: integration! }), {
    port: config.integrationPort,
    host: config.HOST,
  });
});
