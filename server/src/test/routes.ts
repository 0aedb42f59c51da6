import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

/**
 * The routes a server serves under `prefix`, from Fastify's tree (`├── /api/onboarding/check-user (GET, HEAD)`, a
 * route that extends another printed below it, indented: `│   └── /:documentId/content (GET, HEAD)`), HEAD aside. The
 * documentation UI's files (under /api/docs) are not calls and are left out.
 */
export function listRoutes(app: FastifyInstance, prefix = '/api/'): RouteEntry[] {
  const found: RouteEntry[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = (depth > 0 ? parents[depth - 1] : '') + match[2];
    parents[depth] = url;
    parents.length = depth + 1;
    if (!match[3] || !url.startsWith(prefix) || url.startsWith('/api/docs')) continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') found.push({ method, url });
  }
  return found;
}
