import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ListEntry, ListRead } from './types';

export const fixture = (name: string, chunkBytes?: number) =>
  createReadStream(path.join(__dirname, 'fixtures', name), chunkBytes ? { highWaterMark: chunkBytes } : {});

/** The text as a byte stream cut into chunks of `size` bytes, so that lines and characters straddle chunks. */
export const chunked = (text: string, size = 1 << 16) => {
  const bytes = Buffer.from(text, 'utf8');
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return Readable.from(chunks);
};

export async function all(read: ListRead): Promise<ListEntry[]> {
  const out: ListEntry[] = [];
  for await (const entry of read.entries) out.push(entry);
  return out;
}

export const byId = (entries: ListEntry[], id: string): ListEntry => {
  const entry = entries.find((e) => e.sourceId === id);
  if (!entry) throw new Error(`no entry ${id}`);
  return entry;
};
