import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads a generated secret from DATA_DIR, creating it (mode 0600) on first start, so the embedded setup needs no
 * configuration and a restart keeps sessions and encrypted data readable. `wx` makes concurrent starts agree.
 */
export async function readOrCreateSecret(dataDir: string, name: string, bytes = 32): Promise<Buffer> {
  const file = path.join(dataDir, 'secrets', name);
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    await fs.writeFile(file, crypto.randomBytes(bytes).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'hex');
}
