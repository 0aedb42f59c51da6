import pino from 'pino';
import { Writable } from 'node:stream';
import { loadConfig } from '../config';
import { REDACT_PATHS } from '../logger';
import type { ScreeningParty } from './provider';
import { createYenteProvider, reasonsFrom, YenteError, yenteOptionsFrom, type YenteOptions } from './yente';
import { startFakeYente, type FakeYente, type FakeYenteEntity } from './yente-fake';

const KEY = 'yente-test-api-key-0123456789';
const noSleep = () => Promise.resolve();

const owner: ScreeningParty = {
  partyId: 'owner-1',
  name: 'Orrin Quillfeather',
  names: ['أورين كويلفذر'],
  kind: 'person',
  birthDate: '1971-02-03',
  nationality: 'DE',
};
const company: ScreeningParty = {
  partyId: 'company',
  name: 'Brightwater Trading Co. Ltd.',
  kind: 'company',
  nationality: 'AE',
};

const listed: FakeYenteEntity = {
  id: 'NK-owl',
  caption: 'Orrin Bastable Quillfeather',
  schema: 'Person',
  datasets: ['us_ofac_sdn', 'un_sc_sanctions'],
  properties: {
    name: ['Orrin Bastable Quillfeather'],
    alias: ['Orin Quillfether'],
    birthDate: ['1971-02-03', '1972'],
    nationality: ['de'],
    topics: ['sanction'],
    programId: ['US-SDGT'],
    sanctions: [{ id: 's1', schema: 'Sanction', properties: { program: ['SDGT', 'IFSR'] } }],
  },
  score: 0.91,
  explanations: {
    name_literal_match: { score: 0, detail: null },
    person_name_jaro_winkler: {
      score: 0.88,
      detail: "Matched: 'orrin quillfeather' and 'orrin bastable quillfeather'",
    },
    dob_matches: { score: 1, detail: 'Matched: 1971-02-03' },
    country_mismatch: { score: 0, detail: null },
  },
};

let fake: FakeYente;
const options = (extra: Partial<YenteOptions> = {}): YenteOptions => ({
  url: fake.url,
  apiKey: KEY,
  sleep: noSleep,
  ...extra,
});

beforeEach(async () => {
  fake = await startFakeYente({
    apiKey: KEY,
    datasets: { default: '20261120001', sanctions: '20261119002' },
  });
});
afterEach(() => fake.close());

