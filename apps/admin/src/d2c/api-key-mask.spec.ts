import { maskApiKey } from './api-key-mask';

describe('maskApiKey', () => {
  const key = 'fhd2c_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abc';

  it('keeps the prefix with four characters and the last four around a fixed mask', () => {
    expect(maskApiKey(key)).toBe('fhd2c_AbCd••••••••_abc');
  });

  it('hides the middle and the length of the key', () => {
    const masked = maskApiKey(key);
    expect(masked).not.toContain(key.slice(10, -4));
    expect(maskApiKey(`${key}more`)).toHaveLength(masked.length);
  });

  it('masks a short value whole', () => {
    expect(maskApiKey('short-key')).toBe('••••••••');
    expect(maskApiKey('')).toBe('••••••••');
  });
});
