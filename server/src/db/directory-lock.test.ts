import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './client';
import { DirectoryInUseError, lockDirectory } from './directory-lock';

// Two processes on one PGlite folder write beside each other and never see each other's rows: the second opener
// stops with a message naming the holder; a lock left by a process that died is taken over.

jest.setTimeout(120_000);

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dir-lock-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/**
 * A process that holds `dir`'s lock file (as a live API would) until killed. The file appears whole (written aside,
 * then renamed): a test that saw it half written would read a lock cut short by a crash, which is taken over.
 */
function holder(dir: string) {
  const lock = JSON.stringify(`${dir}.lock`);
  const child = spawn(process.execPath, [
    '-e',
    `const fs = require('fs'); fs.writeFileSync(${lock} + '.tmp', JSON.stringify({ pid: process.pid, host: require('os').hostname(), token: 't' })); fs.renameSync(${lock} + '.tmp', ${lock}); setInterval(() => {}, 1000);`,
  ]);
  return child;
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
}

describe('the embedded database folder’s lock', () => {
  it('refuses a second opener while another live process holds the folder, naming it', async () => {
    const dir = path.join(root, 'pglite');
    const child = holder(dir);
    try {
      await until(() => fs.existsSync(`${dir}.lock`));
      expect(() => lockDirectory(dir)).toThrow(DirectoryInUseError);
      expect(() => lockDirectory(dir)).toThrow(
        new RegExp(`in use by process ${child.pid}: one process at a time may open it`),
      );
      await expect(openDatabase({ dataDir: root })).rejects.toThrow(DirectoryInUseError);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('takes over the lock of a process that died (kill -9), and gives it back on release', async () => {
    const dir = path.join(root, 'pglite');
    const child = holder(dir);
    await until(() => fs.existsSync(`${dir}.lock`));
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const release = lockDirectory(dir);
    expect(JSON.parse(fs.readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses the same folder twice in one process, and takes a lock file cut short by a crash', () => {
    const dir = path.join(root, 'pglite');
    const release = lockDirectory(dir);
    expect(() => lockDirectory(dir)).toThrow(/in use by this process already/);
    release();
    fs.writeFileSync(`${dir}.lock`, '{"pid": 12');
    lockDirectory(dir)();
  });

  it('opens, closes and opens again the same folder in one process', async () => {
    const first = await openDatabase({ dataDir: root });
    await first.close();
    const second = await openDatabase({ dataDir: root });
    await second.close();
    expect(fs.existsSync(path.join(root, 'pglite.lock'))).toBe(false);
  });

  it('removes its lock when the process exits', () => {
    const dir = path.join(root, 'exiting');
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `require(${JSON.stringify(path.join(__dirname, 'directory-lock.ts'))}).lockDirectory(${JSON.stringify(dir)})`,
      ],
      { encoding: 'utf8', cwd: path.join(__dirname, '../../..') },
    );
    expect(run.status).toBe(0);
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
