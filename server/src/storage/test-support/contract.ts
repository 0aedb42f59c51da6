import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { isStorageError, type ObjectStorage, type PresignPostOptions, type PresignedPost } from '../types';

// One behavioural contract for every ObjectStorage driver, run by local.contract.test.ts and s3.contract.test.ts.
// Feature code relies on exactly these behaviours, so a driver that passes can replace another.

export interface ContractHarness {
  storage: ObjectStorage;
  /** Absolute URL for a presigned POST's url (the local driver's is a path on the API). */
  resolveUrl(url: string): string;
  /** A presigned POST whose policy expired an hour ago. */
  presignExpired(opts: PresignPostOptions): Promise<PresignedPost>;
  close(): Promise<void>;
}

export interface ContractOptions {
  /**
   * Whether the server behind the POST url enforces the signed policy itself. True for the local driver, S3 and
   * MinIO; false for s3rver, which accepts any form (its policy support is "unimplemented"). Without enforcement
   * the refusal cases cannot be observed, so they are skipped and the policy document is checked instead.
   */
  enforcesPostPolicy: boolean;
}

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (err) {
    return isStorageError(err) ? err.code : `other: ${(err as Error).message}`;
  }
}

export function storageContract(
  name: string,
  setup: () => Promise<ContractHarness>,
  options: ContractOptions,
) {
  describe(`${name} storage driver contract`, () => {
    let h: ContractHarness;
    let storage: ObjectStorage;
    const run = crypto.randomBytes(4).toString('hex');
    const prefix = `applications/${run}/uploads/`;

    beforeAll(async () => {
      h = await setup();
      storage = h.storage;
      await storage.checkReady();
    });
    afterAll(async () => {
      await h?.close();
    });

    function presignOptions(overrides: Partial<PresignPostOptions> = {}): PresignPostOptions {
      return {
        key: `${prefix}${Date.now()}-${crypto.randomBytes(6).toString('hex')}`,
        keyPrefix: prefix,
        minBytes: 1,
        maxBytes: 1000,
        expiresInSeconds: 600,
        ...overrides,
      };
    }

    /** What the browser does: the returned fields, then acl=private, then the file last. */
    async function browserPost(
      post: PresignedPost,
      file: Buffer,
      fields: Record<string, string | undefined> = {},
    ) {
      const form = new FormData();
      const merged: Record<string, string | undefined> = { ...post.fields, acl: 'private', ...fields };
      for (const [k, v] of Object.entries(merged)) if (v !== undefined) form.append(k, v);
      form.append('file', new Blob([new Uint8Array(file)]), 'transactions.csv');
      const res = await fetch(h.resolveUrl(post.url), { method: 'POST', body: form });
      await res.arrayBuffer();
      return res.status;
    }

    it('stores a buffer and gives back its bytes, size, type and Unicode metadata', async () => {
      const key = `applications/${run}/documents/Registration-${crypto.randomUUID()}`;
      const data = Buffer.from('%PDF-1.4 contract test');
      const info = await storage.put(key, data, {
        contentType: 'application/pdf',
        metadata: { 'original-name': 'Relevé bancaire 2024 ✓.pdf', kind: 'Registration' },
      });
      expect(info.size).toBe(data.length);
      const head = await storage.head(key);
      expect(head).toMatchObject({
        key,
        size: data.length,
        contentType: 'application/pdf',
        metadata: { 'original-name': 'Relevé bancaire 2024 ✓.pdf', kind: 'Registration' },
      });
      expect(await storage.exists(key)).toBe(true);
      expect(await text(await storage.getStream(key))).toEqual(data);
    });

    it('streams a multi-megabyte body in and out unchanged', async () => {
      const key = `applications/${run}/documents/CapTable-${crypto.randomUUID()}`;
      const chunk = crypto.randomBytes(64 * 1024);
      const chunks = 80; // 5 MB
      const source = Readable.from(
        (function* () {
          for (let i = 0; i < chunks; i++) yield chunk;
        })(),
      );
      await storage.put(key, source, {
        size: chunk.length * chunks,
        contentType: 'application/octet-stream',
      });
      const back = await text(await storage.getStream(key));
      expect(back.length).toBe(chunk.length * chunks);
      expect(sha256(back)).toBe(sha256(Buffer.concat(Array(chunks).fill(chunk))));
    });

    it('replaces an object stored under the same key', async () => {
      const key = `applications/${run}/documents/replace-${crypto.randomUUID()}`;
      await storage.put(key, Buffer.from('first'));
      await storage.put(key, Buffer.from('second version'));
      expect((await storage.head(key))?.size).toBe('second version'.length);
      expect((await text(await storage.getStream(key))).toString()).toBe('second version');
    });

    it('reads a version seen by head() only while it is the object stored (a reused upload link)', async () => {
      const key = `applications/${run}/uploads/version-${crypto.randomUUID()}`;
      await storage.put(key, Buffer.from('checked content'));
      const first = (await storage.head(key))!.version;
      expect((await text(await storage.getStream(key, { version: first }))).toString()).toBe(
        'checked content',
      );
      await storage.put(key, Buffer.from('other content!!'));
      const second = (await storage.head(key))!.version;
      expect(second).not.toBe(first);
      expect(await codeOf(storage.getStream(key, { version: first }))).toBe('Changed');
      expect((await text(await storage.getStream(key, { version: second }))).toString()).toBe(
        'other content!!',
      );
    });

    it('reports a missing object as null / NotFound, and deleting it succeeds', async () => {
      const key = `applications/${run}/documents/missing-${crypto.randomUUID()}`;
      expect(await storage.head(key)).toBeNull();
      expect(await storage.exists(key)).toBe(false);
      expect(await codeOf(storage.getStream(key))).toBe('NotFound');
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it('deletes an object', async () => {
      const key = `applications/${run}/documents/delete-${crypto.randomUUID()}`;
      await storage.put(key, Buffer.from('to be deleted'));
      await storage.delete(key);
      expect(await storage.head(key)).toBeNull();
      expect(await codeOf(storage.getStream(key))).toBe('NotFound');
    });

    it.each([
      '',
      '../outside',
      `applications/${run}/../../secrets/jwt-secret`,
      '/absolute',
      'a//b',
      'a/.meta/x',
    ])('refuses the invalid key %j everywhere', async (key) => {
      expect(await codeOf(storage.put(key, Buffer.from('x')))).toBe('InvalidKey');
      expect(await codeOf(storage.getStream(key))).toBe('InvalidKey');
      expect(await codeOf(storage.head(key))).toBe('InvalidKey');
      expect(await codeOf(storage.delete(key))).toBe('InvalidKey');
      expect(await codeOf(storage.createPresignedPost(presignOptions({ key })))).toBe('InvalidKey');
    });

    it('refuses to presign a key outside its prefix', async () => {
      const outside = presignOptions({ key: `applications/other/uploads/${Date.now()}-x` });
      expect(await codeOf(storage.createPresignedPost(outside))).toBe('InvalidKey');
    });

    it('signs a policy stating expiry, size range, key prefix, exact key and acl=private', async () => {
      const opts = presignOptions({ maxBytes: 200 * 1024 * 1024 });
      const before = Date.now();
      const post = await storage.createPresignedPost(opts);
      expect(post.fields.key).toBe(opts.key);
      const policy = JSON.parse(Buffer.from(post.fields.Policy, 'base64').toString('utf8'));
      const expires = Date.parse(policy.expiration);
      expect(expires).toBeGreaterThanOrEqual(before + 599_000);
      expect(expires).toBeLessThanOrEqual(Date.now() + 601_000);
      expect(policy.conditions).toEqual(
        expect.arrayContaining([
          ['content-length-range', 1, 200 * 1024 * 1024],
          ['starts-with', '$key', prefix],
          { key: opts.key },
          { acl: 'private' },
        ]),
      );
      expect(post.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    });

    it('accepts a browser form POST within its policy with 204 and stores the file under the key', async () => {
      const opts = presignOptions();
      const post = await storage.createPresignedPost(opts);
      const file = Buffer.from('customer_id,amount,start_date,period\nc1,10,2024-01-01,monthly\n');
      expect(await browserPost(post, file)).toBe(204);
      expect((await storage.head(opts.key))?.size).toBe(file.length);
      expect(await text(await storage.getStream(opts.key))).toEqual(file);
    });

    const enforced = options.enforcesPostPolicy ? it : it.skip;

    enforced('refuses an oversize file with 413 and stores nothing', async () => {
      const opts = presignOptions({ maxBytes: 1000 });
      const post = await storage.createPresignedPost(opts);
      const status = await browserPost(post, Buffer.alloc(1001, 0x61));
      expect(status).toBe(413);
      expect(await storage.head(opts.key)).toBeNull();
    });

    enforced('refuses a bad signature with 403 and stores nothing', async () => {
      const opts = presignOptions();
      const post = await storage.createPresignedPost(opts);
      const signature = post.fields['X-Amz-Signature'];
      const forged = `${signature[0] === '0' ? '1' : '0'}${signature.slice(1)}`;
      expect(await browserPost(post, Buffer.from('a,b'), { 'X-Amz-Signature': forged })).toBe(403);
      expect(await storage.head(opts.key)).toBeNull();
    });

    enforced('refuses a key other than the signed one, and outside the prefix, with 403', async () => {
      const opts = presignOptions();
      const post = await storage.createPresignedPost(opts);
      const elsewhere = `applications/someone-else/uploads/${Date.now()}-x`;
      expect(await browserPost(post, Buffer.from('a,b'), { key: elsewhere })).toBe(403);
      expect(await storage.head(elsewhere)).toBeNull();
      expect(await storage.head(opts.key)).toBeNull();
    });

    enforced('refuses a form without acl=private with 403', async () => {
      const opts = presignOptions();
      const post = await storage.createPresignedPost(opts);
      expect(await browserPost(post, Buffer.from('a,b'), { acl: undefined })).toBe(403);
      expect(await storage.head(opts.key)).toBeNull();
    });

    enforced('refuses an expired policy with 403 and stores nothing', async () => {
      const opts = presignOptions();
      const post = await h.presignExpired(opts);
      expect(await browserPost(post, Buffer.from('a,b'))).toBe(403);
      expect(await storage.head(opts.key)).toBeNull();
    });
  });
}
