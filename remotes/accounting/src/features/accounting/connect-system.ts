import { type TransactionSystemType } from '@onboarding/shared';
import { buildOAuthSecret, type AccountingSystemId, type OAuthSecret } from '@onboarding/shared/schemas';

/** Thrown when there is no consent page to go to; the screen shows the spec's "Something Went Wrong!". */
export class ConnectError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ConnectError';
  }
}

/**
 * The address the integration service answered, made absolute against the page and accepted only as http(s): the
 * browser is sent there, so a `javascript:` or `data:` value must never get through.
 */
export function consentAddress(value: unknown, pageUrl: string): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new ConnectError('the integration service gave no URL');
  let url: URL;
  try {
    url = new URL(value.trim(), pageUrl);
  } catch (cause) {
    throw new ConnectError('the integration service gave an invalid URL', { cause });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConnectError('the integration service gave a URL that is not http(s)');
  }
  return url.href;
}

export interface ConnectDeps {
  oauthCode(body: { secret: OAuthSecret }): Promise<{ data: string }>;
  getToken(): string | null;
  pageUrl: string;
}

/**
 * Asks the integration service for the provider's consent page of `system` (spec section 3: service_name in lower
 * case, application_id the onboarding id or 1111, a random 6-digit state, the session token) and returns where to
 * send the browser.
 */
export async function consentUrlFor(
  system: AccountingSystemId,
  onboardingId: number | null,
  deps: ConnectDeps,
): Promise<string> {
  const token = deps.getToken();
  if (!token) throw new ConnectError('no session token');
  const { data } = await deps.oauthCode({ secret: buildOAuthSecret(system, onboardingId, token) });
  return consentAddress(data, deps.pageUrl);
}

/** Title of the success modal: the CSV one after a CSV upload, otherwise the connected-system one. */
export function successTitleKey(type: TransactionSystemType): 'successModal.csv' | 'successModal.system' {
  return type === 'csv' ? 'successModal.csv' : 'successModal.system';
}
