import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findUnsafeText } from '../lib/control-characters';
import { badRequest } from '../lib/http-error';

// Before any route's schema or handler: no control or bidirectional-override character in the query, the path parameters or a JSON body, on
// every route of the service (the file uploads' own parsers check their names themselves).
export default fp(async function inputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const value of [request.params, request.query, request.body]) {
      const found = findUnsafeText(value);
      if (found) {
        request.log.info({ field: found.path.slice(0, 64) }, 'control or direction characters refused');
        throw badRequest(found.message);
      }
    }
  });
});
