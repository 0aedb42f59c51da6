import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { auditLog } from '../db/schema';
import { openDatabase, type Database, type Db } from '../db/client';
import { migrate } from '../db/migrate';
import type { AuditEntry } from '../types';

export interface DatabaseOptions {
  /** PGlite folder name under DATA_DIR (ignored with DATABASE_URL). */
  name?: string;
  /** Folder of this service's SQL migrations. */
  migrationsDir?: string;
  /**
   * A database another app of this process opened (`npm start`: the integration service shares the API's PGlite);
   * its owner closes it.
   */
  shared?: Database;
}

export default fp(async function database(app: FastifyInstance, opts: DatabaseOptions) {
  const database =
    opts.shared ??
    (await openDatabase({
      databaseUrl: app.config.DATABASE_URL,
      dataDir: app.config.dataDir,
      name: opts.name,
    }));
  await migrate(database, opts.migrationsDir);
  app.log.info({ driver: database.driver }, 'database ready');
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('audit', async (entry: AuditEntry, db: Db = database.db) => {
    await db.insert(auditLog).values({
      applicationId: entry.applicationId ?? null,
      applicantId: entry.applicantId ?? null,
      actor: entry.actor ?? 'applicant',
      action: entry.action,
      detail: entry.detail ?? {},
      staffId: entry.staffId ?? null,
      ip: entry.ip ?? null,
    });
  });
  if (!opts.shared) app.addHook('onClose', () => database.close());
});
