import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { baseApp } from './base-app';
import type { Config } from './config';
import { loggerOptions } from './logger';
import auth from './plugins/auth';
import captcha from './plugins/captcha';
import database from './plugins/database';
import type { Database } from './db/client';
import declineReasons from './plugins/decline-reasons';
import offerClauses from './plugins/offer-clauses';
import mailer from './plugins/mailer';
import mailQueue from './plugins/mail-queue';
import openapi from './plugins/openapi';
import rateLimit from './plugins/rate-limit';
import staffAuth from './plugins/staff-auth';
import staffChannel from './plugins/staff-channel';
import tokens from './plugins/tokens';
import webhooks from './plugins/webhooks';
import routes from './routes';

/** The largest JSON body of a call without files (an eligibility step with every country is about 20 KB). */
const JSON_BODY_LIMIT = 256 * 1024;

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** The clock staff sessions are timed with (tests move it instead of sleeping). */
  now?: () => Date;
  /** A database opened by the caller, which closes it (scripts/start.mjs's one process: server/src/embedded.ts). */
  database?: Database;
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  // Every JSON call is small; the routes that carry files set their own limits (financial-upload, the Excel calls)
  // or stream the body themselves (storage-upload).
  const app = await baseApp(config, opts.logger ?? loggerOptions(config), { bodyLimit: JSON_BODY_LIMIT });
  await app.register(database, { shared: opts.database });
  await app.register(tokens);
  await app.register(auth);
  await app.register(staffAuth, { now: opts.now });
  await app.register(mailer);
  await app.register(mailQueue);
  await app.register(webhooks);
  await app.register(declineReasons);
  await app.register(offerClauses);
  await app.register(captcha);
  await app.register(rateLimit);
  await app.register(import('./plugins/storage'));
  await app.register(import('./plugins/transactions'));
  await app.register(openapi);
  // With the embedded database, `npm run staff` runs its commands through the API (a Unix socket, no port).
  await app.register(staffChannel);
  await app.register(routes, { prefix: '/api' });
  return app;
}
