import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SecretBox, loadSecretsKey } from './secret-box';

const key = () => crypto.randomBytes(32);

describe('SecretBox', () => {
  it('opens what it sealed, and the ciphertext does not contain the secret', () => {
    const box = new SecretBox(key());
    const secret = 'sk_live_0123456789abcdefghijklmnopqrstuv';
    const sealed = box.seal(secret, 'application:1000:stripe');
    expect(Buffer.from(sealed.ciphertext, 'base64').toString('utf8')).not.toContain('sk_live_');
    expect(JSON.stringify(sealed)).not.toContain(secret);
    expect(box.open(sealed, 'application:1000:stripe')).toBe(secret);
  });

  it('uses a fresh IV each time, so equal secrets give different ciphertexts', () => {
    const box = new SecretBox(key());
    const a = box.seal('same secret', 'x');
    const b = box.seal('same secret', 'x');
    expect(a.iv).not.toBe(b.iv);
    expect(a.ciphertext).not.toBe(b.ciphertext);
  });

  it('refuses a ciphertext moved to another row (associated data differs)', () => {
    const box = new SecretBox(key());
    const sealed = box.seal('secret', 'application:1000:stripe');
    expect(() => box.open(sealed, 'application:1001:stripe')).toThrow();
  });

  it('refuses a tampered ciphertext or tag', () => {
    const box = new SecretBox(key());
    const sealed = box.seal('secret value', 'x');
    const bytes = Buffer.from(sealed.ciphertext, 'base64');
    bytes[0] ^= 1;
    expect(() => box.open({ ...sealed, ciphertext: bytes.toString('base64') }, 'x')).toThrow();
    const tag = Buffer.from(sealed.tag, 'base64');
    tag[0] ^= 1;
    expect(() => box.open({ ...sealed, tag: tag.toString('base64') }, 'x')).toThrow();
  });

  it('refuses to open with another key', () => {
    const sealed = new SecretBox(key()).seal('secret', 'x');
    const other = new SecretBox(key());
    expect(other.keyVersion).not.toBe(sealed.keyVersion);
    expect(() => other.open(sealed, 'x')).toThrow(/another key/);
    expect(() => other.open({ ...sealed, keyVersion: other.keyVersion }, 'x')).toThrow();
  });

  it('rejects keys of the wrong size', () => {
    expect(() => new SecretBox(crypto.randomBytes(16))).toThrow();
  });
});

describe('loadSecretsKey', () => {
  it('uses SECRETS_KEY when set', async () => {
    const hex = 'ab'.repeat(32);
    const loaded = await loadSecretsKey({ SECRETS_KEY: hex, dataDir: '/nonexistent' });
    expect(loaded.toString('hex')).toBe(hex);
  });

  it('otherwise generates one key into DATA_DIR (mode 0600) and keeps it across restarts', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-box-'));
    try {
      const first = await loadSecretsKey({ dataDir });
      const second = await loadSecretsKey({ dataDir });
      expect(first).toHaveLength(32);
      expect(second.equals(first)).toBe(true);
      const stat = fs.statSync(path.join(dataDir, 'secrets', 'secrets-key'));
      expect(stat.mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
