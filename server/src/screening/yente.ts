import { z } from 'zod';
import type { Config } from '../config';
import type { Reason } from './matching/score';
import type { PotentialMatch, ScreeningAnswer, ScreeningParty, ScreeningProvider } from './provider';

/*
 * The screening engine for a provider who runs (or pays for) an OpenSanctions yente server: the parties go to its
 * `POST /match/{dataset}` API in batches, and its scored results come back as potential matches. The dataset
 * version screened against comes from `GET /catalog`, so the case records what the answer was based on. Any failure
 * (network, timeout, refusal, an answer missing a party) throws: a case is never taken as clear because yente did
 * not answer.
 */

export interface YenteOptions {
  /** The server's base URL (`https://yente.example.com`, or the hosted `https://api.opensanctions.org`). */
  url: string;
  dataset?: string;
  /** Sent as `Authorization: ApiKey <key>`; never part of an error or a log line. */
  apiKey?: string;
  /** yente's threshold (0–1): a result at or above it is a potential match. */
  threshold?: number;
  /** Results asked for per party. */
  limit?: number;
  algorithm?: string;
  /** How long one request may take before it is given up. */
  timeoutMs?: number;
  /** Further attempts after a 5xx or a network failure. */
  retries?: number;
  /** The wait before the first retry, doubled for each next one. */
  backoffMs?: number;
  /** Parties per request (yente refuses more than its YENTE_MAX_BATCH, 100 by default). */
  batchSize?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export const YENTE_DEFAULTS = {
  dataset: 'default',
  threshold: 0.7,
  limit: 5,
  algorithm: 'best',
  timeoutMs: 10_000,
  retries: 2,
  backoffMs: 500,
  batchSize: 50,
} as const;

/** The most a single wait between attempts lasts, whatever the backoff and attempt. */
const MAX_BACKOFF_MS = 10_000;
const MAX_BATCH = 100;

export class YenteError extends Error {
  constructor(
    message: string,
    /** The HTTP status yente answered with; undefined for a network failure or timeout. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'YenteError';
  }
}

export function yenteOptionsFrom(
  config: Pick<
    Config,
    'YENTE_URL' | 'YENTE_DATASET' | 'YENTE_API_KEY' | 'YENTE_THRESHOLD' | 'YENTE_TIMEOUT_MS'
  >,
): YenteOptions {
  if (!config.YENTE_URL) throw new YenteError('YENTE_URL must be set to screen with yente');
  return {
    url: config.YENTE_URL,
    dataset: config.YENTE_DATASET,
    apiKey: config.YENTE_API_KEY,
    threshold: config.YENTE_THRESHOLD,
    timeoutMs: config.YENTE_TIMEOUT_MS,
  };
}

const strings = z.array(z.unknown()).transform((xs) => xs.filter((x): x is string => typeof x === 'string'));

interface NestedEntity {
  properties?: Record<string, unknown>;
}

const resultSchema = z.looseObject({
  id: z.string(),
  caption: z.string().optional(),
  schema: z.string().optional(),
  properties: z.record(z.string(), z.array(z.unknown())).default({}),
  datasets: z.array(z.string()).default([]),
  score: z.number(),
  match: z.boolean().optional(),
  explanations: z
    .record(z.string(), z.looseObject({ score: z.number(), detail: z.string().nullish() }))
    .default({}),
});
type YenteResult = z.infer<typeof resultSchema>;

const matchResponseSchema = z.looseObject({
  responses: z.record(
    z.string(),
    z.looseObject({ status: z.number().default(200), results: z.array(resultSchema) }),
  ),
});

const catalogSchema = z.looseObject({
  datasets: z.array(
    z.looseObject({
      name: z.string(),
      version: z.string().nullish(),
      index_version: z.string().nullish(),
    }),
  ),
});

/** The yente query for one party: a Person or a Company, with every name it is known by. */
export function yenteQuery(party: ScreeningParty): { schema: string; properties: Record<string, string[]> } {
  const names = [...new Set([party.name, ...(party.names ?? [])].map((n) => n.trim()).filter(Boolean))];
  const properties: Record<string, string[]> = { name: names };
  const country = party.nationality?.trim().toLowerCase();
  if (party.kind === 'person') {
    if (party.birthDate) properties.birthDate = [party.birthDate];
    if (country) properties.nationality = [country];
    return { schema: 'Person', properties };
  }
  if (country) properties.jurisdiction = [country];
  return { schema: 'Company', properties };
}

function text(values: unknown[] | undefined): string[] {
  return values ? strings.parse(values) : [];
}

/** Programmes as yente gives them: on the entity (`programId`, `program`) or on its nested Sanction entities. */
function programsOf(properties: Record<string, unknown[]>): string[] {
  const own = [...text(properties.programId), ...text(properties.program)];
  const nested = (properties.sanctions ?? []).flatMap((s) => {
    const p = (s as NestedEntity | null)?.properties;
    if (!p || typeof p !== 'object') return [];
    const value = (key: string) => (Array.isArray(p[key]) ? text(p[key] as unknown[]) : []);
    return [...value('programId'), ...value('program')];
  });
  return [...new Set([...own, ...nested])];
}

const NEGATIVE = /mismatch|disjoint|differ/;

/**
 * yente's explanations in the words the embedded matcher uses, each with yente's own feature name and detail so a
 * reviewer can look it up. Features that did not weigh (score 0) are left out, as are those about data the parties
 * never carry (identifiers, addresses, gender).
 */
export function reasonsFrom(explanations: YenteResult['explanations']): Reason[] {
  const reasons: Reason[] = [];
  for (const [feature, { score, detail }] of Object.entries(explanations)) {
    if (!score) continue;
    const reason = reasonFor(feature.toLowerCase(), score);
    if (!reason) continue;
    // not-money: yente's score of one feature, 0–1.
    const why = detail?.trim() ? `${feature}: ${detail.trim()}` : `${feature} ${score.toFixed(2)}`;
    reasons.push({ code: reason.code, text: `${reason.text} (yente ${why})` });
  }
  return reasons;
}

function reasonFor(feature: string, score: number): Reason | undefined {
  const negative = NEGATIVE.test(feature);
  if (/dob|birth/.test(feature)) {
    if (negative) return { code: 'dob-differs', text: 'date of birth differs' };
    if (feature.includes('year')) return { code: 'dob-year', text: 'year of birth matches' };
    return { code: 'dob-match', text: 'date of birth matches' };
  }
  if (/country|nationality|jurisdiction/.test(feature)) {
    return negative
      ? { code: 'nationality-differs', text: 'country differs' }
      : { code: 'nationality-match', text: 'country matches' };
  }
  if (/name/.test(feature)) {
    if (negative) return { code: 'part-differs', text: 'name parts differ' };
    if (feature.includes('literal')) return { code: 'exact', text: 'names match exactly' };
    if (/phonetic|metaphone|soundex/.test(feature)) return { code: 'spelling', text: 'names sound alike' };
    return score >= 1
      ? { code: 'exact', text: 'names match' }
      : { code: 'spelling', text: 'names are similar' };
  }
  return undefined;
}

function matchFrom(partyId: string, source: string, result: YenteResult): PotentialMatch {
  const p = result.properties;
  const entryNames = [
    ...new Set([...(result.caption ? [result.caption] : []), ...text(p.name), ...text(p.alias)]),
  ];
  return {
    partyId,
    source,
    entryId: result.id,
    entryNames,
    birthDates: text(p.birthDate),
    nationalities: [...new Set([...text(p.nationality), ...text(p.citizenship), ...text(p.country)])],
    topics: text(p.topics),
    programs: programsOf(p),
    score: result.score,
    reasons: reasonsFrom(result.explanations),
    matchedName: result.caption ?? text(p.name)[0] ?? null,
  };
}

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

export function createYenteProvider(options: YenteOptions): ScreeningProvider {
  const base = options.url.replace(/\/+$/, '');
  const dataset = options.dataset ?? YENTE_DEFAULTS.dataset;
  const threshold = options.threshold ?? YENTE_DEFAULTS.threshold;
  const limit = options.limit ?? YENTE_DEFAULTS.limit;
  const algorithm = options.algorithm ?? YENTE_DEFAULTS.algorithm;
  const timeoutMs = options.timeoutMs ?? YENTE_DEFAULTS.timeoutMs;
  const retries = Math.max(0, Math.min(options.retries ?? YENTE_DEFAULTS.retries, 5));
  const backoffMs = options.backoffMs ?? YENTE_DEFAULTS.backoffMs;
  const batchSize = Math.max(1, Math.min(options.batchSize ?? YENTE_DEFAULTS.batchSize, MAX_BATCH));
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const apiKey = options.apiKey;
  const source = `yente:${dataset}`;

  /** One call, retried after a 5xx or a network failure; the parsed JSON body of a 2xx. */
  async function call(path: string, init: RequestInit, signal: AbortSignal | undefined): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.body) headers['content-type'] = 'application/json';
    if (apiKey) headers.authorization = `ApiKey ${apiKey}`;
    for (let attempt = 0; ; attempt++) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const attemptSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
      let retryable: YenteError;
      try {
        const res = await doFetch(`${base}${path}`, { ...init, headers, signal: attemptSignal });
        if (res.ok) {
          try {
            return await res.json();
          } catch (err) {
            if (attemptSignal.aborted) throw err;
            throw new YenteError(`yente answered ${path} with a body that is not JSON`, res.status);
          }
        }
        const why = await problemOf(res);
        const error = new YenteError(`yente refused ${path}: HTTP ${res.status}${why}`, res.status);
        if (res.status < 500) throw error;
        retryable = error;
      } catch (err) {
        if (err instanceof YenteError) {
          if (err.status === undefined || err.status < 500) throw err;
          retryable = err;
        } else if (signal?.aborted) {
          throw err;
        } else if (timeout.aborted) {
          throw new YenteError(`yente did not answer ${path} within ${timeoutMs} ms`);
        } else {
          retryable = new YenteError(`yente could not be reached for ${path}: ${(err as Error).message}`);
        }
      }
      if (attempt >= retries) throw retryable;
      const wait = Math.min(backoffMs * 2 ** attempt, MAX_BACKOFF_MS);
      await sleep(wait * (0.75 + Math.random() * 0.5), signal);
    }
  }

