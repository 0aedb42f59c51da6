import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Db } from '../db/client';
import {
  activateListVersion,
  activeListVersion,
  failListVersion,
  insertListEntries,
  listVersion,
  markListChecked,
  pruneListEntries,
  startListVersion,
  type ScreeningListVersion,
} from '../data/screening-lists';
import {
  readOfac,
  readOpenSanctions,
  readUnList,
  type ListCounts,
  type ListEntry,
  type ListRead,
} from './lists';
import type { ListSource } from './lists/types';
import { allKeys, lookupKeys } from './lookup-keys';

// Imports one list from the publisher's files into the database as a new version: the files are read as streams
// (downloaded to a temporary folder first when given by URL, so that they can be hashed and then read), entries and
// their keys are written in batches inside one transaction, which also activates the version and supersedes the
// source's previous one. A read the reader says is incomplete, or one without a single entry, is refused: the
// version in use stays. The same input twice adds no version.

export const LIST_SOURCES: readonly ListSource[] = ['ofac-sdn', 'un-sc', 'opensanctions'];

export const isListSource = (s: string): s is ListSource => (LIST_SOURCES as readonly string[]).includes(s);

/** The files of each source, by role, the first being required; a folder holds them under these names. */
const FILES: Record<ListSource, { role: string; names: string[]; optional?: boolean }[]> = {
  'ofac-sdn': [
    { role: 'sdn', names: ['sdn.csv', 'SDN.CSV'] },
    { role: 'alt', names: ['alt.csv', 'ALT.CSV'], optional: true },
    { role: 'add', names: ['add.csv', 'ADD.CSV'], optional: true },
    { role: 'comments', names: ['sdn_comments.csv', 'SDN_COMMENTS.CSV'], optional: true },
  ],
  'un-sc': [{ role: 'list', names: ['consolidated.xml'] }],
  opensanctions: [{ role: 'list', names: ['entities.ftm.json', 'targets.nested.json'] }],
};

/** Entries written per statement: a few thousand bind parameters, far below PostgreSQL's 65,535. */
export const IMPORT_BATCH = 500;

export class ImportRefused extends Error {}

export type ImportOutcome =
  | { outcome: 'imported'; version: ScreeningListVersion; counts: ListCounts; superseded: number | null }
  | { outcome: 'unchanged'; version: ScreeningListVersion }
  | { outcome: 'refused'; versionId: number; reason: string; counts: ListCounts };

export interface ImportOptions {
  now?: () => Date;
  batchSize?: number;
  fetch?: typeof fetch;
}

const isUrl = (input: string) => /^https?:\/\//i.test(input);

interface LocalFiles {
  /** Path by role. */
  files: Record<string, string>;
  cleanup(): Promise<void>;
}

async function exists(file: string): Promise<boolean> {
  return fsp.stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

/**
 * The input's files on disk. A folder holds them by their publisher's names; a file is the source's main file, its
 * side files (OFAC) read beside it; a URL is the main file's, side files at the same place, downloaded.
 */
async function localFiles(source: ListSource, input: string, opts: ImportOptions): Promise<LocalFiles> {
  const spec = FILES[source];
  if (isUrl(input)) {
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'screening-import-'));
    const cleanup = () => fsp.rm(dir, { recursive: true, force: true });
    try {
      const files: Record<string, string> = {};
      for (const [i, f] of spec.entries()) {
        const url = i === 0 ? new URL(input) : new URL(f.names[0], input);
        const res = await (opts.fetch ?? fetch)(url);
        if (!res.ok || !res.body) {
          await res.body?.cancel();
          if (f.optional && res.status === 404) continue;
          throw new ImportRefused(`${url.href} answered ${res.status}`);
        }
        const file = path.join(dir, f.names[0]);
        await pipeline(
          Readable.fromWeb(res.body as WebReadableStream<Uint8Array>),
          fs.createWriteStream(file),
        );
        files[f.role] = file;
      }
      return { files, cleanup };
    } catch (err) {
      await cleanup();
      throw err;
    }
  }
  const stat = await fsp.stat(input).catch(() => null);
  if (!stat) throw new ImportRefused(`${input} does not exist`);
  const dir = stat.isDirectory() ? input : path.dirname(input);
  const files: Record<string, string> = {};
  for (const [i, f] of spec.entries()) {
    if (i === 0 && !stat.isDirectory()) {
      files[f.role] = input;
      continue;
    }
    for (const name of f.names) {
      if (await exists(path.join(dir, name))) {
        files[f.role] = path.join(dir, name);
        break;
      }
    }
    if (!files[f.role] && !f.optional) throw new ImportRefused(`${dir} holds none of ${f.names.join(', ')}`);
  }
  return { files, cleanup: async () => undefined };
}

