import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenSanctions yente server, answering `GET /catalog` and `POST /match/{dataset}` in
 * yente's shapes (5.x: `explanations`, no `features`). Tests tell it what to answer for which queried name, how to
 * fail, and read back every request it received.
 */

export interface FakeYenteEntity {
  id: string;
  caption: string;
  schema: 'Person' | 'Company' | 'LegalEntity' | 'Organization';
  properties: Record<string, unknown[]>;
  datasets?: string[];
  score: number;
  explanations?: Record<string, { score: number; detail: string | null; query?: string; candidate?: string }>;
}

export interface FakeYenteRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  body: unknown;
}

export interface FakeYenteOptions {
  /** Datasets and the version indexed, as `/catalog` lists them. */
  datasets?: Record<string, string>;
  /** The key `Authorization: ApiKey …` must carry; unset: no key needed. */
  apiKey?: string;
}

export interface FakeYente {
  url: string;
  requests: FakeYenteRequest[];
  /** What `/match` answers for a query whose names include `name` (compared without case). */
  answer(name: string, results: FakeYenteEntity[]): void;
  /** The next `times` requests (any path) answer this status with a FastAPI `detail`. */
  failNext(status: number, times?: number): void;
  /** The next `times` requests are answered only after `ms`. */
  delayNext(ms: number, times?: number): void;
  close(): Promise<void>;
}

interface MatchQuery {
  schema?: string;
  properties?: { name?: string[] };
}

export async function startFakeYente(options: FakeYenteOptions = {}): Promise<FakeYente> {
  const datasets = options.datasets ?? { default: '20261120-fake' };
  const answers = new Map<string, FakeYenteEntity[]>();
  const requests: FakeYenteRequest[] = [];
  const failures: number[] = [];
  const delays: number[] = [];
  const sockets = new Set<import('node:net').Socket>();

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        const raw = Buffer.concat(chunks).toString('utf8');
        let body: unknown;
        try {
          body = raw ? JSON.parse(raw) : null;
        } catch {
          body = raw;
        }
        requests.push({
          method: req.method ?? 'GET',
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          authorization: req.headers.authorization,
          body,
        });
        const delay = delays.shift();
        if (delay) {
          // A caller that gave up closes the connection: the answer is not waited for any longer.
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, delay);
            res.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
          });
        }
        if (res.destroyed) return;
        const failure = failures.shift();
        if (failure) return send(res, failure, { detail: `fake failure ${failure}` });
        if (options.apiKey && req.headers.authorization !== `ApiKey ${options.apiKey}`) {
          return send(res, 403, { detail: 'Invalid API key' });
        }
        if (req.method === 'GET' && url.pathname === '/catalog') {
          return send(res, 200, {
            datasets: Object.entries(datasets).map(([name, version]) => ({
              name,
              title: name,
              version,
              index_version: version,
              index_current: true,
              load: true,
            })),
            current: Object.keys(datasets),
            outdated: [],
            index_stale: false,
          });
        }
        const match = /^\/match\/([^/]+)$/.exec(url.pathname);
        if (req.method === 'POST' && match) {
          if (!Object.hasOwn(datasets, decodeURIComponent(match[1]))) {
            return send(res, 404, { detail: 'No such dataset.' });
          }
          const queries = (body as { queries?: Record<string, MatchQuery> } | null)?.queries;
          if (!queries || typeof queries !== 'object') return send(res, 422, { detail: 'queries missing' });
          if (Object.keys(queries).length > 100) {
            return send(res, 400, { detail: 'Too many queries in one batch (limit: 100)' });
          }
          const threshold = Number(url.searchParams.get('threshold') ?? '0.7');
          const limit = Number(url.searchParams.get('limit') ?? '5');
          const responses = Object.fromEntries(
            Object.entries(queries).map(([key, query]) => {
              const names = (query.properties?.name ?? []).map((n) => n.toLowerCase());
              const found = [...answers.entries()]
                .filter(([name]) => names.includes(name))
                .flatMap(([, results]) => results)
                .slice(0, limit)
                .map((e) => ({
                  id: e.id,
                  caption: e.caption,
                  schema: e.schema,
                  properties: e.properties,
                  datasets: e.datasets ?? ['us_ofac_sdn'],
                  referents: [],
                  target: true,
                  first_seen: '2026-01-01T00:00:00',
                  last_seen: '2026-11-20T00:00:00',
                  last_change: '2026-01-01T00:00:00',
                  score: e.score,
                  match: e.score >= threshold,
                  explanations: e.explanations ?? {},
                }));
              return [
                key,
                { status: 200, results: found, total: { value: found.length, relation: 'eq' }, query },
              ];
            }),
          );
          return send(res, 200, { responses, limit });
        }
        send(res, 404, { detail: 'Not Found' });
      })();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (name, results) => answers.set(name.toLowerCase(), results),
    failNext: (status, times = 1) => failures.push(...Array<number>(times).fill(status)),
    delayNext: (ms, times = 1) => delays.push(...Array<number>(times).fill(ms)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
