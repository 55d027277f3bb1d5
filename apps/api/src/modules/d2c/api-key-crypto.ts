import { createHash, randomBytes } from 'node:crypto';
import { SecretCipher } from '../../common/secret-cipher';

/** Every key starts with this, so a leaked one is recognizable (secret scanners, logs). */
export const D2C_API_KEY_PREFIX = 'fhd2c_';
/** 32 random bytes, base64url: 43 characters after the prefix. */
const KEY_BYTES = 32;
const KEY_PATTERN = /^fhd2c_[A-Za-z0-9_-]{43}$/;

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

/** The stored D2C API keys' cipher (see SecretCipher); its key is derived for this purpose alone. */
export class ApiKeyCipher extends SecretCipher {
  constructor(secret: string) {
    super(secret, 'framehouse:d2c-api-keys');
  }
}
