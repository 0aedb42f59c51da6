import crypto from 'node:crypto';
import { readOrCreateSecret } from '../lib/secret-file';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const KEY_BYTES = 32;

export interface SealedSecret {
  /** base64 */
  ciphertext: string;
  /** base64, 12 random bytes, never reused with the same key */
  iv: string;
  /** base64, the 16-byte GCM authentication tag */
  tag: string;
  /** Fingerprint of the key that sealed it, so a rotated or wrong key is detected before decrypting. */
  keyVersion: string;
}

/**
 * AES-256-GCM with a fresh IV per secret. The associated data binds a ciphertext to its row (application and
 * provider), so a ciphertext copied into another applicant's row fails to open instead of leaking.
 */
export class SecretBox {
  readonly keyVersion: string;

  constructor(private readonly key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`secrets key must be ${KEY_BYTES} bytes`);
    this.keyVersion = keyFingerprint(key);
  }

  seal(plaintext: string, associatedData: string): SealedSecret {
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv(ALGORITHM, this.key, iv);
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return {
      ciphertext: ciphertext.toString('base64'),
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      keyVersion: this.keyVersion,
    };
  }

  /** Throws when the key, the associated data or any byte of the sealed value differs. */
  open(sealed: SealedSecret, associatedData: string): string {
    if (sealed.keyVersion !== this.keyVersion) throw new Error('secret was sealed with another key');
    const decipher = crypto.createDecipheriv(ALGORITHM, this.key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed.ciphertext, 'base64')),
      decipher.final(),
    ]).toString('utf8');
  }
}

function keyFingerprint(key: Buffer): string {
  // An HMAC of a fixed label under the key: stable per key, and useless for guessing the key itself.
  return crypto.createHmac('sha256', key).update('onboarding secrets key id').digest('hex').slice(0, 16);
}

/** SECRETS_KEY (64 hex) when set; otherwise a key generated once into DATA_DIR/secrets (mode 0600). */
export async function loadSecretsKey(config: { SECRETS_KEY?: string; dataDir: string }): Promise<Buffer> {
  if (config.SECRETS_KEY) return Buffer.from(config.SECRETS_KEY, 'hex');
  return readOrCreateSecret(config.dataDir, 'secrets-key', KEY_BYTES);
}
