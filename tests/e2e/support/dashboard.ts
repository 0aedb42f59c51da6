import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from './outbox';

// What the product's local storage driver (server/src/storage/local.ts, the one `npm start` uses) holds, read from
// disk: an object of key `a/b/c` is the file DATA_DIR/storage/a/b/c, its metadata DATA_DIR/storage/.meta/a/b/c.json.
// The dashboard's deletion is checked against it (the S3 driver: server/src/routes/dashboard/my-data.test.ts).

const storageRoot = () => path.join(dataDir(), 'storage');

/** The keys of the objects stored under the folder `prefix` (e.g. `applications/12/`), sorted. */
export function storedKeys(prefix: string): string[] {
  const root = storageRoot();
  const folder = path.join(root, ...prefix.split('/').filter(Boolean));
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Whether anything of the object `key` is left in storage: its bytes or its metadata. */
export function isStored(key: string): boolean {
  const parts = key.split('/');
  return (
    fs.existsSync(path.join(storageRoot(), ...parts)) ||
    fs.existsSync(`${path.join(storageRoot(), '.meta', ...parts)}.json`)
  );
}
