import fs from 'node:fs';
import os from 'node:os';
import { ConfigError } from '../config';

// PGlite is one process's database: a second process opening the same folder writes beside the first, and neither
// sees the other's rows (a staff member added by the CLI while the API ran never reached the API). So a folder is
// taken with a lock file beside it, naming its holder; a lock whose holder is gone (kill -9, a restarted container)
// is taken over.

/** Another live process holds the folder. Printed as it is by the servers and the CLI, which exit 2. */
export class DirectoryInUseError extends ConfigError {
  constructor(message: string) {
    super([message]);
    this.message = message;
  }
}

interface Holder {
  pid: number;
  host: string;
  token: string;
}

/** The locks this process holds now, by path: its own pid in a lock file it does not hold is a previous life's. */
const held = new Map<string, string>();

function readHolder(file: string): Holder | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' &&
      typeof parsed.host === 'string' &&
      typeof parsed.token === 'string'
      ? (parsed as Holder)
      : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `holder` still holds its lock: ours while we hold it, another host's always (we cannot ask it). */
function live(file: string, holder: Holder): boolean {
  if (holder.host !== os.hostname()) return true;
  if (holder.pid === process.pid) return held.get(file) === holder.token;
  return alive(holder.pid);
}

function inUse(dir: string, file: string, holder: Holder): DirectoryInUseError {
  const who =
    holder.pid === process.pid && holder.host === os.hostname()
      ? 'this process already'
      : `process ${holder.pid}${holder.host === os.hostname() ? '' : ` on ${holder.host}`}`;
  return new DirectoryInUseError(
    `The embedded database in ${dir} is in use by ${who}: one process at a time may open it. Stop that process ` +
      `first, or give this one its own DATA_DIR (if that process is gone, delete ${file}).`,
  );
}

/** Takes `dir` for this process, or throws DirectoryInUseError; the function returned gives it back. */
export function lockDirectory(dir: string): () => void {
  const file = `${dir}.lock`;
  const token = `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const mine: Holder = { pid: process.pid, host: os.hostname(), token };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(mine), { flag: 'wx' });
      held.set(file, token);
      const release = () => {
        process.off('exit', release);
        if (held.get(file) !== token) return;
        held.delete(file);
        if (readHolder(file)?.token === token) fs.rmSync(file, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readHolder(file);
    if (holder && live(file, holder)) throw inUse(dir, file, holder);
    // Gone, or a file cut short by a crash: take it over (two racing openers: the `wx` above lets one win).
    fs.rmSync(file, { force: true });
  }
  const holder = readHolder(file);
  throw inUse(dir, file, holder ?? { pid: 0, host: os.hostname(), token: '' });
}
