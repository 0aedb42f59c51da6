import type { FastifyRequest } from 'fastify';
import { unauthorized } from './http-error';

/** The token of an `Authorization: Bearer …` header; none for an empty one or a client's stringified null. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}

/**
 * An onRequest hook for a service-to-service route: the request goes on only with a bearer token that `verify`
 * accepts, and any other is answered 401 with `message`, whatever was wrong with it.
 */
export function requireBearerToken(verify: (token: string) => Promise<unknown>, message: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(message);
    try {
      await verify(token);
    } catch {
      throw unauthorized(message);
    }
  };
}
