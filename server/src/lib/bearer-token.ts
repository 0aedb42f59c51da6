import type { FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer …` header; none for an empty one or a client's stringified null. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}
