#!/usr/bin/env node
// `npm run staff -- add <email> --role <reviewer|approver|admin> [--language <en|ar>]`: staff accounts from the
// command line. Compiles the server when its bundles are stale (as `npm start` does), then runs
// server/dist/staff-cli.js with the same environment as the API (DATA_DIR or DATABASE_URL, SECRETS_KEY, SMTP_URL,
// BACKOFFICE_URL).
// It works while the product runs: with the embedded database (PGlite, no DATABASE_URL), which one process at a time
// may open, the API holding it runs the command over its local staff channel (server/src/plugins/staff-channel.ts).
import './lib/require-node.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { buildServer } from './build-server.mjs';

// Build messages go to stderr: stdout is the CLI's own answer (the link).
await buildServer({ log: (line) => console.error(line) });
const child = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(ROOT, 'server/dist/staff-cli.js'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
