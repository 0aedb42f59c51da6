// The seven browser apps, where they live and which port offset they take (CONTRIBUTING.md, "Ports and processes").
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @type {{ name: string, dir: string, offset: number, isHost: boolean }[]} */
export const APPS = [
  { name: 'shell', dir: path.join(ROOT, 'shell'), offset: 0, isHost: true },
  { name: 'eligibility', dir: path.join(ROOT, 'remotes/eligibility'), offset: 1, isHost: false },
  { name: 'documents', dir: path.join(ROOT, 'remotes/documents'), offset: 2, isHost: false },
  { name: 'transactions', dir: path.join(ROOT, 'remotes/transactions'), offset: 3, isHost: false },
  { name: 'accounting', dir: path.join(ROOT, 'remotes/accounting'), offset: 4, isHost: false },
  // The applicant's dashboard: the next free offset after the API, the integration service and the back office.
  { name: 'dashboard', dir: path.join(ROOT, 'remotes/dashboard'), offset: 8, isHost: false },
  // The provider's back office: a second host, on its own origin.
  { name: 'backoffice', dir: path.join(ROOT, 'backoffice'), offset: 7, isHost: true },
];

export const REMOTES = APPS.filter((app) => !app.isHost);

export const API_OFFSET = 5;
export const INTEGRATION_OFFSET = 6;
export const BACKOFFICE_OFFSET = 7;

export function appByName(name) {
  const app = APPS.find((a) => a.name === name);
  if (!app) throw new Error(`unknown app "${name}" (known: ${APPS.map((a) => a.name).join(', ')})`);
  return app;
}

/** The base port: PORT, else 3000. */
export function basePort(env = process.env) {
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535 - 10)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return port;
}

/** Colours the prefix of a child's output lines when the terminal shows colours. */
export function prefixer(label, index, stream = process.stdout) {
  const colours = [36, 33, 35, 32, 34, 31, 96, 93, 95];
  const tag = `[${label}]`;
  return stream.isTTY && !process.env.NO_COLOR
    ? `\x1b[${colours[index % colours.length]}m${tag}\x1b[0m`
    : tag;
}
