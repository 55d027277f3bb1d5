import { randomUUID } from 'node:crypto';
import { ApiKeyCipher, apiKeyDigest, generateApiKey, isApiKeyFormat } from './api-key-crypto';

describe('D2C API keys', () => {
  it('are long, random and recognizable', () => {
    const keys = new Set(Array.from({ length: 100 }, generateApiKey));
    expect(keys.size).toBe(100);
    for (const key of keys) {
      expect(key).toMatch(/^fhd2c_[A-Za-z0-9_-]{43}$/);
      expect(isApiKeyFormat(key)).toBe(true);
    }
    expect(isApiKeyFormat('fhd2c_short')).toBe(false);
    expect(isApiKeyFormat(`Bearer ${generateApiKey()}`)).toBe(false);
  });

  it('are found by a SHA-256 digest', () => {
    expect(apiKeyDigest('fhd2c_abc')).toBe(
      '8ea67edb65b78a61f23ae1ca63aec985443bc93741fe742f4006111fd2d207b8',
    );
    expect(apiKeyDigest('fhd2c_abc')).not.toBe(apiKeyDigest('fhd2c_abd'));
  });
});

describe('ApiKeyCipher', () => {
  const cipher = new ApiKeyCipher('x'.repeat(32));
  const id = randomUUID();

  it('decrypts what it encrypted, with a fresh IV every time', () => {
    const key = generateApiKey();
    const first = cipher.encrypt(key, id);
    const second = cipher.encrypt(key, id);
    expect(first).not.toBe(second);
    expect(first).not.toContain(key);
    expect(first).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(cipher.decrypt(first, id)).toBe(key);
    expect(cipher.decrypt(second, id)).toBe(key);
  });

  it('refuses another row, another secret, and any alteration', () => {
    const stored = cipher.encrypt(generateApiKey(), id);
    expect(cipher.decrypt(stored, randomUUID())).toBeNull();
    expect(new ApiKeyCipher('y'.repeat(32)).decrypt(stored, id)).toBeNull();
    const parts = stored.split('.');
    const flipped = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64url');
    };
    for (const index of [1, 2, 3]) {
      const altered = parts.map((part, at) => (at === index ? flipped(part) : part)).join('.');
      expect(cipher.decrypt(altered, id)).toBeNull();
    }
    expect(cipher.decrypt('v2.a.b.c', id)).toBeNull();
    expect(cipher.decrypt('garbage', id)).toBeNull();
    expect(cipher.decrypt(`${stored}.extra`, id)).toBeNull();
  });
});
