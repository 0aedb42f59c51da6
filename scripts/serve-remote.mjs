#!/usr/bin/env node
// Serves one remote's dist with CORS (the shell, on another origin, fetches its mf-manifest.json and scripts).
//   node scripts/serve-remote.mjs <name> [--port N]     e.g. documents on PORT+2
//   node scripts/serve-remote.mjs --dir path/to/dist --port N
//   npm run serve (inside remotes/<name>: serves ./dist)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APPS, REMOTES, appByName, basePort } from './apps.mjs';
import { createStaticServer, listenUntilStopped, registerStaticSite } from './lib/static-site.mjs';

export function parseServeArgs(argv, env = process.env, cwd = process.cwd()) {
  let name;
  let dir;
  let port;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--port') port = Number(argv[++i]);
    else if (arg === '--dir') dir = path.resolve(argv[++i]);
    else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}`);
    else name = arg;
  }
  if (name) {
    const app = appByName(name);
    if (app.isHost) throw new Error(`the ${app.name} is served by ${app.name}/server.mjs`);
    dir ??= path.join(app.dir, 'dist');
    port ??= basePort(env) + app.offset;
  }
  if (!dir) {
    // Run from inside remotes/<name> (npm run serve): serve its dist on its usual port.
    const app = REMOTES.find((r) => path.resolve(r.dir) === path.resolve(cwd));
    dir = path.join(cwd, 'dist');
    port ??= basePort(env) + (app ? app.offset : 1);
    name = app?.name;
  }
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port must be a port number');
  return { name: name ?? path.basename(path.dirname(dir)), dir, port, host: env.HOST || '0.0.0.0' };
}

export async function createRemoteServer({ dir }) {
  const app = createStaticServer({ logLevel: process.env.LOG_LEVEL || 'warn' });
  // Read-only public files: any origin may fetch them, credentials never travel.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  app.options('/*', async (request, reply) =>
    reply
      .header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS')
      .header(
        'Access-Control-Allow-Headers',
        String(request.headers['access-control-request-headers'] || '*'),
      )
      .header('Access-Control-Max-Age', '600')
      .code(204)
      .send(),
  );
  await registerStaticSite(app, { root: dir });
  return app;
}

async function main() {
  let args;
  try {
    args = parseServeArgs(process.argv.slice(2));
    if (!fs.existsSync(path.join(args.dir, 'mf-manifest.json'))) {
      throw new Error(`${args.dir} holds no build (run: node scripts/build.mjs ${args.name ?? '<name>'})`);
    }
  } catch (err) {
    console.error(`serve-remote: ${err.message}`);
    console.error(
      `remotes: ${APPS.filter((a) => !a.isHost)
        .map((a) => a.name)
        .join(', ')}`,
    );
    process.exit(2);
  }
  const app = await createRemoteServer(args);
  await listenUntilStopped(app, args);
  console.log(`serving ${path.relative(process.cwd(), args.dir) || '.'} on http://localhost:${args.port}`);
}

// Run as a program (not imported); symlinked paths compare by their real location.
if (process.argv[1] && import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
