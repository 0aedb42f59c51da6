import './require-node';
import { buildApp } from './app';
import { checkSettings, main, offerSetupLinkAtStart, serve } from './startup';

main(async () => {
  const { config } = await checkSettings(process.env);
  const build = async () => {
    const app = await buildApp(config);
    await offerSetupLinkAtStart(app);
    return app;
  };
  await serve(build, { port: config.apiPort, host: config.HOST });
});
