import crypto from 'node:crypto';
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { runStaffCommand } from '../staff/cli-commands';
import {
  MAX_SOCKET_PATH_BYTES,
  STAFF_CHANNEL_ROUTE,
  staffChannelFiles,
  type StaffChannelFiles,
} from './staff-channel-client';

// The staff CLI's way in while the API holds the embedded database (PGlite: one process at a time may open it, so
// `npm run staff` cannot open it beside the API). The API runs the CLI's commands itself, on its own database, mail
// queue and audit log, and hands back the answer the CLI would have printed. It listens on a Unix socket under
// DATA_DIR (staff-channel-client.ts), never on a TCP port: neither the shell's server nor the gateway, which proxy
// to the API's port, can reach it. With DATABASE_URL there is no such channel: the CLI opens PostgreSQL itself.

const body = z.object({ argv: z.array(z.string().max(1000)).max(32) });

const digest = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest();

function removeFiles(files: StaffChannelFiles) {
  fs.rmSync(files.socket, { force: true });
  fs.rmSync(files.token, { force: true });
}

async function openChannel(app: FastifyInstance, files: StaffChannelFiles): Promise<FastifyInstance> {
  fs.mkdirSync(files.dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(files.dir, 0o700);
  // This process holds the database's lock (directory-lock.ts), so files here are a previous life's (a crash).
  removeFiles(files);
  const token = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(files.token, `${token}\n`, { mode: 0o600, flag: 'wx' });
  const expected = digest(token);

  const channel = Fastify({ logger: false, bodyLimit: 16 * 1024 });
  channel.setErrorHandler((err: { statusCode?: number; message: string }, _request, reply) => {
    const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) app.log.error({ err }, 'staff channel: the command failed');
    return reply.code(status).send({
      details: { error: status === 500 ? 'the command failed; see the product’s log' : err.message },
    });
  });
  channel.addHook('onRequest', async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!crypto.timingSafeEqual(digest(given), expected)) {
      app.log.warn('staff channel: a call without the service token was refused');
      return reply.code(401).send({ details: { error: 'not the service' } });
    }
  });
  channel.post(STAFF_CHANNEL_ROUTE, async (request, reply) => {
    const parsed = body.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ details: { error: 'argv: a list of strings' } });
    const { argv } = parsed.data;
    const answer = await runStaffCommand(app, argv);
    // The command's name and outcome only: the arguments name people, and the answer may hold an enrolment link.
    app.log.info({ command: argv[0], code: answer.code }, 'staff command run for the staff CLI');
    return answer;
  });
  try {
    await channel.listen({ path: files.socket });
    fs.chmodSync(files.socket, 0o600);
  } catch (err) {
    await channel.close();
    removeFiles(files);
    throw err;
  }
  return channel;
}

export default fp(
  async function staffChannel(app: FastifyInstance) {
    if (app.database.driver !== 'pglite') return;
    const files = staffChannelFiles(app.config.dataDir);
    if (!files) {
      app.log.warn(
        `staff channel off: DATA_DIR is too long a path for its socket (${MAX_SOCKET_PATH_BYTES} bytes at most with ` +
          '/run/staff.sock); `npm run staff` works only while the product is stopped',
      );
      return;
    }
    let channel: FastifyInstance | undefined;
    app.addHook('onReady', async () => {
      try {
        channel = await openChannel(app, files);
      } catch (err) {
        // The product serves on without it; the CLI then says what to do.
        app.log.warn({ err }, `staff channel off: it could not listen on ${files.socket}`);
      }
    });
    // Before the database closes: a command under way finishes first.
    app.addHook('preClose', async () => {
      if (!channel) return;
      await channel.close();
      removeFiles(files);
      try {
        fs.rmdirSync(files.dir);
      } catch {
        // Not empty (someone's file): left as it is.
      }
    });
  },
  { name: 'staff-channel', dependencies: ['mail-queue', 'transactions'] },
);
