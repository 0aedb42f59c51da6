#!/usr/bin/env node
// Runs one command for scripts/start.mjs and ties its life to start.mjs: when start.mjs goes away, even killed
// without a chance to clean up, the IPC channel closes and the command is stopped, so no server is left holding
// its port. Signals are passed on; the exit code is the command's.
//   node scripts/lib/supervised.mjs <executable> [args…]   (spawned by start.mjs with an IPC channel)
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('supervised: no command given');
  process.exit(2);
}

const child = spawn(command, args, { stdio: 'inherit' });
const GRACE_MS = 10_000;
let stopping = false;

function stop(signal = 'SIGTERM') {
  if (stopping || child.exitCode !== null || child.signalCode !== null) return;
  stopping = true;
  child.kill(signal);
  setTimeout(() => child.kill('SIGKILL'), GRACE_MS).unref();
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
process.on('disconnect', () => stop('SIGTERM'));
child.on('error', (err) => {
  console.error(`supervised: ${command}: ${err.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
