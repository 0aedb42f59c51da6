import type { ProviderCredentials, ProviderId, ProviderSettings } from './providers';

/**
 * Listing what a connected provider charged, for the underwriting figures. Each provider's listing is read
 * page by page up to MAX_PAGES and normalised to charges: the customer, the month the charge starts, how many months
 * it pays for, and its amount in minor units.
 *
 * - Stripe: paid invoices (GET /v1/invoices?status=paid), the period of their first line (a subscription's billing
 *   period: an annual plan counts for 12 months), amount_paid (already minor units).
 * - Tap: captured charges (POST /v2/charges/list), each for the month it was made (Tap has no billing period).
 * - PayPal: completed transactions of the Transaction Search API (GET /v1/reporting/transactions, windows of 31 days
 *   over the last 24 months, with the OAuth token of the client credentials), each for its month.
 */

export interface ProviderCharge {
  customer: string;
  /** Unix seconds of the start of the period paid for (or of the charge). */
  start: number;
  periodMonths: number;
  amountMinor: number;
}

export interface ChargeListing {
  charges: ProviderCharge[];
  /** When the listing was cut (MAX_PAGES, PayPal's windows: four times as many), the pages read; null otherwise. */
  cutAfterPages: number | null;
  /** Charges without a customer, counted as one customer. */
  anonymous: number;
}

/** The provider could not be reached, or refused the listing (its HTTP status). */
export class ProviderListingError extends Error {
  constructor(readonly status: number | null) {
    super(
      status === null
        ? 'The provider could not be reached to list its charges.'
        : `The provider refused to list its charges (HTTP ${status}).`,
    );
  }
}

const MAX_PAGES = 50;
const DAY = 86_400;
const MONTH_SECONDS = 30.4375 * DAY;
const PAYPAL_WINDOWS = 24;

type Fetch = typeof fetch;

/** A value at a path of a provider's JSON answer, or undefined. */
function dig(value: unknown, ...path: (string | number)[]): unknown {
  let at = value;
  for (const step of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string | number, unknown>)[step];
  }
  return at;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const minorOf = (value: unknown): number | null => {
  const text = typeof value === 'number' ? value.toFixed(6) : typeof value === 'string' ? value.trim() : '';
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  const fraction = (m[3] ?? '').padEnd(2, '0');
  const cents = Number(m[2]) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
  return m[1] === '-' ? -cents : cents;
};

export async function listProviderCharges(
  id: ProviderId,
  credentials: ProviderCredentials,
  settings: Pick<ProviderSettings, 'baseUrls' | 'timeoutMs'>,
  fetchImpl: Fetch = fetch,
  now = new Date(),
): Promise<ChargeListing> {
  const base = settings.baseUrls[id];
  const call = async (path: string, init: RequestInit) => {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        ...init,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch {
      throw new ProviderListingError(null);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new ProviderListingError(response.status);
    }
    return (await response.json()) as Record<string, unknown>;
  };
  const charges: ProviderCharge[] = [];
  let cutAfterPages: number | null = null;
  let anonymous = 0;
  const push = (customer: unknown, start: number, periodMonths: number, amount: number | null) => {
    if (amount === null || !Number.isFinite(start)) return;
    if (typeof customer !== 'string' || customer === '') {
      anonymous++;
      customer = 'anonymous';
    }
    charges.push({ customer: customer as string, start, periodMonths, amountMinor: amount });
  };

  if (id === 'stripe') {
    const auth = { authorization: `Bearer ${credentials.secretKey}` };
    let after: string | null = null;
    for (let page = 0; ; page++) {
      if (page === MAX_PAGES) {
        cutAfterPages = MAX_PAGES;
        break;
      }
      const query: string = `status=paid&limit=100${after ? `&starting_after=${encodeURIComponent(after)}` : ''}`;
      const body = await call(`/v1/invoices?${query}`, { method: 'GET', headers: auth });
      const data = list(body.data);
      for (const invoice of data) {
        const created = Number(dig(invoice, 'created'));
        const start = Number(dig(invoice, 'lines', 'data', 0, 'period', 'start') ?? created);
        const end = Number(dig(invoice, 'lines', 'data', 0, 'period', 'end') ?? created);
        const months = Math.max(1, Math.min(120, Math.round((end - start) / MONTH_SECONDS) || 1));
        const paid = dig(invoice, 'amount_paid');
        push(dig(invoice, 'customer'), start, months, Number.isSafeInteger(paid) ? (paid as number) : null);
      }
      if (!body.has_more || data.length === 0) break;
      after = String(dig(data.at(-1), 'id'));
    }
  } else if (id === 'tap') {
    const headers = { authorization: `Bearer ${credentials.secretKey}`, 'content-type': 'application/json' };
    let after: string | null = null;
    for (let page = 0; ; page++) {
      if (page === MAX_PAGES) {
        cutAfterPages = MAX_PAGES;
        break;
      }
      const body = await call('/v2/charges/list', {
        method: 'POST',
        headers,
        body: JSON.stringify({ limit: 50, ...(after ? { starting_after: after } : {}) }),
      });
      const data = list(body.charges);
      for (const charge of data) {
        const status = dig(charge, 'status');
        if (status !== undefined && status !== 'CAPTURED') continue;
        push(
          dig(charge, 'customer', 'id'),
          Number(dig(charge, 'transaction', 'created')) / 1000,
          1,
          minorOf(dig(charge, 'amount')),
        );
      }
      if (!body.has_more || data.length === 0) break;
      after = String(dig(data.at(-1), 'id'));
    }
  } else {
    const basic = Buffer.from(`${credentials.clientId ?? ''}:${credentials.secretKey}`).toString('base64');
    const token = await call('/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const auth = { authorization: `Bearer ${String(token.access_token)}` };
    let pages = 0;
    for (let w = PAYPAL_WINDOWS; w > 0 && cutAfterPages === null; w--) {
      const end = new Date(now.getTime() - (w - 1) * 31 * DAY * 1000);
      const start = new Date(end.getTime() - 31 * DAY * 1000);
      for (let page = 1; ; page++) {
        if (++pages > MAX_PAGES * 4) {
          cutAfterPages = MAX_PAGES * 4;
          break;
        }
        const query = new URLSearchParams({
          start_date: start.toISOString(),
          end_date: end.toISOString(),
          transaction_status: 'S',
          fields: 'transaction_info,payer_info',
          page_size: '500',
          page: String(page),
        });
        const body = await call(`/v1/reporting/transactions?${query}`, { method: 'GET', headers: auth });
        for (const t of list(body.transaction_details)) {
          push(
            dig(t, 'payer_info', 'account_id'),
            Date.parse(String(dig(t, 'transaction_info', 'transaction_initiation_date'))) / 1000,
            1,
            minorOf(dig(t, 'transaction_info', 'transaction_amount', 'value')),
          );
        }
        if (page >= Number(body.total_pages ?? 1)) break;
      }
    }
  }
  return { charges, cutAfterPages, anonymous };
}
