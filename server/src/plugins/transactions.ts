import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CsvImporter } from '../transactions/csv-import-runner';
import { createProviderAdapters, providerSettings } from '../transactions/providers';
import { SecretBox, loadSecretsKey } from '../transactions/secret-box';
import type { TransactionsServices } from '../transactions/services';

declare module 'fastify' {
  interface FastifyInstance {
    transactions: TransactionsServices;
  }
}

/**
 * Transaction systems: provider adapters, the secrets box and the CSV importer, which the transactions domain module
 * (transactions/connect-provider.ts) and the CSV upload route use through `app.transactions`.
 *
 * Reads PROVIDER_VERIFY, STRIPE_API_URL, PAYPAL_API_URL, TAP_API_URL, PROVIDER_TIMEOUT_MS from app.config when
 * present there, else from the environment.
 */
export default fp(
  async function transactions(app: FastifyInstance) {
    const config = app.config as unknown as Record<string, unknown>;
    const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: app.config.NODE_ENV };
    for (const name of [
      'PROVIDER_VERIFY',
      'STRIPE_API_URL',
      'PAYPAL_API_URL',
      'TAP_API_URL',
      'PROVIDER_TIMEOUT_MS',
    ]) {
      if (typeof config[name] === 'string' || typeof config[name] === 'number')
        env[name] = String(config[name]);
    }
    const settings = providerSettings(env);
    const services: TransactionsServices = {
      settings,
      adapters: createProviderAdapters(settings),
      box: new SecretBox(await loadSecretsKey(app.config)),
      importer: new CsvImporter(),
    };
    if (!app.config.SECRETS_KEY && app.config.NODE_ENV === 'production') {
      // Each instance would generate its own key into its own DATA_DIR and could not open the others' secrets.
      app.log.warn('SECRETS_KEY is not set: provider secrets are sealed with a key generated into DATA_DIR');
    }
    if (settings.mode === 'skip') {
      app.log.warn(
        'transaction provider credentials are stored without asking the provider (PROVIDER_VERIFY=skip); set PROVIDER_VERIFY=live to verify them',
      );
    } else {
      app.log.info(
        { baseUrls: settings.baseUrls },
        'transaction provider credentials are verified with the provider',
      );
    }
    app.addHook('onClose', () => services.importer.close());
    app.decorate('transactions', services);
  },
  { name: 'transactions' },
);
