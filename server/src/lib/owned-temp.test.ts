import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ownedTempName, sweepOrphanedTemp } from './owned-temp';

// After kill -9 during uploads, tens of megabytes of temporary files stayed until they were a day old. A start now
// removes at once what no live process owns, and leaves a live process's files alone.

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'owned-temp-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const touch = (name: string, ageMs = 0) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, 'x');
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file, when, when);
};

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('temporary files with their owner in the name', () => {
  it('removes a crashed process’s files at once, keeps a live one’s and this process’s own', async () => {
    const live = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      const dead = await deadPid();
      touch(`${dead}.0123456789ab-upload`);
      touch(`req-${dead}.0123456789ab-folder`);
      touch(`${live.pid}.0123456789ab-upload`);
      touch(`${process.pid}.0123456789ab-earlier-life`);
      const mine = ownedTempName('req-');
      touch(mine);
      expect(await sweepOrphanedTemp(dir)).toBe(3);
      expect(fs.readdirSync(dir).sort()).toEqual([`${live.pid}.0123456789ab-upload`, mine].sort());
    } finally {
      live.kill('SIGKILL');
    }
  });

  it('removes an unowned name only when it is a day old', async () => {
    touch('f3b1c2d4-0000-4000-8000-000000000000', 25 * 60 * 60 * 1000);
    touch('f3b1c2d4-0000-4000-8000-000000000001', 60 * 1000);
    expect(await sweepOrphanedTemp(dir)).toBe(1);
    expect(fs.readdirSync(dir)).toEqual(['f3b1c2d4-0000-4000-8000-000000000001']);
  });

  it('says nothing of a folder that does not exist yet', async () => {
    expect(await sweepOrphanedTemp(path.join(dir, 'missing'))).toBe(0);
  });
});
