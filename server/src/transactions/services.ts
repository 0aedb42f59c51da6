import type { CsvImporter } from './csv-import-runner';
import type { ProviderAdapter, ProviderId, ProviderSettings } from './providers';
import type { SecretBox } from './secret-box';

/** What the transactions plugin builds once per app and decorates it with as `app.transactions`. */
export interface TransactionsServices {
  settings: ProviderSettings;
  adapters: Record<ProviderId, ProviderAdapter>;
  /** Seals provider secrets (AES-256-GCM) with SECRETS_KEY or the key generated into DATA_DIR. */
  box: SecretBox;
  /** Imports uploaded CSV files in worker threads. */
  importer: CsvImporter;
}
