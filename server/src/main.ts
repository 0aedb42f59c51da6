import './require-node';
import { buildApp } from './app';
import { checkSettings, main, serve } from './startup';

main(async () => {
  const { config } = await checkSettings(process.env);
  await serve(() => buildApp(config), { port: config.apiPort, host: config.HOST });
});
