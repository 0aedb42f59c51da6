import type { AccountingSystemId } from '@onboarding/shared/schemas';
import type { ProviderDefinition } from './types';

/**
 * The four accounting systems of the spec, as their developer documentation describes them. Scopes are read-only
 * and limited to what the review team needs (the P&L and the organisation's settings); any of it can be overridden
 * per deployment (settings.ts), e.g. when a provider renames scopes, as Xero did for apps created after March 2026.
 */
export const PROVIDERS: Record<AccountingSystemId, ProviderDefinition> = {
  xero: {
    id: 'xero',
    name: 'Xero',
    authorizeUrl: 'https://login.xero.com/identity/connect/authorize',
    tokenUrl: 'https://identity.xero.com/connect/token',
    scopes: [
      'offline_access',
      'accounting.reports.profitandloss.read',
      'accounting.reports.balancesheet.read',
      'accounting.settings.read',
    ],
    scopeSeparator: ' ',
    pkce: true,
    clientAuth: 'basic',
  },
  quickbooks: {
    id: 'quickbooks',
    name: 'QuickBooks',
    authorizeUrl: 'https://appcenter.intuit.com/connect/oauth2',
    tokenUrl: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
    scopes: ['com.intuit.quickbooks.accounting'],
    scopeSeparator: ' ',
    pkce: false,
    clientAuth: 'basic',
    tenantParam: 'realmId',
  },
  zoho: {
    id: 'zoho',
    name: 'Zoho Books',
    authorizeUrl: 'https://accounts.zoho.com/oauth/v2/auth',
    tokenUrl: 'https://accounts.zoho.com/oauth/v2/token',
    scopes: ['ZohoBooks.reports.READ', 'ZohoBooks.settings.READ'],
    scopeSeparator: ',',
    pkce: false,
    clientAuth: 'body',
    authorizeParams: { access_type: 'offline', prompt: 'consent' },
    // Zoho accounts live in one data centre; the callback says which, and its token endpoint redeems the code.
    tokenHostParam: {
      name: 'accounts-server',
      allowed: /^https:\/\/accounts\.zoho\.(com|eu|in|com\.au|jp|ca|com\.cn|sa|uk)$/,
    },
  },
  sage: {
    id: 'sage',
    name: 'Sage Accounting',
    authorizeUrl: 'https://www.sageone.com/oauth2/auth/central?filter=apiv3.1',
    tokenUrl: 'https://oauth.accounting.sage.com/token',
    scopes: ['readonly'],
    scopeSeparator: ' ',
    pkce: false,
    clientAuth: 'body',
  },
};