  async function datasetVersion(signal: AbortSignal | undefined): Promise<string> {
    const body = catalogSchema.safeParse(await call('/catalog', { method: 'GET' }, signal));
    if (!body.success) throw new YenteError('yente answered /catalog in an unexpected shape');
    const entry = body.data.datasets.find((d) => d.name === dataset);
    const version = entry?.index_version ?? entry?.version;
    if (!version)
      throw new YenteError(`yente's catalog does not list an indexed version of the dataset ${dataset}`);
    return `${source}@${version}`;
  }

  async function screenBatch(
    batch: readonly ScreeningParty[],
    signal: AbortSignal | undefined,
  ): Promise<{ partyId: string; matches: PotentialMatch[] }[]> {
    const queries = Object.fromEntries(batch.map((party, i) => [`q${i + 1}`, yenteQuery(party)]));
    const params = new URLSearchParams({ threshold: String(threshold), limit: String(limit), algorithm });
    const path = `/match/${encodeURIComponent(dataset)}`;
    const raw = await call(
      `${path}?${params}`,
      { method: 'POST', body: JSON.stringify({ queries }) },
      signal,
    );
    const body = matchResponseSchema.safeParse(raw);
    if (!body.success) throw new YenteError(`yente answered ${path} in an unexpected shape`);
    return batch.map((party, i) => {
      const answer = body.data.responses[`q${i + 1}`];
      if (!answer) throw new YenteError(`yente's answer left out a party (query q${i + 1})`);
      if (answer.status !== 200) {
        throw new YenteError(`yente could not screen a party (query q${i + 1}: status ${answer.status})`);
      }
      const matches = answer.results
        .filter((r) => r.match ?? r.score >= threshold)
        .map((r) => matchFrom(party.partyId, source, r));
      return { partyId: party.partyId, matches };
    });
  }

  return {
    engine: 'yente',
    async screen(parties, { signal } = {}): Promise<ScreeningAnswer> {
      const version = await datasetVersion(signal);
      const results: ScreeningAnswer['results'] = [];
      for (let i = 0; i < parties.length; i += batchSize) {
        results.push(...(await screenBatch(parties.slice(i, i + batchSize), signal)));
      }
      return { engine: 'yente', listVersions: [version], results };
    },
  };
}

/** yente's own words for a refusal (FastAPI's `detail`), short; empty when it gave none. */
async function problemOf(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { detail?: unknown };
    const detail = typeof body.detail === 'string' ? body.detail : JSON.stringify(body.detail ?? '');
    return detail && detail !== '""' ? ` (${detail.slice(0, 200)})` : '';
  } catch {
    return '';
  }
}
