import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Encrypts and decrypts stored secrets (D2C API keys, YouTube OAuth tokens) with AES-256-GCM under a key
 * derived (HKDF-SHA256) from the configured ENCRYPTION_KEY and the secret's `purpose`, so each kind of
 * secret has its own key. Each value has its own random 96-bit IV; the row's id is the associated data,
 * so a ciphertext copied onto another row does not decrypt.
 */
export class SecretCipher {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'framehouse', purpose, 32));
  }

  encrypt(plaintext: string, associatedData: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ciphertext].map(encode).join('.');
  }

  /** The plaintext, or null when the value was not made with this key and data (or was altered). */
  decrypt(stored: string, associatedData: string): string | null {
    const [version, iv, tag, ciphertext, ...rest] = stored.split('.');
    if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(associatedData, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
  }
}

function encode(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}
