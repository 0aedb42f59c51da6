import type { AccountingSystemId } from '@onboarding/shared/schemas';
import type { IntegrationSettings } from '../settings';
import { PROVIDERS } from './definitions';
import { OAuth2Provider } from './oauth2';
import { sandboxProvider, type SandboxClient } from './sandbox';
import type { OAuthProvider, TokenTransport } from './types';

export { PROVIDERS } from './definitions';
export type { OAuthProvider } from './types';

/**
 * One adapter per accounting system: the real provider when its client id and secret are configured, the built-in
 * sandbox otherwise (logged at start, so a deployment never runs on the sandbox unknowingly).
 */
export function buildProviders(opts: {
  settings: IntegrationSettings;
  appUrl: string;
  sandboxClients: Map<string, SandboxClient>;
  liveTransport: TokenTransport;
  sandboxTransport: TokenTransport;
}): Map<AccountingSystemId, OAuthProvider> {
  const providers = new Map<AccountingSystemId, OAuthProvider>();
  for (const definition of Object.values(PROVIDERS)) {
    const credentials = opts.settings.providers[definition.id];
    if (credentials) {
      providers.set(
        definition.id,
        new OAuth2Provider(
          {
            ...definition,
            authorizeUrl: credentials.authorizeUrl ?? definition.authorizeUrl,
            tokenUrl: credentials.tokenUrl ?? definition.tokenUrl,
            scopes: credentials.scopes ?? definition.scopes,
          },
          credentials,
          opts.liveTransport,
          'live',
        ),
      );
    } else {
      const client = opts.sandboxClients.get(`sandbox-${definition.id}`)!;
      providers.set(definition.id, sandboxProvider(client, opts.appUrl, opts.sandboxTransport));
    }
  }
  return providers;
}
