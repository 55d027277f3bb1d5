import { MAX_PRESIGN_EXPIRY_SECONDS, presignTime, SignedUrlMemo } from './storage-rules';

describe('presignTime', () => {
  const sixHours = 6 * 3600;
  const expiresAt = (nowMs: number, seconds: number) => {
    const signed = presignTime(nowMs, seconds);
    return signed.signedAtMs + signed.expiresSeconds * 1000;
  };

  it('signs a file again within its window as the same URL', () => {
    const start = Date.UTC(2026, 10, 25, 18, 0, 0);
    expect(presignTime(start + 1_000, sixHours)).toEqual(presignTime(start + 2_000, sixHours));
    expect(presignTime(start + 1_000, sixHours)).not.toEqual(presignTime(start + 37 * 60_000, sixHours));
  });

  it('keeps a URL valid at least as long as asked, and at most a tenth longer', () => {
    const now = Date.UTC(2026, 10, 25, 18, 17, 23, 456);
    for (const seconds of [1, 9, 60, 3600, sixHours, 2 * 24 * 3600, MAX_PRESIGN_EXPIRY_SECONDS]) {
      const lasts = expiresAt(now, seconds) - now;
      expect(lasts).toBeGreaterThanOrEqual(seconds * 1000 - 1_000);
      expect(lasts).toBeLessThanOrEqual(seconds * 1000 * 1.1 + 1_000);
      expect(presignTime(now, seconds).expiresSeconds).toBeLessThanOrEqual(MAX_PRESIGN_EXPIRY_SECONDS);
    }
  });

  it('gives a short-lived URL no hour of grace', () => {
    const now = Date.UTC(2026, 10, 25, 18, 0, 59, 999);
    expect(expiresAt(now, 60) - now).toBeLessThan(67_000);
  });
});

describe('SignedUrlMemo', () => {
  const signed = presignTime(Date.UTC(2026, 10, 27, 12, 0, 0), 6 * 3600);
  const later = presignTime(Date.UTC(2026, 10, 27, 13, 0, 0), 6 * 3600);

  it('signs a request once per window, and apart for each key, download name and window', async () => {
    const memo = new SignedUrlMemo();
    let signatures = 0;
    const sign = (label: string) => () => `${label}#${(signatures += 1)}`;
    expect(await memo.get({ key: 'a.jpg', signed }, sign('a'))).toBe('a#1');
    expect(await memo.get({ key: 'a.jpg', signed }, sign('a'))).toBe('a#1');
    expect(await memo.get({ key: 'a.jpg', signed, filename: 'A' }, sign('a named'))).toBe('a named#2');
    expect(await memo.get({ key: 'b.jpg', signed }, sign('b'))).toBe('b#3');
    expect(await memo.get({ key: 'a.jpg', signed: later }, sign('a later'))).toBe('a later#4');
    expect(signatures).toBe(4);
  });

  it('keeps at most its bound, dropping the oldest', async () => {
    const memo = new SignedUrlMemo(2);
    for (const key of ['a', 'b', 'c']) await memo.get({ key, signed }, () => key);
    expect(memo.size).toBe(2);
    expect(await memo.get({ key: 'a', signed }, () => 'a signed again')).toBe('a signed again');
    expect(await memo.get({ key: 'c', signed }, () => 'never')).toBe('c');
  });

  it('keeps no failed signature', async () => {
    const memo = new SignedUrlMemo();
    await expect(
      memo.get({ key: 'a', signed }, () => Promise.reject(new Error('storage unreachable'))),
    ).rejects.toThrow('storage unreachable');
    expect(await memo.get({ key: 'a', signed }, () => 'a')).toBe('a');
  });
});
