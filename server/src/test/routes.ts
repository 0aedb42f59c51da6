import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

/**
 * The routes a server serves under `prefix`, as Fastify prints them (`├── /api/onboarding/check-user (GET, HEAD)`),
 * HEAD aside. The documentation UI's files (printed nested under /api/docs) are not calls and are left out.
 */
export function listRoutes(app: FastifyInstance, prefix = '/api/'): RouteEntry[] {
  const found: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /(\/\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!match || !match[1].startsWith(prefix) || match[1].startsWith('/api/docs')) continue;
    for (const method of match[2].split(', ')) if (method !== 'HEAD') found.push({ method, url: match[1] });
  }
  return found;
}
