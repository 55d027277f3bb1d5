import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** Every key starts with this, so a leaked one is recognizable (secret scanners, logs). */
export const D2C_API_KEY_PREFIX = 'fhd2c_';
/** 32 random bytes, base64url: 43 characters after the prefix. */
const KEY_BYTES = 32;
const KEY_PATTERN = /^fhd2c_[A-Za-z0-9_-]{43}$/;
const VERSION = 'v1';

/** A new API key: the prefix and 256 random bits. */
export function generateApiKey(): string {
  return D2C_API_KEY_PREFIX + randomBytes(KEY_BYTES).toString('base64url');
}

/** Whether a presented value can be one of our keys at all (no lookup for anything else). */
export function isApiKeyFormat(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** How a key is found: SHA-256, hex. A fast hash suffices for 256 random bits. */
export function apiKeyDigest(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * Encrypts and decrypts the stored keys with AES-256-GCM under a key derived (HKDF-SHA256) from the
 * configured ENCRYPTION_KEY. Each value has its own random 96-bit IV; the row's id is the associated data,
 * so a ciphertext copied onto another row does not decrypt.
 */
export class ApiKeyCipher {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'framehouse', 'framehouse:d2c-api-keys', 32));
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