async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** The file's digest alone for one file; for several, the digest of their roles and digests, in a fixed order. */
export async function inputDigest(files: Record<string, string>): Promise<string> {
  const roles = Object.keys(files).sort();
  if (roles.length === 1) return sha256File(files[roles[0]]);
  const hash = createHash('sha256');
  for (const role of roles) hash.update(`${role}:${await sha256File(files[role])}\n`);
  return hash.digest('hex');
}

function readList(source: ListSource, files: Record<string, string>): ListRead {
  const open = (role: string) => (files[role] ? fs.createReadStream(files[role]) : undefined);
  switch (source) {
    case 'ofac-sdn':
      return readOfac({ sdn: open('sdn')!, alt: open('alt'), add: open('add'), comments: open('comments') });
    case 'un-sc':
      return readUnList(open('list')!);
    case 'opensanctions':
      return readOpenSanctions(open('list')!);
  }
}

/** The keys an entry is stored under (lookup-keys.ts); weak aliases are not screened on alone, so not keyed. */
export function entryKeys(entry: Pick<ListEntry, 'names' | 'kind'>): string[] {
  return allKeys(lookupKeys(entry.names, entry.kind === 'person' ? 'person' : 'company'));
}

function moment(text: string | undefined): Date | null {
  if (!text) return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Imports `input` (a file, a folder or a URL) as the source's new version; see the top of this file. */
export async function importList(
  db: Db,
  source: ListSource,
  input: string,
  opts: ImportOptions = {},
): Promise<ImportOutcome> {
  const now = opts.now ?? (() => new Date());
  const batchSize = opts.batchSize ?? IMPORT_BATCH;
  const local = await localFiles(source, input, opts);
  try {
    const sha256 = await inputDigest(local.files);
    const active = await activeListVersion(db, source);
    if (active?.sha256 === sha256) {
      const checkedAt = now();
      await markListChecked(db, active.id, checkedAt);
      return { outcome: 'unchanged', version: { ...active, checkedAt } };
    }
    const version = await startListVersion(db, { source, sha256 });
    const read = readList(source, local.files);
    try {
      const superseded = await db.transaction(async (tx) => {
        let batch: { entry: ListEntry; keys: string[] }[] = [];
        for await (const entry of read.entries) {
          batch.push({ entry, keys: entryKeys(entry) });
          if (batch.length >= batchSize) {
            await insertListEntries(tx, version.id, batch);
            batch = [];
          }
        }
        await insertListEntries(tx, version.id, batch);
        if (!read.counts.complete) throw new ImportRefused('the input ended before its end (incomplete)');
        if (read.counts.entries === 0) throw new ImportRefused('the input holds no entry');
        return activateListVersion(tx, version, read.counts, moment(read.publishedAt), now());
      });
      await pruneListEntries(db, source);
      const imported = await listVersion(db, version.id);
      return { outcome: 'imported', version: imported!, counts: read.counts, superseded };
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      await failListVersion(db, version.id, reason, read.counts);
      if (err instanceof ImportRefused)
        return { outcome: 'refused', versionId: version.id, reason, counts: read.counts };
      throw err;
    }
  } finally {
    await local.cleanup();
  }
}
