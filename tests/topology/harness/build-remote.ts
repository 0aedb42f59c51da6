import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, tail } from './processes';
import type { RemoteName } from './ports';

// Another release of one remote, built the way its team would build it: a copy of remotes/<name> (its sources,
// package.json and webpack.config.js) changed by `patch`, built with webpack in production mode by the same config
// factory, into a folder of its own. The checkout is never touched; the shell is not rebuilt.

export interface RemoteVariant {
  name: RemoteName;
  /** Folder of the copy; the build is in `<dir>/dist`. */
  dir: string;
  dist: string;
}

export interface VariantOptions {
  name: RemoteName;
  /** Where the copy is made (a temp folder of the spec). */
  workDir: string;
  /** Changes the copy: receives its folder (src/, package.json…). */
  patch(dir: string): void;
  logFile: string;
  timeoutMs?: number;
}

/** Replaces exactly one occurrence of `from` in `file`, or fails naming what was not found. */
export function replaceOnce(file: string, from: string, to: string): void {
  const text = fs.readFileSync(file, 'utf8');
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`${file}: expected "${from}" once, found it ${count} times`);
  fs.writeFileSync(file, text.replace(from, to));
}

export function editJson(file: string, edit: (value: Record<string, unknown>) => void): void {
  const value = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(value);
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

export async function buildRemoteVariant(opts: VariantOptions): Promise<RemoteVariant> {
  const source = path.join(ROOT, 'remotes', opts.name);
  const dir = path.join(opts.workDir, opts.name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of ['src', 'public', 'package.json', 'webpack.config.js']) {
    if (fs.existsSync(path.join(source, entry)))
      fs.cpSync(path.join(source, entry), path.join(dir, entry), { recursive: true });
  }
  // The copy's config calls the repository's factory (which takes its folder from __dirname) …
  replaceOnce(
    path.join(dir, 'webpack.config.js'),
    "require('../../webpack/create-config')",
    `require(${JSON.stringify(path.join(ROOT, 'webpack/create-config'))})`,
  );
  opts.patch(dir);
  // … and, living outside the checkout, finds packages and loaders where the original would: its own
  // node_modules (workspace packages npm did not hoist), then the checkout's. Nested node_modules inside packages
  // keep precedence ('node_modules' first), as in a normal resolution.
  const modules = path.join(ROOT, 'node_modules');
  const fallbacks = [path.join(source, 'node_modules'), modules];
  fs.writeFileSync(
    path.join(dir, 'webpack.variant.config.js'),
    `const base = require('./webpack.config.js');
const fallbacks = ${JSON.stringify(fallbacks)};
const withFallbacks = (config) => ({
  ...config,
  resolve: { ...config.resolve, modules: ['node_modules', ...fallbacks] },
  resolveLoader: { ...config.resolveLoader, modules: ['node_modules', ...fallbacks] },
});
// One configuration or several (a remote's: its container and its standalone page), each an object or a function.
module.exports = [].concat(base).map(
  (config) => (env, argv) => withFallbacks(typeof config === 'function' ? config(env, argv) : config),
);
`,
  );

  const fd = fs.openSync(opts.logFile, 'a');
  const child = spawn(
    process.execPath,
    [
      path.join(modules, 'webpack-cli/bin/cli.js'),
      '--mode',
      'production',
      '--config',
      'webpack.variant.config.js',
    ],
    { cwd: dir, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', fd, fd] },
  );
  fs.closeSync(fd);
  const timeoutMs = opts.timeoutMs ?? 300_000;
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
    child.once('error', () => resolve(-1));
  });
  const dist = path.join(dir, 'dist');
  if (code !== 0 || !fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
    throw new Error(
      `building the ${opts.name} variant failed (exit ${code}):\n${tail(fs.readFileSync(opts.logFile, 'utf8'))}`,
    );
  }
  return { name: opts.name, dir, dist };
}