describe('yente provider', () => {
  it('sends one batch of queries in yente’s shape, with the key, threshold, limit and algorithm', async () => {
    const answer = await createYenteProvider(options({ threshold: 0.75 })).screen([owner, company]);
    const match = fake.requests.find((r) => r.path === '/match/default')!;
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /catalog',
      'POST /match/default',
    ]);
    expect(match.authorization).toBe(`ApiKey ${KEY}`);
    expect(match.query).toEqual({ threshold: '0.75', limit: '5', algorithm: 'best' });
    expect(match.body).toEqual({
      queries: {
        q1: {
          schema: 'Person',
          properties: {
            name: ['Orrin Quillfeather', 'أورين كويلفذر'],
            birthDate: ['1971-02-03'],
            nationality: ['de'],
          },
        },
        q2: {
          schema: 'Company',
          properties: { name: ['Brightwater Trading Co. Ltd.'], jurisdiction: ['ae'] },
        },
      },
    });
    expect(answer).toEqual({
      engine: 'yente',
      listVersions: ['yente:default@20261120001'],
      results: [
        { partyId: 'owner-1', matches: [] },
        { partyId: 'company', matches: [] },
      ],
    });
  });

  it('turns results into potential matches with topics, programmes and reasons in words', async () => {
    fake.answer('أورين كويلفذر', [listed, { ...listed, id: 'NK-far', score: 0.5 }]);
    const answer = await createYenteProvider(options()).screen([owner]);
    expect(answer.results).toEqual([
      {
        partyId: 'owner-1',
        matches: [
          {
            partyId: 'owner-1',
            source: 'yente:default',
            entryId: 'NK-owl',
            entryNames: ['Orrin Bastable Quillfeather', 'Orin Quillfether'],
            birthDates: ['1971-02-03', '1972'],
            nationalities: ['de'],
            topics: ['sanction'],
            programs: ['US-SDGT', 'SDGT', 'IFSR'],
            score: 0.91,
            reasons: [
              {
                code: 'spelling',
                text: "names are similar (yente person_name_jaro_winkler: Matched: 'orrin quillfeather' and 'orrin bastable quillfeather')",
              },
              { code: 'dob-match', text: 'date of birth matches (yente dob_matches: Matched: 1971-02-03)' },
            ],
            matchedName: 'Orrin Bastable Quillfeather',
          },
        ],
      },
    ]);
  });

  it('reads the other features yente explains', () => {
    expect(
      reasonsFrom({
        name_literal_match: { score: 1, detail: null },
        dob_year_disjoint: { score: -0.2, detail: 'Years differ' },
        country_mismatch: { score: -0.1, detail: null },
        identifier_match: { score: 1, detail: 'x' },
      }),
    ).toEqual([
      { code: 'exact', text: 'names match exactly (yente name_literal_match 1.00)' },
      { code: 'dob-differs', text: 'date of birth differs (yente dob_year_disjoint: Years differ)' },
      { code: 'nationality-differs', text: 'country differs (yente country_mismatch -0.10)' },
    ]);
  });

  it('batches many parties, at most batchSize a request', async () => {
    const parties = Array.from({ length: 5 }, (_, i) => ({
      ...company,
      partyId: `p${i}`,
      name: `Company ${i}`,
    }));
    const answer = await createYenteProvider(options({ batchSize: 2, dataset: 'sanctions' })).screen(parties);
    const batches = fake.requests.filter((r) => r.method === 'POST');
    expect(batches.map((r) => Object.keys((r.body as { queries: object }).queries).length)).toEqual([
      2, 2, 1,
    ]);
    expect(batches.every((r) => r.path === '/match/sanctions')).toBe(true);
    expect(answer.results.map((r) => r.partyId)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(answer.listVersions).toEqual(['yente:sanctions@20261119002']);
  });

  it('retries a 5xx with backoff, then answers', async () => {
    const waits: number[] = [];
    fake.answer('Orrin Quillfeather', [listed]);
    fake.failNext(503, 2);
    const provider = createYenteProvider(
      options({ retries: 2, backoffMs: 100, sleep: (ms) => (waits.push(ms), Promise.resolve()) }),
    );
    const answer = await provider.screen([owner]);
    expect(answer.results[0].matches.map((m) => m.entryId)).toEqual(['NK-owl']);
    expect(fake.requests).toHaveLength(4);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(75);
    expect(waits[1]).toBeGreaterThanOrEqual(150);
  });

  it('gives up after the retries, never answering clear', async () => {
    fake.failNext(502, 5);
    const screening = createYenteProvider(options({ retries: 2 })).screen([owner]);
    await expect(screening).rejects.toThrow(
      new YenteError('yente refused /catalog: HTTP 502 (fake failure 502)'),
    );
    expect(fake.requests).toHaveLength(3);
  });

  it('does not retry a 4xx, and names the problem without the key', async () => {
    const provider = createYenteProvider(options({ apiKey: 'a-wrong-key' }));
    const error = await provider.screen([owner]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YenteError);
    expect((error as YenteError).status).toBe(403);
    expect((error as Error).message).toBe('yente refused /catalog: HTTP 403 (Invalid API key)');
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses a dataset yente does not have', async () => {
    await expect(createYenteProvider(options({ dataset: 'nope' })).screen([owner])).rejects.toThrow(
      "yente's catalog does not list an indexed version of the dataset nope",
    );
  });

  it('gives up a request that takes longer than the timeout', async () => {
    fake.delayNext(1000);
    const started = Date.now();
    await expect(createYenteProvider(options({ timeoutMs: 100 })).screen([owner])).rejects.toThrow(
      'yente did not answer /catalog within 100 ms',
    );
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('fails when yente cannot be reached, after the retries', async () => {
    const url = fake.url;
    await fake.close();
    const screening = createYenteProvider({ url, retries: 1, sleep: noSleep }).screen([owner]);
    await expect(screening).rejects.toThrow(/^yente could not be reached for \/catalog/);
    fake = await startFakeYente();
  });

  it('stops when the caller aborts', async () => {
    fake.delayNext(1000);
    const controller = new AbortController();
    const screening = createYenteProvider(options()).screen([owner], { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('case closed')), 50);
    await expect(screening).rejects.toThrow('case closed');
  });

  it('is configured from the server’s variables, its key redacted from the logs', () => {
    const config = loadConfig({
      SCREENING_PROVIDER: 'yente',
      YENTE_URL: 'https://yente.example.com',
      YENTE_API_KEY: KEY,
      YENTE_THRESHOLD: '0.8',
    });
    expect(yenteOptionsFrom(config)).toEqual({
      url: 'https://yente.example.com',
      dataset: 'default',
      apiKey: KEY,
      threshold: 0.8,
      timeoutMs: 10_000,
    });
    const lines: string[] = [];
    const sink = new Writable({
      write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString()), done()),
    });
    pino({ redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, sink).info({ config }, 'started');
    expect(lines.join('')).not.toContain(KEY);
    expect(lines.join('')).toContain('"YENTE_API_KEY":"[redacted]"');
    expect(() => loadConfig({ SCREENING_PROVIDER: 'yente' })).toThrow(
      'YENTE_URL must be set when SCREENING_PROVIDER is yente',
    );
    expect(() => loadConfig({ YENTE_THRESHOLD: '2', YENTE_API_KEY: KEY })).toThrow(
      /YENTE_THRESHOLD: must be a number between 0 and 1/,
    );
  });
});
