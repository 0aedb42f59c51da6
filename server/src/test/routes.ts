import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

/**
 * The routes a server serves under `prefix`, as Fastify prints them, HEAD aside. Fastify prints a tree: a route whose
 * path extends another's is printed under it with only the rest of its path (`├── /api/backoffice/sso (GET, HEAD)`
 * then `│   ├── /start (GET, HEAD)`), so each line's path is its parents' and its own. The documentation UI's files
 * (under /api/docs) are not calls and are left out.
 */
export function listRoutes(app: FastifyInstance, prefix = '/api/'): RouteEntry[] {
  const found: RouteEntry[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:\u2502 {3}| {4})*)[\u251c\u2514]\u2500\u2500 (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = (parents[depth - 1] ?? '') + match[2];
    parents.length = depth;
    parents.push(url);
    if (!match[3] || !url.startsWith(prefix) || url.startsWith('/api/docs')) continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') found.push({ method, url });
  }
  return found;
}
