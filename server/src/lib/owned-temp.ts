import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';

// Temporary files and folders carry their owner in their name (its pid and this process's token), so that a start
// removes what a crashed process left (kill -9 mid-upload left tens of megabytes) at once, while another live process
// sharing the folder keeps its own. A name without an owner (written before owners were named) goes after a day.

const TOKEN = crypto.randomBytes(6).toString('hex');
const OWNED = /^(?:.*-)?(\d+)\.([0-9a-f]{12})-[^/]*$/;
const UNOWNED_STALE_MS = 24 * 60 * 60 * 1000;

/** A new temporary name owned by this process: `<prefix><pid>.<token>-<random>`. */
export const ownedTempName = (prefix = ''): string =>
  `${prefix}${process.pid}.${TOKEN}-${crypto.randomUUID()}`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process that named `name` is gone: its pid is dead, or it is this pid of an earlier life. */
function ownerGone(name: string): boolean | null {
  const owned = OWNED.exec(name);
  if (!owned) return null;
  const pid = Number(owned[1]);
  return pid === process.pid ? owned[2] !== TOKEN : !alive(pid);
}

/** Removes every entry of `dir` whose owner is gone (and unowned ones older than a day); returns how many. */
export async function sweepOrphanedTemp(dir: string, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await fsp.readdir(dir).catch(() => [] as string[])) {
    const file = path.join(dir, name);
    let gone = ownerGone(name);
    if (gone === null) {
      const stat = await fsp.stat(file).catch(() => null);
      gone = !!stat && now - stat.mtimeMs > UNOWNED_STALE_MS;
    }
    if (gone) {
      await fsp.rm(file, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}
